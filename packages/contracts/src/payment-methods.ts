/**
 * The payment methods the admin turns on in Settings (docs/product/admin.md#settings) decide what checkout
 * offers; the server refuses an order naming one that is off. The checkout QR's e-wallet label rule is here
 * too, so the Settings form and the server say the same thing.
 */
import type { PaymentMethodSettings } from './settings';

export const PAYMENT_METHOD_KEYS = ['alipay', 'wechatPay', 'bankTransfer'] as const;
export type PaymentMethodKey = (typeof PAYMENT_METHOD_KEYS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethodKey, string> = {
  alipay: 'Alipay',
  wechatPay: 'WeChat Pay',
  bankTransfer: 'Bank transfer',
};

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

/** What an order's stored payment method is called (older orders say touch_n_go). */
export const paymentMethodLabel = (method: string): string =>
  (PAYMENT_METHOD_LABELS as Record<string, string>)[method] ??
  (method === 'touch_n_go' ? "Touch 'n Go eWallet" : method);

export const DEFAULT_WALLET_LABEL = "Touch 'n Go eWallet";
export const MAX_WALLET_LABEL_LENGTH = 60;
export const MAX_PAYMENT_QR_BYTES = 2 * 1024 * 1024;
export const PAYMENT_QR_TYPES = ['image/png', 'image/jpeg'] as const;
export const PAYMENT_QR_TYPE_MESSAGE = 'Please upload the QR code as a JPEG or PNG image.';
export const PAYMENT_QR_SIZE_MESSAGE = 'The QR image must be smaller than 2MB.';

/** The e-wallet label shown over the checkout QR ("Pay with …"): trimmed, 1-60 characters; else a message. */
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
