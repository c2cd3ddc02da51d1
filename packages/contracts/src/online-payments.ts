/**
 * Online payments through a gateway (Stripe, Billplz): the wire contract between the checkout, the admin
 * screens and the server's `payments` module. Money in views is RM as a number with 2 decimals (as in every
 * other view); the server stores and sends sen to the providers. Times are ISO strings. Set-up and the payment
 * state machine: docs/payments.md.
 */
import type { OrderView } from './orders';

/** The order `paymentMethod` keys paid through a gateway (beside the manual keys of payment-methods.ts). */
export const GATEWAY_METHOD_KEYS = ['card', 'fpx', 'grabpay'] as const;
export type GatewayMethodKey = (typeof GATEWAY_METHOD_KEYS)[number];

export const GATEWAY_METHOD_LABELS: Record<GatewayMethodKey, string> = {
  card: 'Credit or debit card',
  fpx: 'Online Banking (FPX)',
  grabpay: 'GrabPay',
};

export const isGatewayMethod = (method: string | null | undefined): method is GatewayMethodKey =>
  (GATEWAY_METHOD_KEYS as readonly string[]).includes(method ?? '');

export const PAYMENT_PROVIDERS = ['stripe', 'billplz'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_PROVIDER_LABELS: Record<PaymentProviderName, string> = { stripe: 'Stripe', billplz: 'Billplz' };

/** Which providers can take a method: Stripe takes all three, Billplz only FPX. */
export const PROVIDER_METHODS: Record<PaymentProviderName, readonly GatewayMethodKey[]> = {
  stripe: ['card', 'fpx', 'grabpay'],
  billplz: ['fpx'],
};

/**
 * Added to the answer of POST /api/orders (the create-order answer is `OrderView & OrderPaymentStart`).
 * `payment` is null for a manual method (the receipt flow); for a gateway method the browser goes to
 * `payment.redirectUrl`. A provider that fails answers 502 (`code: 'payment_provider_unavailable'`) with a message
 * for a person; the order then exists unpaid and the payment can be restarted (POST /api/payments/orders/{orderId}/restart).
 */
export interface OrderPaymentStart {
  payment: GatewayRedirect | null;
}

export type CreateOrderResult = OrderView & OrderPaymentStart;

export interface GatewayRedirect {
  provider: PaymentProviderName;
  /** The provider's hosted payment page for this order (Stripe Checkout or a Billplz bill). */
  redirectUrl: string;
}

/**
 * Where the provider sends the browser back: `/order-confirmation?orderId=…&token=…&payment=success|cancelled`
 * (token: the order's watch token, which also opens GET /api/payments/orders/{orderId}). Billplz first returns to
 * GET /api/payments/return/billplz, which checks the signature and then redirects here.
 */
export const PAYMENT_RETURN_PATH = '/order-confirmation';
export type PaymentReturnOutcome = 'success' | 'cancelled';

/**
 * GET /api/payments/orders/{orderId}?token=… (or the signed-in owner without token): the payment of one gateway
 * order as the confirmation page follows it (live updates come as the usual order:watch events with the same token).
 * POST /api/payments/orders/{orderId}/restart {token?} answers the same with a fresh `redirect` (409 when the
 * order is paid, cancelled, or not a gateway order).
 */
export interface OrderPaymentState {
  orderId: string;
  paymentMethod: string;
  /** The order's payment status: pending, paid or failed. */
  paymentStatus: 'pending' | 'paid' | 'failed';
  /** The order's status (cancelled once the unpaid auto-cancel ran). */
  status: string;
  totalAmount: number;
  /** paid and the codes/accounts are out (or waiting for a restock): the page says "your code is ready". */
  delivered: boolean;
  /** Paid, but the codes wait for a restock of the product's pool. */
  waitingForStock: boolean;
  /** The provider's answer did not match the order (amount or currency): our team checks it; not paid yet. */
  underReview: boolean;
  /** The provider's page to (re)open, only from restart; null otherwise. */
  redirect: GatewayRedirect | null;
}

/** POST /api/payments/orders/{orderId}/restart: a guest proves the order with its watch token. */
export interface RestartPaymentRequest {
  token?: string;
}

export const LEDGER_KINDS = ['attempt', 'capture', 'refund'] as const;
/** attempt: a payment page was created; capture: money received; refund: money given back. */
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const LEDGER_STATUSES = ['pending', 'succeeded', 'failed', 'review'] as const;
/** review: received, but the amount or currency differs from the order's (not applied; an admin checks it). */
export type LedgerStatus = (typeof LEDGER_STATUSES)[number];

/** Who moved the money: a gateway, or staff recording a manual (QR/bank) payment or refund. */
export type LedgerProvider = PaymentProviderName | 'manual';

/** How the admin screens name a ledger row's provider, kind and status (never the raw key). */
export const LEDGER_PROVIDER_LABELS: Record<LedgerProvider, string> = {
  ...PAYMENT_PROVIDER_LABELS,
  manual: 'Manual (QR / bank)',
};
export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  attempt: 'Attempt',
  capture: 'Payment',
  refund: 'Refund',
};
export const LEDGER_STATUS_LABELS: Record<LedgerStatus, string> = {
  pending: 'Pending',
  succeeded: 'Succeeded',
  failed: 'Failed',
  review: 'Needs review',
};

