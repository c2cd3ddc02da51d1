/**
 * Fulfilment REST payload types shared by backend and frontend (types only): the admin orders screen,
 * the guide-then-activate flow, auto delivery, the activation-code and rental-account pools, the
 * installation guide, and the guide/password configurations. Documented in docs/fulfilment.md.
 */
import type { Translations } from './chat';
import type { OrderStatus, OrderView, PaymentStatus } from './orders';
import type { OrderEmailState, OutboundEmailStatus } from './payments';

export type RiskLevel = 'high' | 'medium' | 'low';
export type AutoDeliveryStatus = 'pending' | 'processing' | 'delivered' | 'failed';

/** Where the dashboard counts an order (`bucketOf` in fulfilment-rules.ts; docs/fulfilment.md state table). */
export type FulfilmentBucket = 'unpaid' | 'payment-review' | 'to-deliver' | 'backorder' | 'fulfilled' | 'cancelled';

/** The steps an admin starts; each runs as a BullMQ job on the fulfilment queue. */
export type FulfilmentStep = 'send-guide' | 'activate' | 'trigger-delivery' | 'auto-ship' | 'send-installation';

/** One line of an order's timeline: who did what, when, and through which job. */
export interface OrderTimelineEntry {
  at: string;
  actorType: 'customer' | 'admin' | 'system' | 'job';
  actorId: string | null;
  /** The admin's or customer's name when known. */
  actorName: string | null;
  action: string;
  details: Record<string, unknown>;
  jobId: string | null;
}

export interface RedeemCodeState {
  productCode: string;
  code: string;
  isUsed: boolean;
  usedAt: string | null;
}

/** The autoDelivery block of an auto-delivery order (docs/product/admin.md#auto-delivery). */
export interface AutoDeliveryState {
  status: AutoDeliveryStatus;
  deliveredAt: string | null;
  /** The delivery e-mail was really handed to the SMTP server (`emailStatus` 'sent'); queued is not sent. */
  emailSent: boolean;
  /**
   * The delivery e-mail's outbox state: 'none' when none was written (no e-mail address, or not delivered yet),
   * 'unknown' for an order delivered before this was recorded whose e-mail cannot be found.
   */
  emailStatus: OutboundEmailStatus | 'none' | 'unknown';
  redeemCodes: RedeemCodeState[];
  /** Why the last delivery failed (e.g. no codes left), for the admin. */
  failureReason: string | null;
}

/** An order as the admin screens read it (GET /api/admin/orders, GET /api/admin/orders/{id}). */
export interface AdminOrderView extends Omit<OrderView, 'rental' | 'rentals' | 'codes'> {
  _id: string;
  userId: string | null;
  userName: string;
  customerInfo: { name: string; email: string | null; phone: string };
  shippingAddress: string;
  installationStepsSentAt: string | null;
  isSuspicious: boolean;
  /** Staff's internal note (docs/product/admin.md#order-details); never part of a customer's view. */
  internalNote: string | null;
  risk: RiskLevel;
  /** The step whose job is queued or running; the UI shows "sending" until fulfilment:result arrives. */
  pendingStep: FulfilmentStep | null;
  /** The fulfilment steps whose guard is open now: what the Orders row and Auto Delivery offer. */
  offers: FulfilmentStep[];
  /** Where the dashboard counts this order. */
  bucket: FulfilmentBucket;
  /** Since when the order waits for codes (a backorder), or null. */
  backorderedAt: string | null;
  autoDelivery: AutoDeliveryState;
  /** Set when the order holds a rented game account (the first). Secrets are not part of this view. */
  rental: AdminRentalSummary | null;
  /** Every rented account of the order, one per unit of each rental line. */
  rentals: AdminRentalSummary[];
  /** The e-mails about this order, newest first, with what really happened to each (queued, sent, failed …). */
  emails?: OrderEmailState[];
  /**
   * Unpaid with its receipt missing or rejected, in the last part of the auto-cancel window: the reviewer should
   * chase the customer before the order is cancelled (the Orders screen's "Cancels soon" badge).
   */
  paymentAtRisk?: boolean;
  /** When the unpaid order is cancelled automatically (Settings' cancellation hours); null once paid or closed. */
  cancelsAt?: string | null;
  /** The payment receipt: present when a receipt was uploaded. */
  paymentReceipt: {
    fileName: string;
    originalName: string | null;
    mimeType: string | null;
    fileSize: number | null;
    uploadedAt: string | null;
    /** The customer's optional note sent with the receipt. */
    customerNote: string | null;
    /** The reviewer's note on the receipt (staff only). */
    adminNote: string | null;
  } | null;
}

