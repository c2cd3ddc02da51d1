import type {
  CreatedPayment,
  NormalisedEvent,
  PaymentProvider,
  PaymentRequest,
  PaymentStatus,
} from './payment-provider';
import { ProviderError, SignatureError } from './payment-provider';
import { billplzSignatureValid } from './billplz-signature';

export interface BillplzKeys {
  apiKey: string;
  xSignatureKey: string;
  collectionId: string;
  /** https://www.billplz.com, the sandbox, or a stub's address. */
  apiBase: string;
}

/** A bill as Billplz API v3 answers it (the fields used here). */
interface BillplzBill {
  id: string;
  paid: boolean;
  state: string;
  amount: number;
  paid_amount?: number;
  paid_at?: string | null;
  url: string;
  reference_1?: string | null;
}

const TIMEOUT_MS = 15_000;

/** The event id of a bill's state: the callback, the redirect and reconciliation of one state share it. */
export const billplzEventId = (billId: string, paid: boolean, paidAt: string | null | undefined) =>
  `${billId}.${paid ? 'paid' : 'unpaid'}.${paidAt ?? ''}`;

/**
 * Billplz API v3 (FPX) over plain HTTP: a bill per payment attempt, the callback's x_signature verified before
 * anything is believed. Billplz has no refund API for bills: refunds through it are recorded, and paid back by
 * the seller from the Billplz dashboard.
 */
export class BillplzProvider implements PaymentProvider {
  readonly name = 'billplz' as const;

  constructor(private readonly keys: BillplzKeys) {}

  async createPayment(request: PaymentRequest): Promise<CreatedPayment> {
    const form = new URLSearchParams({
      collection_id: this.keys.collectionId,
      email: request.customerEmail ?? '',
      name: request.customerName.slice(0, 255),
      amount: String(request.amountSen),
      description: request.description.slice(0, 200),
      callback_url: request.callbackUrl,
      redirect_url: request.successUrl,
      reference_1_label: 'Order',
      reference_1: request.orderId,
    });
    const bill = await this.call<BillplzBill>('POST', '/api/v3/bills', form);
    return { transactionId: bill.id, redirectUrl: bill.url };
  }

  /** The callback: form fields (id, paid, paid_at, amount, paid_amount, state, …, x_signature). */
  parseWebhook(rawBody: Buffer): NormalisedEvent {
    const fields = Object.fromEntries(new URLSearchParams(rawBody.toString('utf8')));
    return this.parseFields(fields, fields.x_signature, 'billplz.callback');
  }

  /** The browser's return: `billplz[id]`, `billplz[paid]`, `billplz[paid_at]`, `billplz[x_signature]` (flattened). */
  parseRedirect(flat: Record<string, string>): NormalisedEvent {
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(flat)) if (name !== 'x_signature') fields[name] = value;
    if (!billplzSignatureValid(fields, flat.x_signature, this.keys.xSignatureKey)) {
      throw new SignatureError('The Billplz redirect signature is not valid');
    }
    const id = fields.billplzid ?? '';
    const paid = fields.billplzpaid === 'true';
    return {
      kind: paid ? 'paid' : 'pending',
      eventId: billplzEventId(id, paid, fields.billplzpaid_at),
      type: 'billplz.redirect',
      orderId: null,
      transactionId: id,
      paymentRef: null,
      // The redirect carries no amount: -1 means "ask the bill" (the caller fetches it before believing it).
      amountSen: -1,
      currency: 'MYR',
      feeSen: null,
    };
  }

  async fetchPayment(transactionId: string): Promise<PaymentStatus> {
    const bill = await this.call<BillplzBill>('GET', `/api/v3/bills/${encodeURIComponent(transactionId)}`);
    return {
      kind: bill.paid ? 'paid' : bill.state === 'deleted' ? 'failed' : 'pending',
      eventId: billplzEventId(bill.id, bill.paid, bill.paid_at),
      transactionId: bill.id,
      paymentRef: null,
      amountSen: bill.paid ? (bill.paid_amount ?? bill.amount) : bill.amount,
      currency: 'MYR',
    };
  }

  async refund(): Promise<null> {
    return null;
  }

  private parseFields(fields: Record<string, string>, signature: string | undefined, type: string): NormalisedEvent {
    if (!billplzSignatureValid(fields, signature, this.keys.xSignatureKey)) {
      throw new SignatureError('The Billplz x_signature is not valid');
    }
    const paid = fields.paid === 'true';
    const id = fields.id ?? '';
    const amount = Number(paid ? (fields.paid_amount ?? fields.amount) : fields.amount);
    return {
      kind: paid ? 'paid' : fields.state === 'deleted' ? 'failed' : 'pending',
      eventId: billplzEventId(id, paid, fields.paid_at),
      type,
      orderId: null,
      transactionId: id,
      paymentRef: null,
      amountSen: Number.isInteger(amount) ? amount : 0,
      currency: 'MYR',
      feeSen: null,
    };
  }

  private async call<T>(method: 'GET' | 'POST', path: string, form?: URLSearchParams): Promise<T> {
    let response: Response;
    try {
      response = await fetch(new URL(path, this.keys.apiBase), {
        method,
        headers: {
          Authorization: `Basic ${Buffer.from(`${this.keys.apiKey}:`).toString('base64')}`,
          ...(form && { 'Content-Type': 'application/x-www-form-urlencoded' }),
        },
        body: form?.toString(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderError(
        `Billplz could not be reached: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const text = await response.text();
    if (!response.ok) throw new ProviderError(`Billplz answered ${response.status}: ${text.slice(0, 200)}`);
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new ProviderError('Billplz answered something that is not JSON');
    }
  }
}