/** One row of the payment ledger (GET /api/admin/payments/ledger). */
export interface LedgerEntryView {
  id: string;
  orderId: string;
  provider: LedgerProvider;
  kind: LedgerKind;
  status: LedgerStatus;
  /** The payment method of the order (card, fpx, grabpay, alipay, …). */
  method: string;
  /** The provider's id (Stripe Checkout Session / refund id, Billplz bill id); null for a manual row without one. */
  transactionId: string | null;
  /** RM; a refund's amount is positive (its kind says it is money out). */
  amount: number;
  /** The provider's fee in RM, when it reports one; else null. */
  processingFee: number | null;
  /** amount minus the fee, when the fee is known; else null. */
  netAmount: number | null;
  /** ISO 4217, as the provider reported it (MYR). */
  currency: string;
  /** The provider event ids (Stripe evt_…, Billplz bill id + paid_at) that built this row. */
  rawEventIds: string[];
  /** Why a refund was made, or why a row is under review. */
  note: string | null;
  /** The admin who made a refund or recorded a manual payment; null for a gateway's own event. */
  actorName: string | null;
  createdAt: string;
}

/** GET /api/admin/payments/ledger query (and …/ledger.csv, which takes the same filters without paging). */
export interface LedgerQuery {
  provider?: LedgerProvider;
  kind?: LedgerKind;
  status?: LedgerStatus;
  orderId?: string;
  /** Inclusive, YYYY-MM-DD in Malaysia time. */
  from?: string;
  /** Inclusive, YYYY-MM-DD in Malaysia time. */
  to?: string;
  /** 1-based, default 1. */
  page?: number;
  /** 1..200, default 50. */
  pageSize?: number;
}

export interface LedgerList {
  entries: LedgerEntryView[];
  total: number;
  page: number;
  pageSize: number;
  /** Over every row matching the filters (not just this page): RM received and RM refunded. */
  totals: { captured: number; refunded: number };
}

/**
 * POST /api/admin/payments/orders/{orderId}/refund (admins only). No `lines`: the whole order (what is not refunded yet).
 * With `lines`: those order lines (`itemId` from AdminOrderPayments.lines) and how many units of each.
 */
export interface RefundRequest {
  lines?: { itemId: string; quantity: number }[];
  /** Shown on the timeline, the ledger and to the customer; up to 500 characters. */
  reason?: string;
}

export const REFUND_REASON_MAX = 500;

export interface RefundResult {
  orderId: string;
  /** The RM refunded by this request. */
  amount: number;
  /** 'stripe' / 'billplz': through the provider; 'manual': recorded only, staff pay it back themselves. */
  provider: LedgerProvider;
  /** pending until the provider confirms (charge.refunded), succeeded at once for a manual refund. */
  status: LedgerStatus;
  /** The codes taken back from the customer (revoked, never returned to the pool). */
  revokedCodes: number;
  /** The units whose stock went back (lines not delivered yet). */
  restockedUnits: number;
  /** The order's payment summary after the refund. */
  payments: AdminOrderPayments;
}