export interface AdminOrderDetail extends AdminOrderView {
  timeline: OrderTimelineEntry[];
}

export interface AdminOrderList {
  orders: AdminOrderView[];
  total: number;
}

/** GET /api/admin/orders/summary (same filters as the list): the Orders screen's stats. */
export interface AdminOrderSummary {
  totalOrders: number;
  /** Orders whose status is pending. */
  pending: number;
  /** Orders whose status is delivered. */
  delivered: number;
  /** RM, 2 decimals, summed in SQL: orders whose payment is paid and that are not cancelled. */
  revenue: string;
}

/** PUT /api/admin/orders/{id}/status */
export interface UpdateOrderStatusRequest {
  status: OrderStatus;
}
/** PUT /api/admin/orders/{id}/payment */
export interface UpdatePaymentStatusRequest {
  paymentStatus: PaymentStatus;
}
/** PUT /api/admin/orders/{id}/suspicious */
export interface UpdateSuspiciousRequest {
  isSuspicious: boolean;
}

/** 202 answer of every fulfilment step: the job is queued; its result arrives as fulfilment:result. */
export interface FulfilmentAccepted {
  orderId: string;
  step: FulfilmentStep;
  jobId: string;
}

/** GET /api/admin/auto-delivery: one order of the Auto Delivery screen. */
export interface AutoDeliveryOrderView {
  _id: string;
  orderId: string;
  userName: string;
  createdAt: string;
  /** `rental`: a game account lent for a time (no code); `code`: activation codes from the product's pool. */
  items: { name: string; quantity: number; productCode: string; delivery: 'code' | 'rental' }[];
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  shippedAt: string | null;
  /** The game accounts lent to the order (one per unit of each rental line), with their end time. */
  rentals: AdminRentalSummary[];
  activationCode: string | null;
  installationStepsSent: boolean;
  installationStepsSentAt: string | null;
  pendingStep: FulfilmentStep | null;
  offers: FulfilmentStep[];
  bucket: FulfilmentBucket;
  backorderedAt: string | null;
  autoDelivery: AutoDeliveryState;
  /** The e-mails about this order, newest first, with their real status. */
  emails?: OrderEmailState[];
}

/** GET /api/admin/orders/{id}/installation-steps?version=admin|customer */
export interface InstallationStepsView {
  installationSteps: string;
  activationCode: string | null;
  customerEmail: string | null;
  versionType: 'admin' | 'customer';
  hasCustomerVersion: boolean;
  hasAdminVersion: boolean;
}

/** Activation-code pool, per product (admin). */
export interface CodePoolSummary {
  productCode: string;
  title: string;
  unsold: number;
  sold: number;
  /** When the pool is empty, a code of the form ABC + 6 random + XYZ is generated instead of failing. */
  allowGeneratedCodes: boolean;
  /** Delivered by activation codes (every category but the game rentals). */
  codeDelivered: boolean;
  /** Running low at or below this many unsold codes (stored per product; default 5). */
  warningLevel: number;
  /** Code-delivered, active, not generating, and unsold at or below the warning level. */
  low: boolean;
  /** Paid orders waiting for this product's codes. */
  backorders: number;
}

/** PUT /api/admin/code-pools/{productCode}: either or both. */
export interface CodePoolSettingRequest {
  allowGeneratedCodes?: boolean;
  warningLevel?: number;
}

/** POST /api/admin/orders/{id}/burn-code: a code of the order reported as not working, replaced from the pool. */
export interface BurnCodeRequest {
  code: string;
  reason?: string;
}

/** The burned code and the unsold one that took its place (same line and unit). */
export interface BurnCodeResult {
  orderId: string;
  burnedCode: string;
  replacementCode: string;
  productCode: string;
}

export interface ActivationCodeView {
  id: string;
  productCode: string;
  code: string;
  isUsed: boolean;
  orderId: string | null;
  usedAt: string | null;
  /** Reported as not working and burned by an admin (replaced by another code of the pool). */
  burnedAt: string | null;
  createdAt: string;
}

/** POST /api/admin/code-pools/{productCode}/codes: pasted text or CSV, one code per line or cell. */
export interface AddCodesRequest {
  text: string;
}
export interface AddCodesResult {
  added: number;
  /** Codes already in any pool, or repeated in the input. */
  duplicates: number;
  unsold: number;
}

export type RentalAccountStatus = 'available' | 'rented' | 'needs-password-change';

/** A rental account as the admin lists it; the password and login token are never listed. */
export interface RentalAccountView {
  id: string;
  productCode: string;
  gameName: string;
  username: string;
  status: RentalAccountStatus;
  orderId: string | null;
  rentedAt: string | null;
  expiresAt: string | null;
  createdAt: string;
}

