import type { ComponentType } from 'react';
import { paths } from '@/config/paths';
import type { AdminRouteHandle } from '@/features/auth/components/require-admin';
import type { Namespace } from '@/lib/i18n/english-resources';

/** Loads a screen's component: the module is fetched when the address is first visited. */
export type LoadScreen = () => Promise<ComponentType>;

/** A route module's exported screen, by name (type-checked: the module must export that component). */
export const screen =
  <M extends Record<K, ComponentType>, K extends keyof M & string>(load: () => Promise<M>, name: K): LoadScreen =>
  () =>
    load().then((module) => module[name]);

/** One screen of the table: one path or several (all showing it), or the index of its layout. */
export interface ScreenRoute {
  path?: string | readonly string[];
  index?: true;
  load: LoadScreen;
  /** Text catalogues the screen needs, loaded beside its code. */
  texts?: Namespace[];
  handle?: AdminRouteHandle;
}

/** An old address that now lives elsewhere. */
export interface RedirectRoute {
  from: readonly string[];
  to: string;
}

const policy = screen(() => import('@/routes/policy'), 'PolicyRoute');

/** The storefront's screens, in the store layout (the first download holds only the layout). */
export const storeScreens: ScreenRoute[] = [
  { index: true, load: screen(() => import('@/routes/home'), 'HomeRoute') },
  { path: paths.products, load: screen(() => import('@/routes/products'), 'ProductsRoute') },
  { path: '/product/:id', load: screen(() => import('@/routes/product'), 'ProductRoute') },
  { path: paths.favorites, load: screen(() => import('@/routes/favorites'), 'FavoritesRoute') },
  { path: paths.likes, load: screen(() => import('@/routes/favorites'), 'LikesRoute') },
  { path: paths.myLikes, load: screen(() => import('@/routes/favorites'), 'MyLikesRoute') },
  {
    path: paths.viewRatings,
    texts: ['account'],
    load: screen(() => import('@/routes/view-ratings'), 'ViewRatingsRoute'),
  },
  { path: paths.login, texts: ['account', 'security'], load: screen(() => import('@/routes/login'), 'LoginRoute') },
  {
    path: paths.forgotPassword,
    texts: ['account'],
    load: screen(() => import('@/routes/account-links'), 'ForgotPasswordRoute'),
  },
  {
    path: paths.setPassword,
    texts: ['account', 'security'],
    load: screen(() => import('@/routes/account-links'), 'SetPasswordRoute'),
  },
  {
    path: paths.confirmEmail,
    texts: ['account'],
    load: screen(() => import('@/routes/account-links'), 'ConfirmEmailRoute'),
  },
  {
    path: paths.stockAlertConfirm,
    load: screen(() => import('@/routes/stock-alert-confirm'), 'StockAlertConfirmRoute'),
  },
  {
    path: paths.accountDeletionCancel,
    texts: ['account'],
    load: screen(() => import('@/routes/account-deletion-cancel'), 'AccountDeletionCancelRoute'),
  },
  {
    path: paths.guestDataExport,
    texts: ['account', 'orders'],
    load: screen(() => import('@/routes/guest-data-export'), 'GuestDataExportRoute'),
  },
  {
    path: paths.twoFactorSetup,
    texts: ['account', 'security'],
    load: screen(() => import('@/routes/two-factor-setup'), 'TwoFactorSetupRoute'),
  },
  {
    path: paths.adminLogin,
    texts: ['admin', 'account', 'security'],
    load: screen(() => import('@/routes/admin-login'), 'AdminLoginRoute'),
  },
  { path: paths.cart, load: screen(() => import('@/routes/cart'), 'CartRoute') },
  {
    path: paths.checkout,
    texts: ['checkout', 'orders'],
    load: screen(() => import('@/routes/checkout'), 'CheckoutRoute'),
  },
  {
    path: paths.orderConfirmation,
    texts: ['orders'],
    load: screen(() => import('@/routes/order-confirmation'), 'OrderConfirmationRoute'),
  },
  {
    path: paths.uploadReceipt,
    texts: ['orders'],
    load: screen(() => import('@/routes/upload-receipt'), 'UploadReceiptRoute'),
  },
  {
    path: [paths.redeem, '/redeem/:orderId'],
    texts: ['orders', 'guide'],
    load: screen(() => import('@/routes/redeem'), 'RedeemRoute'),
  },
  {
    path: paths.myOrders,
    texts: ['orders', 'account'],
    load: screen(() => import('@/routes/my-orders'), 'MyOrdersRoute'),
  },
  {
    path: '/order/:orderId/receipt',
    texts: ['orders'],
    load: screen(() => import('@/routes/order-receipt'), 'OrderReceiptRoute'),
  },
  {
    path: '/order/:orderId',
    texts: ['orders', 'guide', 'account'],
    load: screen(() => import('@/routes/order-detail'), 'OrderDetailRoute'),
  },
  {
    path: [paths.installationGuide, '/installation-guide/:orderId', '/guide/:orderId'],
    texts: ['orders', 'guide'],
    load: screen(() => import('@/routes/installation-guide'), 'InstallationGuideRoute'),
  },
  {
    path: [paths.activationTutorials, paths.productActivationTutorials],
    texts: ['guide'],
    load: screen(() => import('@/routes/activation-tutorials'), 'ActivationTutorialsRoute'),
  },
  {
    path: paths.profile,
    texts: ['account', 'orders', 'security'],
    load: screen(() => import('@/routes/profile'), 'ProfileRoute'),
  },
  {
    path: [
      paths.policies.privacy,
      paths.policies.terms,
      paths.policies.shipping,
      paths.policies.refund,
      paths.policies.usage,
      paths.policies.accessTime,
    ],
    texts: ['policies'],
    load: policy,
  },
  { path: '*', load: screen(() => import('@/routes/not-found'), 'NotFoundRoute') },
];

