/**
 * The manual payment methods (the shopper pays by QR or transfer and uploads the receipt) the admin turns on in
 * Settings decide what checkout offers; the server refuses an order naming one that is off. Each has its own
 * label, QR image or account details and instructions (edited in Settings, see ManualMethodInfo). The label rule
 * is here too, so the Settings form and the server say the same thing.
 */
import type { PaymentMethodSettings } from './settings';

export const PAYMENT_METHOD_KEYS = ['touchNGo', 'duitNow', 'bankTransfer', 'alipay', 'wechatPay'] as const;
export type PaymentMethodKey = (typeof PAYMENT_METHOD_KEYS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethodKey, string> = {
  touchNGo: "Touch 'n Go eWallet",
  duitNow: 'DuitNow QR',
  bankTransfer: 'Bank transfer',
  alipay: 'Alipay',
  wechatPay: 'WeChat Pay',
};

export const isManualMethod = (method: string | null | undefined): method is PaymentMethodKey =>
  (PAYMENT_METHOD_KEYS as readonly string[]).includes(method ?? '');

/**
 * One manual method as checkout shows it once chosen: its label, its QR (null: none, e.g. a bank transfer), the
 * account to pay into, and the seller's instructions ('' in `instructions`: the storefront's default sentence).
 */
export interface ManualMethodInfo {
  key: PaymentMethodKey;
  label: string;
  /** GET /api/payment/methods/{key}/qr with a version; null when the method has no QR image. */
  qrUrl: string | null;
  /** Bank, account name and number, DuitNow ID…: shown as written (line breaks kept). */
  accountDetails: string;
  instructions: string;
}

/** Settings' view of one manual method (GET /api/admin/payment/methods). */
export interface ManualMethodDetailsView extends ManualMethodInfo {
  enabled: boolean;
  /** The method has its own uploaded QR (Touch 'n Go falls back to the shop's older checkout QR). */
  hasOwnQr: boolean;
  updatedAt: string | null;
}

export const MAX_METHOD_DETAILS_LENGTH = 500;
export const MAX_METHOD_INSTRUCTIONS_LENGTH = 1000;

/** PUT /api/admin/payment/methods/{key} (multipart): the texts, and an optional `image` or `removeImage: 'true'`. */
export interface ManualMethodInput {
  label: string;
  accountDetails?: string;
  instructions?: string;
  removeImage?: 'true' | 'false';
}

/** What Settings and the server say about a method's texts; null when they are acceptable. */
export function manualMethodProblem(input: { accountDetails?: string; instructions?: string }): string | null {
  if ((input.accountDetails ?? '').length > MAX_METHOD_DETAILS_LENGTH) {
    return `The account details may have at most ${MAX_METHOD_DETAILS_LENGTH} characters`;
  }
  if ((input.instructions ?? '').length > MAX_METHOD_INSTRUCTIONS_LENGTH) {
    return `The instructions may have at most ${MAX_METHOD_INSTRUCTIONS_LENGTH} characters`;
  }
  return null;
}

export const PAYMENT_UNAVAILABLE_MESSAGE =
  'Payment is unavailable right now: the shop is not accepting any payment method. Please contact us or try again later.';

/** The methods turned on, in the order checkout lists them. */
export const enabledPaymentMethods = (settings: PaymentMethodSettings): PaymentMethodKey[] =>
  PAYMENT_METHOD_KEYS.filter((key) => settings[key] === true);

export type PaymentMethodChoice =
  | { ok: true; method: PaymentMethodKey }
  | { ok: false; code: 'payment_unavailable' | 'payment_method_disabled'; message: string };

/**
 * The method an order is paid by: the one named, if it is on; none named, the first that is on. Refused when
 * every method is off, or when the one named is off (the message lists those that are on).
 */
export function choosePaymentMethod(
  requested: PaymentMethodKey | null | undefined,
  settings: PaymentMethodSettings,
): PaymentMethodChoice {
  const enabled = enabledPaymentMethods(settings);
  if (enabled.length === 0) return { ok: false, code: 'payment_unavailable', message: PAYMENT_UNAVAILABLE_MESSAGE };
  if (!requested) return { ok: true, method: enabled[0] };
  if (enabled.includes(requested)) return { ok: true, method: requested };
  const others = enabled.map((key) => PAYMENT_METHOD_LABELS[key]).join(', ');
  return {
    ok: false,
    code: 'payment_method_disabled',
    message: `${PAYMENT_METHOD_LABELS[requested]} is not accepted at the moment. Please choose another payment method: ${others}.`,
  };
}

const OLDER_METHOD_LABELS: Record<string, string> = {
  touch_n_go: "Touch 'n Go eWallet",
  card: 'Credit or debit card',
  fpx: 'Online Banking (FPX)',
  grabpay: 'GrabPay',
};

/** What an order's stored payment method is called (older orders say touch_n_go); an unknown key as it is. */
export const paymentMethodLabel = (method: string): string =>
  (PAYMENT_METHOD_LABELS as Record<string, string>)[method] ?? OLDER_METHOD_LABELS[method] ?? method;

export const DEFAULT_WALLET_LABEL = PAYMENT_METHOD_LABELS.touchNGo;
export const MAX_WALLET_LABEL_LENGTH = 60;
export const MAX_PAYMENT_QR_BYTES = 2 * 1024 * 1024;
export const PAYMENT_QR_TYPES = ['image/png', 'image/jpeg'] as const;
export const PAYMENT_QR_TYPE_MESSAGE = 'Please upload the QR code as a JPEG or PNG image.';
export const PAYMENT_QR_SIZE_MESSAGE = 'The QR image must be smaller than 2MB.';

/** A method's label shown over its QR ("Pay with …"): trimmed, 1-60 characters; else a message. */
export function checkWalletLabel(value: unknown): { ok: true; label: string } | { ok: false; message: string } {
  const label = typeof value === 'string' ? value.trim() : '';
  if (!label) return { ok: false, message: "Enter the e-wallet's name, e.g. Touch 'n Go eWallet" };
  if (label.length > MAX_WALLET_LABEL_LENGTH) {
    return { ok: false, message: `The e-wallet's name may have at most ${MAX_WALLET_LABEL_LENGTH} characters` };
  }
  return { ok: true, label };
}

/** A QR file as the browser describes it (the server checks the bytes themselves); null when acceptable. */
export function paymentQrFileProblem(file: { size: number; type?: string }): string | null {
  if (file.size > MAX_PAYMENT_QR_BYTES) return PAYMENT_QR_SIZE_MESSAGE;
  if (file.type !== undefined && !(PAYMENT_QR_TYPES as readonly string[]).includes(file.type)) {
    return PAYMENT_QR_TYPE_MESSAGE;
  }
  return null;
}