/** GET /api/admin/rental-accounts/{id}/password (admins): the password on request, each reveal an audit entry. */
export interface RentalAccountSecret {
  id: string;
  username: string;
  password: string;
}

/** POST /api/admin/rental-accounts; PUT /api/admin/rental-accounts/{id} (a new password frees it). */
export interface RentalAccountInput {
  productCode: string;
  gameName: string;
  username: string;
  password: string;
  loginToken?: string;
}

export interface AdminRentalSummary {
  accountId: string;
  gameName: string;
  username: string;
  startsAt: string;
  expiresAt: string;
  active: boolean;
}

/** The rented account as its customer sees it on /order/{orderId} and the guide: credentials included. */
export interface CustomerRentalView {
  gameName: string;
  username: string;
  password: string;
  loginToken: string | null;
  startsAt: string;
  expiresAt: string;
  active: boolean;
}

/**
 * One line of an order in the installation guide: its own product, steps kind, codes (one per unit),
 * rented accounts (one per unit) and live-chat keyword. A mixed order (an app and a rental) has one of each.
 */
export interface GuideLineView {
  productName: string;
  productCode: string;
  optionLabel: string | null;
  quantity: number;
  kind: 'app' | 'rental';
  /** The line's activation codes, one per unit once delivered (apps). */
  codes: string[];
  /** The line's rented accounts, one per unit once delivered (rentals). */
  rentals: CustomerRentalView[];
  chatKeyword: string | null;
  guideUrl: string | null;
}

/**
 * GET /api/orders/{orderId}/guide: what the installation guide shows (docs/product/storefront.md#installation-guide).
 * Holding the full order id is the proof (decision 5 in docs/product/README.md#decisions).
 */
export interface OrderGuideView {
  orderId: string;
  productName: string;
  productCode: string;
  kind: 'app' | 'rental';
  status: OrderStatus;
  createdAt: string;
  shippedAt: string | null;
  /** 3 days after shippedAt, or after createdAt when not shipped. */
  expiresAt: string;
  expired: boolean;
  installationStepsSent: boolean;
  activationCode: string | null;
  customerEmail: string | null;
  /** The keyword to paste in live chat for the account e-mail and password (app step 2). */
  chatKeyword: string | null;
  /** The official guide link of app step 1. */
  guideUrl: string | null;
  rental: CustomerRentalView | null;
  /** Paid, but the codes wait for a restock of the product's pool (a backorder): not an error. */
  waitingForStock: boolean;
  /** Every line with its own guide data; the single-product fields above describe the first line. */
  lines: GuideLineView[];
  /** Proof for order:watch: follow this order live. */
  watchToken: string;
}

/**
 * A guide/password configuration (installation guide manager and unified password manager): per
 * product, keywords (the first is the default), the password and the response or instructions.
 * Admin only; these answers reach customers only through a chat tied to a paid order of the product.
 */
export interface GuideConfigView {
  id: string;
  product: string;
  keywords: string[];
  defaultKeyword: string;
  email: string | null;
  password: string;
  response: string;
  /** The response in Malay and Chinese ({ "ms": ..., "zh-Hans": ... }); English is `response`. */
  translations: Translations;
  guideUrl: string | null;
  /** The catalogue product (code) this configuration belongs to, when linked. */
  productCode?: string | null;
  updatedAt: string;
}

/** A product's official installation guide, as the public Activation Tutorial Center lists it (no secrets). */
export interface OfficialGuideLinkView {
  product: string;
  productCode: string | null;
  guideUrl: string;
}

export interface GuideConfigInput {
  product: string;
  keywords: string[];
  email?: string | null;
  password: string;
  response: string;
  /** Absent: a new configuration has none, a stored one keeps its own. */
  translations?: Translations;
  guideUrl?: string | null;
  /** Links the configuration to a catalogue product (its code, e.g. DZ). */
  productCode?: string | null;
}

/** The fulfilment job's outcome, to admins over Socket.IO (fulfilment:result). */
export interface FulfilmentResult {
  orderId: string;
  step: FulfilmentStep;
  jobId: string;
  ok: boolean;
  /** The message on refusal or failure (docs/product/rules.md#error-messages); a short success text otherwise. */
  message: string;
  /**
   * Not ok only because the pool has no code yet: the order waits as a backorder and is filled when codes are
   * added, a normal state that admins see neutrally (docs/product/admin.md#code-pools), not as a failure.
   */
  backordered?: boolean;
}

/** POST /api/admin/guide-configs/import: all or nothing; existing products (same name) are replaced. */
export interface GuideConfigImportResult {
  created: number;
  updated: number;
  total: number;
}