/** The prototype's demo and test pages, which are the real screens now (DESIGN decision 8, issue 22). */
export const redirects: RedirectRoute[] = [
  {
    from: [paths.admin.liveChatSupport, paths.admin.customerSupport, paths.admin.pureFrontendChat],
    to: paths.admin.liveChat,
  },
  { from: [paths.tools.testLiveChatMode, paths.tools.testOrderBasedAutoResponse], to: paths.admin.liveChatTester },
  { from: [paths.admin.orderManagement, paths.admin.pureFrontendOrders], to: paths.admin.orders },
  {
    from: [paths.admin.customerReceipts, paths.admin.paymentReceipts, paths.admin.pureFrontendReceipts],
    to: paths.admin.receipts,
  },
  { from: [paths.admin.screenshotTool], to: paths.admin.screenshot },
  { from: [paths.tools.testStorage, paths.tools.emergencyCleanup], to: paths.admin.maintenance },
  { from: [paths.tools.testUpload], to: paths.admin.uploadTest },
  { from: [paths.tools.testSteps], to: paths.admin.testSteps },
];

/** Screens outside any layout. */
export const bareScreens: ScreenRoute[] = [
  {
    path: paths.tools.testOrderDebug,
    load: screen(() => import('@/routes/admin/order-inspector'), 'LegacyOrderDebugRedirect'),
  },
];

/** Admin pages opened as popups: admin only, without the admin shell. */
export const adminPopupScreens: ScreenRoute[] = [
  {
    path: '/admin/orders/:orderId/installation-steps',
    load: screen(() => import('@/routes/admin/installation-steps'), 'AdminInstallationStepsRoute'),
  },
  {
    path: '/admin/receipt-view/:orderId/print',
    load: screen(() => import('@/routes/admin/receipt-print'), 'AdminReceiptPrintRoute'),
  },
];