/** One payment event on an order, for the order details timeline and the order inspector. */
export interface PaymentEventView {
  at: string;
  provider: LedgerProvider;
  /** created, succeeded, failed, review, refunded, refund_failed, ignored (e.g. failed after paid). */
  type: string;
  /** The provider's event id, when one came with it. */
  eventId: string | null;
  transactionId: string | null;
  /** RM, when the event carries an amount. */
  amount: number | null;
  currency: string | null;
  /** A short explanation for a person ("amount RM10.00 differs from the order's RM21.46"). */
  note: string | null;
}

/** One order line with what has been refunded of it. */
export interface RefundableLine {
  /** order_items id: what RefundRequest.lines names. */
  itemId: string;
  productCode: string;
  title: string;
  optionLabel: string | null;
  quantity: number;
  unitPrice: number;
  refundedQuantity: number;
  /** RM refunded of this line. */
  refundedAmount: number;
}

/** GET /api/admin/payments/orders/{orderId} (staff): everything the order details show about the payment. */
export interface AdminOrderPayments {
  orderId: string;
  paymentMethod: string;
  /** The gateway that took the payment, 'manual' for QR/bank, null when nothing was paid yet. */
  provider: LedgerProvider | null;
  /** RM received (captures that succeeded). */
  paidAmount: number;
  /** RM refunded (refunds pending or succeeded). */
  refundedAmount: number;
  /** RM that may still be refunded. */
  refundable: number;
  lines: RefundableLine[];
  /** Oldest first. */
  events: PaymentEventView[];
  ledger: LedgerEntryView[];
}

/** The order timeline actions the payments module writes (order_events.action). */
export const PAYMENT_TIMELINE_ACTIONS = [
  'payment_started',
  'payment_received',
  'payment_failed',
  'payment_review',
  'refunded',
] as const;

/** One gateway as Settings shows it (GET /api/admin/payments/settings). Secrets are never sent: booleans only. */
export interface GatewayProviderSettingsView {
  /** The seller turned it on. A provider is offered only when enabled and its keys are set. */
  enabled: boolean;
  /** Whether each key is set, and where from: an environment variable wins over Settings. */
  keys: Record<string, { set: boolean; source: 'env' | 'settings' | null }>;
  /** Enabled and every required key set: checkout offers its methods. */
  ready: boolean;
  /** The webhook URL to paste into the provider's dashboard. */
  webhookUrl: string;
}

/**
 * Key names per provider. Stripe: secretKey, webhookSecret. Billplz: apiKey, xSignatureKey, collectionId (the
 * collection id is not a secret, but is handled the same way for simplicity).
 */
export const GATEWAY_KEY_NAMES: Record<PaymentProviderName, readonly string[]> = {
  stripe: ['secretKey', 'webhookSecret'],
  billplz: ['apiKey', 'xSignatureKey', 'collectionId'],
};

export interface GatewaySettingsView {
  stripe: GatewayProviderSettingsView;
  billplz: GatewayProviderSettingsView;
  /** Which provider takes FPX when both are ready. */
  fpxProvider: PaymentProviderName;
  /** The gateway methods the seller offers (each also needs a ready provider that takes it). */
  methods: Record<GatewayMethodKey, boolean>;
  /** What checkout offers now, after all of the above. */
  available: GatewayMethodKey[];
}

/**
 * PUT /api/admin/payments/settings (admins only). A key left out or '' keeps the stored one; `clear` lists the
 * keys to remove. Answers the GatewaySettingsView.
 */
export interface GatewaySettingsInput {
  stripe: { enabled: boolean; keys?: Record<string, string>; clear?: string[] };
  billplz: { enabled: boolean; keys?: Record<string, string>; clear?: string[] };
  fpxProvider: PaymentProviderName;
  methods: Record<GatewayMethodKey, boolean>;
}

/** GET /api/payments/methods (public): the gateway methods checkout may offer now, in display order. */
export interface GatewayMethodsInfo {
  gatewayMethods: { key: GatewayMethodKey; label: string; provider: PaymentProviderName }[];
}
