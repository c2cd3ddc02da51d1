import { HttpStatus, Injectable } from '@nestjs/common';
import { normaliseWhatsapp } from '@kedai/contracts';
import { ApiError } from '../../../core/http/api-error';
import { ChatChannelInbox } from '../../chat';
import { OrdersReadModel } from '../../orders';
import { readWebhook, type InboundWhatsappMessage } from '../rules/webhook-payload';
import { signatureMatches } from '../rules/webhook-signature';
import { WhatsappMedia } from './whatsapp-media';
import { WhatsappOrderUpdates } from './whatsapp-order-updates.service';
import { WhatsappStockAlerts } from './whatsapp-stock-alerts.service';
import { WhatsappSettingsService } from './whatsapp-settings.service';

/**
 * Meta's webhook: verified by its signature over the raw body before anything in it is believed; each message
 * stored once in the number's conversation, each status moving one of the shop's messages on.
 */
@Injectable()
export class WhatsappInbound {
  constructor(
    private readonly settings: WhatsappSettingsService,
    private readonly inbox: ChatChannelInbox,
    private readonly orders: OrdersReadModel,
    private readonly media: WhatsappMedia,
    private readonly orderUpdates: WhatsappOrderUpdates,
    private readonly stockAlerts: WhatsappStockAlerts,
  ) {}

  /** Meta's subscription check: echo the challenge when the verify token matches. */
  async verifySubscription(mode: unknown, token: unknown, challenge: unknown): Promise<string> {
    const { verifyToken } = await this.settings.resolved();
    if (!verifyToken || mode !== 'subscribe' || token !== verifyToken) {
      throw new ApiError(HttpStatus.FORBIDDEN, 'webhook_verification_failed', 'The verify token does not match');
    }
    if (typeof challenge !== 'string' || challenge.length === 0 || challenge.length > 200) {
      throw new ApiError(HttpStatus.BAD_REQUEST, 'webhook_challenge_missing', 'hub.challenge is missing');
    }
    return challenge;
  }

  async receive(rawBody: Buffer | undefined, signature: string | undefined): Promise<{ received: number }> {
    const body = rawBody ?? Buffer.alloc(0);
    if (!signatureMatches(body, signature, (await this.settings.resolved()).appSecret)) {
      throw new ApiError(HttpStatus.FORBIDDEN, 'webhook_signature_invalid', 'The webhook signature does not match');
    }
    let payload: unknown;
    try {
      payload = JSON.parse(body.toString('utf8'));
    } catch {
      throw new ApiError(HttpStatus.BAD_REQUEST, 'webhook_body_invalid', 'The webhook body is not JSON');
    }
    const { messages, statuses } = readWebhook(payload);
    // Oldest first, so a batch keeps the customer's order.
    for (const message of [...messages].sort((a, b) => a.sentAt.getTime() - b.sentAt.getTime())) {
      await this.store(message);
    }
    for (const status of statuses) {
      const known = await this.inbox.applyStatus(status.id, status.status, status.reason, status.ownId);
      if (!known && !(await this.orderUpdates.applyStatus(status.id, status.status, status.reason)))
        await this.stockAlerts.applyStatus(status.id, status.status, status.reason);
    }
    return { received: messages.length + statuses.length };
  }

  private async store(message: InboundWhatsappMessage): Promise<void> {
    if (await this.inbox.knows(message.id)) return; // a replay: not even its file is fetched again
    const phone = normaliseWhatsapp(message.from) ?? `+${message.from.replace(/\D/g, '').slice(0, 18)}`;
    const customer = await this.orders.customerByWhatsapp(phone);
    const file = message.media ? await this.media.download(message.media) : null;
    const text =
      message.media && !file ? `${message.text} (the file could not be downloaded from WhatsApp)` : message.text;
    await this.inbox.receive({
      channel: 'whatsapp',
      phone,
      providerMessageId: message.id,
      text,
      sentAt: message.sentAt,
      contact: {
        name: customer?.name ?? message.profileName ?? phone,
        email: customer?.email ?? null,
        orderId: customer?.orderId ?? null,
      },
      file,
    });
  }
}
