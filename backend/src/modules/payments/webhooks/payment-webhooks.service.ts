import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import type { PaymentProviderName } from '@kedai/contracts';
import { ApiError } from '../../../core/http/api-error';
import { GatewayPaymentsService, returnUrl } from '../services/gateway-payments.service';
import { GatewaySettingsService } from '../services/gateway-settings.service';
import { BillplzProvider } from '../providers/billplz.provider';
import { flattenBillplzRedirect } from '../providers/billplz-signature';
import { SignatureError } from '../providers/payment-provider';
import type { NormalisedEvent } from '../providers/payment-provider';
import { EventOutcome, PaymentEventsService } from './payment-events.service';

const badSignature = () =>
  new ApiError(HttpStatus.BAD_REQUEST, 'invalid_signature', 'The signature of this request is not valid.');

/** Verifies a provider's callback over its raw bytes, then applies it (PaymentEventsService). */
@Injectable()
export class PaymentWebhooksService {
  private readonly logger = new Logger(PaymentWebhooksService.name);

  constructor(
    private readonly gateways: GatewaySettingsService,
    private readonly events: PaymentEventsService,
    private readonly payments: GatewayPaymentsService,
  ) {}

  async receive(
    name: PaymentProviderName,
    rawBody: Buffer | undefined,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<{ received: true; outcome: EventOutcome }> {
    const provider = await this.gateways.provider(name);
    if (!provider) {
      throw new ApiError(HttpStatus.NOT_FOUND, 'provider_not_configured', `${name} payments are not configured.`);
    }
    let event: NormalisedEvent;
    try {
      event = provider.parseWebhook(rawBody ?? Buffer.alloc(0), headers);
    } catch (error) {
      if (error instanceof SignatureError) {
        this.logger.warn(`Refused a ${name} webhook: ${error.message}`);
        throw badSignature();
      }
      throw error;
    }
    const payload = this.payloadOf(rawBody);
    return { received: true, outcome: await this.events.apply(name, event, payload) };
  }

  /**
   * The browser back from Billplz: the signed query is checked, the bill is asked of Billplz (the redirect carries
   * no amount) and applied like its callback, then the browser goes to the order's confirmation page.
   */
  async billplzReturn(query: Record<string, unknown>): Promise<string> {
    const provider = await this.gateways.provider('billplz');
    if (!(provider instanceof BillplzProvider)) {
      throw new ApiError(HttpStatus.NOT_FOUND, 'provider_not_configured', 'billplz payments are not configured.');
    }
    let event: NormalisedEvent;
    try {
      event = provider.parseRedirect(flattenBillplzRedirect(query));
    } catch (error) {
      if (error instanceof SignatureError) throw badSignature();
      throw error;
    }
    if (event.kind === 'ignored' || event.kind === 'refunded') throw badSignature();
    const orderId = await this.payments.orderOfTransaction('billplz', event.transactionId);
    if (!orderId) throw new ApiError(HttpStatus.NOT_FOUND, 'order_not_found', 'Order not found');
    if (event.kind === 'paid') {
      const status = await provider.fetchPayment(event.transactionId);
      await this.events.applyStatus('billplz', orderId, status);
    }
    return returnUrl(orderId, this.payments.watchToken(orderId), event.kind === 'paid' ? 'success' : 'cancelled');
  }

  private payloadOf(rawBody: Buffer | undefined): Record<string, unknown> {
    const text = rawBody?.toString('utf8') ?? '';
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object') return parsed as Record<string, unknown>;
    } catch {
      // A form callback (Billplz): kept as its fields.
    }
    const fields = Object.fromEntries(new URLSearchParams(text));
    delete fields.x_signature;
    return fields;
  }
}
