import Stripe from 'stripe';
import type {
  PaymentProvider,
  CreatedPayment,
  NormalisedEvent,
  PaymentRequest,
  PaymentStatus,
  RefundOutcome,
} from './payment-provider';
import { ProviderError, SignatureError } from './payment-provider';

export interface StripeKeys {
  secretKey: string;
  webhookSecret: string;
  /** https://api.stripe.com, or a stub's address. */
  apiBase: string;
}

/** STRIPE_API_BASE as the SDK takes it: protocol, host and port. */
export function stripeHostOptions(apiBase: string): { protocol: 'http' | 'https'; host: string; port: number } {
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { protocol, host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443 };
}

const toSen = (value: number | null | undefined) => (Number.isInteger(value) ? (value as number) : 0);

/** Stripe Checkout Sessions in MYR (cards, FPX, GrabPay); events verified by the SDK over the raw body. */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly keys: StripeKeys) {
    this.stripe = new Stripe(keys.secretKey, {
      ...stripeHostOptions(keys.apiBase),
      maxNetworkRetries: 1,
      timeout: 15_000,
    });
  }

  async createPayment(request: PaymentRequest): Promise<CreatedPayment> {
    try {
      const session = await this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: request.orderId,
          allowed_payment_method_types: [request.method],
          line_items: request.lines.map((line) => ({
            quantity: line.quantity,
            price_data: {
              currency: 'myr',
              unit_amount: line.unitSen,
              product_data: { name: line.title.slice(0, 250) },
            },
          })),
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          ...(request.customerEmail && { customer_email: request.customerEmail }),
          metadata: { orderId: request.orderId },
          payment_intent_data: { metadata: { orderId: request.orderId }, description: request.description },
        },
        { idempotencyKey: `kedai-${request.orderId}-${request.attempt}` },
      );
      if (!session.url) throw new ProviderError('Stripe answered without a payment page');
      return { transactionId: session.id, redirectUrl: session.url };
    } catch (error) {
      throw asProviderError(error);
    }
  }

  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): NormalisedEvent {
    const signature = headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      // The SDK's check: HMAC over the exact bytes, timestamp within its default tolerance (300 s).
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        typeof signature === 'string' ? signature : '',
        this.keys.webhookSecret,
      );
    } catch (error) {
      throw new SignatureError(error instanceof Error ? error.message : 'Invalid signature');
    }
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
      case 'checkout.session.async_payment_failed': {
        const session = event.data.object;
        const kind =
          event.type === 'checkout.session.async_payment_failed'
            ? 'failed'
            : session.payment_status === 'paid' || session.payment_status === 'no_payment_required'
              ? 'paid'
              : 'pending';
        return {
          kind,
          eventId: event.id,
          type: event.type,
          orderId: session.client_reference_id ?? session.metadata?.orderId ?? null,
          transactionId: session.id,
          paymentRef: paymentIntentId(session.payment_intent),
          amountSen: toSen(session.amount_total),
          currency: (session.currency ?? '').toUpperCase(),
          feeSen: null,
        };
      }
      case 'charge.refunded': {
        const charge = event.data.object;
        return {
          kind: 'refunded',
          eventId: event.id,
          type: event.type,
          orderId: charge.metadata?.orderId ?? null,
          paymentRef: paymentIntentId(charge.payment_intent),
          refunds: (charge.refunds?.data ?? []).map((refund) => ({
            refundId: refund.id,
            amountSen: refund.amount,
            status:
              refund.status === 'succeeded'
                ? 'succeeded'
                : refund.status === 'failed' || refund.status === 'canceled'
                  ? 'failed'
                  : 'pending',
          })),
          currency: charge.currency.toUpperCase(),
        };
      }
      default:
        return { kind: 'ignored', eventId: event.id, type: event.type, orderId: null };
    }
  }

  async fetchPayment(transactionId: string): Promise<PaymentStatus> {
    try {
      const session = await this.stripe.checkout.sessions.retrieve(transactionId);
      const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
      return {
        kind: paid ? 'paid' : session.status === 'expired' ? 'failed' : 'pending',
        // One id per state seen: a later webhook of the same payment is another event, and finds it applied.
        eventId: `reconcile.${session.id}.${paid ? 'paid' : (session.status ?? 'open')}`,
        transactionId: session.id,
        paymentRef: paymentIntentId(session.payment_intent),
        amountSen: toSen(session.amount_total),
        currency: (session.currency ?? '').toUpperCase(),
      };
    } catch (error) {
      throw asProviderError(error);
    }
  }

  async refund(
    payment: { transactionId: string; paymentRef: string | null },
    amountSen: number,
    reason: string | null,
  ): Promise<RefundOutcome> {
    if (!payment.paymentRef) throw new ProviderError('The Stripe payment of this order is not known');
    try {
      const refund = await this.stripe.refunds.create({
        payment_intent: payment.paymentRef,
        amount: amountSen,
        reason: 'requested_by_customer',
        ...(reason && { metadata: { reason: reason.slice(0, 400) } }),
      });
      const status =
        refund.status === 'succeeded'
          ? 'succeeded'
          : refund.status === 'failed' || refund.status === 'canceled'
            ? 'failed'
            : 'pending';
      return { refundId: refund.id, status };
    } catch (error) {
      throw asProviderError(error);
    }
  }
}

function paymentIntentId(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function asProviderError(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  return new ProviderError(error instanceof Error ? error.message : String(error));
}
