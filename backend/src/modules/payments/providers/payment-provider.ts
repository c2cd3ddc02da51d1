import type { GatewayMethodKey, PaymentProviderName } from '@kedai/contracts';

/** What a provider needs to open a payment page for an order. Money in sen. */
export interface PaymentRequest {
  orderId: string;
  method: GatewayMethodKey;
  amountSen: number;
  currency: 'MYR';
  customerName: string;
  customerEmail: string | null;
  description: string;
  lines: { title: string; unitSen: number; quantity: number }[];
  /** Where the browser comes back to (our confirmation page, or our return route for Billplz). */
  successUrl: string;
  cancelUrl: string;
  /** Where the provider posts its callback (Billplz; Stripe's is set in its dashboard). */
  callbackUrl: string;
  /** Which attempt this is for the order: the idempotency key of the create call. */
  attempt: number;
}

export interface CreatedPayment {
  transactionId: string;
  redirectUrl: string;
}

/**
 * A provider event as the ledger understands it. `paid`: money received (amount and currency as the provider
 * says); `pending`: the payment goes on (e.g. FPX settles later); `failed`; `refunded`: refunds of a payment.
 */
export type NormalisedEvent =
  | {
      kind: 'paid' | 'pending' | 'failed';
      eventId: string;
      type: string;
      orderId: string | null;
      transactionId: string;
      paymentRef: string | null;
      amountSen: number;
      currency: string;
      feeSen: number | null;
    }
  | {
      kind: 'refunded';
      eventId: string;
      type: string;
      orderId: string | null;
      paymentRef: string | null;
      refunds: { refundId: string; amountSen: number; status: 'pending' | 'succeeded' | 'failed' }[];
      currency: string;
    }
  | { kind: 'ignored'; eventId: string; type: string; orderId: string | null };

export interface PaymentStatus {
  kind: 'paid' | 'pending' | 'failed';
  eventId: string;
  transactionId: string;
  paymentRef: string | null;
  amountSen: number;
  currency: string;
}

export interface RefundOutcome {
  refundId: string;
  status: 'pending' | 'succeeded' | 'failed';
}

/** The signature did not verify (or is too old): answered 400 and nothing is written. */
export class SignatureError extends Error {}

/** The provider could not be reached or refused the call: answered as 502 with a message for a person. */
export class ProviderError extends Error {}

/** One payment gateway behind one interface (docs/payments.md). */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createPayment(request: PaymentRequest): Promise<CreatedPayment>;
  /** Verifies the signature over the raw body (or the query for a redirect), then normalises the event. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): NormalisedEvent;
  /** The payment's state now, for reconciliation of a webhook that never came. */
  fetchPayment(transactionId: string): Promise<PaymentStatus>;
  /** Refunds `amountSen` of a captured payment; null when the provider has no refund API (recorded manually). */
  refund(
    payment: { transactionId: string; paymentRef: string | null },
    amountSen: number,
    reason: string | null,
  ): Promise<RefundOutcome | null>;
}