/** The admin area's screens, under /admin in the admin layout (which checks the role). */
export const adminScreens: ScreenRoute[] = [
  { index: true, load: screen(() => import('@/routes/admin/dashboard'), 'AdminDashboardRoute') },
  { path: paths.admin.products, load: screen(() => import('@/routes/admin/products'), 'AdminProductsRoute') },
  { path: paths.admin.users, load: screen(() => import('@/routes/admin/users'), 'AdminUsersRoute') },
  { path: paths.admin.liveChat, load: screen(() => import('@/routes/admin/live-chat'), 'AdminLiveChatRoute') },
  {
    path: paths.admin.liveChatSettings,
    load: screen(() => import('@/routes/admin/live-chat-settings'), 'AdminLiveChatSettingsRoute'),
  },
  {
    path: paths.admin.liveChatTester,
    load: screen(() => import('@/routes/admin/live-chat-tester'), 'AdminLiveChatTesterRoute'),
  },
  { path: paths.admin.orders, load: screen(() => import('@/routes/admin/orders'), 'AdminOrdersRoute') },
  { path: paths.admin.receipts, load: screen(() => import('@/routes/admin/receipts'), 'AdminReceiptsRoute') },
  { path: paths.admin.payments, load: screen(() => import('@/routes/admin/payments'), 'AdminPaymentsRoute') },
  { path: paths.admin.outbox, load: screen(() => import('@/routes/admin/outbox'), 'AdminOutboxRoute') },
  { path: paths.admin.audit, load: screen(() => import('@/routes/admin/audit'), 'AdminAuditRoute') },
  { path: paths.admin.discounts, load: screen(() => import('@/routes/admin/discounts'), 'AdminDiscountsRoute') },
  { path: paths.admin.reports, load: screen(() => import('@/routes/admin/reports'), 'AdminReportsRoute') },
  { path: paths.admin.customers, load: screen(() => import('@/routes/admin/customers'), 'AdminCustomersRoute') },
  { path: '/admin/customers/:key', load: screen(() => import('@/routes/admin/customers'), 'AdminCustomerRoute') },
  {
    path: [paths.admin.receiptView, '/admin/receipt-view/:orderId'],
    load: screen(() => import('@/routes/admin/receipt-view'), 'AdminReceiptViewRoute'),
  },
  {
    path: paths.admin.autoDelivery,
    // Auto delivery sends non-admins to /login, not home.
    handle: { nonAdmin: 'login' },
    load: screen(() => import('@/routes/admin/auto-delivery'), 'AdminAutoDeliveryRoute'),
  },
  { path: paths.admin.codePools, load: screen(() => import('@/routes/admin/code-pools'), 'AdminCodePoolsRoute') },
  {
    path: paths.admin.rentalAccounts,
    load: screen(() => import('@/routes/admin/rental-accounts'), 'AdminRentalAccountsRoute'),
  },
  { path: paths.admin.queues, load: screen(() => import('@/routes/admin/queues'), 'AdminQueuesRoute') },
  { path: paths.admin.screenshot, load: screen(() => import('@/routes/admin/screenshot'), 'AdminScreenshotRoute') },
  {
    path: '/admin/orders/:orderId/inspect',
    load: screen(() => import('@/routes/admin/order-inspector'), 'AdminOrderInspectorRoute'),
  },
  { path: paths.admin.maintenance, load: screen(() => import('@/routes/admin/maintenance'), 'AdminMaintenanceRoute') },
  { path: paths.admin.uploadTest, load: screen(() => import('@/routes/admin/upload-test'), 'AdminUploadTestRoute') },
  { path: paths.admin.testSteps, load: screen(() => import('@/routes/admin/test-steps'), 'AdminTestStepsRoute') },
  {
    path: paths.admin.orderInspectorPicker,
    load: screen(() => import('@/routes/admin/order-inspector'), 'AdminOrderInspectorPickerRoute'),
  },
  {
    path: paths.admin.installationGuideManager,
    load: screen(() => import('@/routes/admin/installation-guide-manager'), 'AdminInstallationGuideManagerRoute'),
  },
  { path: paths.admin.settings, load: screen(() => import('@/routes/admin/settings'), 'AdminSettingsRoute') },
];

/** Outside /admin by its address, but an admin screen: the same layout (and role check) around it. */
export const passwordManagerScreens: ScreenRoute[] = [
  { index: true, load: screen(() => import('@/routes/admin/password-manager'), 'AdminPasswordManagerRoute') },
];
