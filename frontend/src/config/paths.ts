/**
 * Every route path of the storefront and the admin, in one place (docs/product/storefront.md#screens-and-routes).
 * Screens that are not built yet are listed so links point at their final address; the route table decides what
 * actually resolves.
 */
export const paths = {
  home: '/',
  products: '/products',
  product: (id: string) => `/product/${encodeURIComponent(id)}`,
  cart: '/cart',
  checkout: '/checkout',
  orderConfirmation: '/order-confirmation',
  uploadReceipt: '/upload-receipt',
  profile: '/profile',
  redeem: '/redeem',
  redeemOrder: (orderId: string) => `/redeem/${encodeURIComponent(orderId)}`,
  myOrders: '/my-orders',
  order: (orderId: string) => `/order/${encodeURIComponent(orderId)}`,
  /** The printable receipt; a guest's link carries the order's access token (the owner's works signed in). */
  orderReceipt: (orderId: string, token?: string) =>
    `/order/${encodeURIComponent(orderId)}/receipt${token ? `?${new URLSearchParams({ token }).toString()}` : ''}`,
  /** The receipt upload page for an order (a new or replacement receipt). */
  uploadReceiptFor: (orderId: string) => `/upload-receipt?${new URLSearchParams({ orderId }).toString()}`,
  installationGuide: '/installation-guide',
  installationGuideOrder: (orderId: string) => `/installation-guide/${encodeURIComponent(orderId)}`,
  guide: (orderId: string) => `/guide/${encodeURIComponent(orderId)}`,
  activationTutorials: '/activation-tutorials',
  /** Linked from the footer in the prototype; an alias of the Activation Tutorial Center. */
  productActivationTutorials: '/product-activation-tutorials',
  myLikes: '/my-likes',
  likes: '/likes',
  favorites: '/favorites',
  viewRatings: '/view-ratings',
  login: '/login',
  forgotPassword: '/forgot-password',
  setPassword: '/set-password',
  confirmEmail: '/confirm-email',
  /** The link of a back-in-stock alert's confirmation e-mail. */
  stockAlertConfirm: '/stock-alerts/confirm',
  accountDeletionCancel: '/account/deletion/cancel',
  /** A guest's "Download my data": prove the e-mail with the order lookup's code, then the archive. */
  guestDataExport: '/privacy/my-data',
  adminLogin: '/admin-login',
  /** Where staff set up two-factor sign-in when the shop requires it, before any admin page. */
  twoFactorSetup: '/two-factor-setup',
  policies: {
    privacy: '/privacy-policy',
    terms: '/terms-and-conditions',
    shipping: '/shipping-policy',
    refund: '/refund-policy',
    usage: '/usage-policy',
    accessTime: '/access-time-policy',
  },
  admin: {
    dashboard: '/admin',
    orders: '/admin/orders',
    /** The installation steps of one order (e-mail format), opened as a popup from the orders table. */
    installationSteps: (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}/installation-steps`,
    products: '/admin/products',
    users: '/admin/users',
    liveChat: '/admin/live-chat',
    liveChatSettings: '/admin/live-chat/settings',
    liveChatTester: '/admin/live-chat/tester',
    queues: '/admin/queues',
    settings: '/admin/settings',
    autoDelivery: '/admin/auto-delivery',
    installationGuideManager: '/admin/installation-guide-manager',
    receiptView: '/admin/receipt-view',
    /** The receipt review queue. */
    receipts: '/admin/receipts',
    /** Every e-mail the shop sent, queued or failed. */
    outbox: '/admin/outbox',
    payments: '/admin/payments',
    /** Every staff action that changed or revealed something (admins only). */
    audit: '/admin/audit',
    /** Discount codes (admins only). */
    discounts: '/admin/discounts',
    /** Sales and support reports with charts (admins only). */
    reports: '/admin/reports',
    /** The customer directory (staff) and one customer's page (their e-mail). */
    customers: '/admin/customers',
    customer: (key: string) => `/admin/customers/${encodeURIComponent(key)}`,
    receiptViewOrder: (orderId: string) => `/admin/receipt-view/${encodeURIComponent(orderId)}`,
    /** The printable receipt of Generate PDF. */
    receiptPrint: (orderId: string) => `/admin/receipt-view/${encodeURIComponent(orderId)}/print`,
    codePools: '/admin/code-pools',
    rentalAccounts: '/admin/rental-accounts',
    passwordManager: '/unified-password-manager',
    screenshotTool: '/screenshot-tool',
    /** The screenshot tool's screen (issue 22); /screenshot-tool leads here. */
    screenshot: '/admin/screenshot',
    /** The order inspector (issue 22); /test-order-debug leads here. */
    orderInspector: (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}/inspect`,
    orderInspectorPicker: '/admin/order-inspector',
    /** Storage and cleanups (issue 22); /test-storage and /emergency-cleanup lead here. */
    maintenance: '/admin/maintenance',
    /** The upload test (issue 22); /test-upload leads here. */
    uploadTest: '/admin/upload-test',
    /** The installation steps preview (issue 22); /test-steps leads here. */
    testSteps: '/admin/test-steps',
    orderManagement: '/order-management',
    customerReceipts: '/customer-receipts',
    paymentReceipts: '/payment-receipts',
    customerSupport: '/customer-support',
    liveChatSupport: '/live-chat-support',
    pureFrontendOrders: '/pure-frontend-admin-orders',
    pureFrontendChat: '/pure-frontend-admin-chat',
    pureFrontendReceipts: '/pure-frontend-admin-receipts',
  },
  /** Admin tools that were test pages in the prototype (decision 8 in docs/product/README.md#decisions). */
  tools: {
    testSteps: '/test-steps',
    testLiveChatMode: '/test-live-chat-mode',
    testStorage: '/test-storage',
    emergencyCleanup: '/emergency-cleanup',
    testOrderBasedAutoResponse: '/test-order-based-auto-response',
    testUpload: '/test-upload',
    testOrderDebug: '/test-order-debug',
  },
} as const;

/** /products?search=<text>; the caller has already trimmed the text and ignored an empty one. */
export function productSearchPath(text: string): string {
  return `${paths.products}?${new URLSearchParams({ search: text }).toString()}`;
}

/** /login, remembering where to come back to (only same-site paths, never /login itself). */
export function loginPath(redirectTo?: string): string {
  const target = redirectTo ? safeRedirectPath(redirectTo) : null;
  if (!target || target === paths.home) return paths.login;
  return `${paths.login}?${new URLSearchParams({ redirect: target }).toString()}`;
}

/** A `?redirect=` value made safe: a path on this site, not the login screens, else null. */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  const pathname = value.split(/[?#]/, 1)[0];
  if (pathname === paths.login || pathname === paths.adminLogin) return null;
  return value;
}
