import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { whatsappId, type WhatsappTemplateEvent } from '@kedai/contracts';
import { emailT } from '../../../core/i18n/email-i18n';
import { MailService } from '../../../core/mail/mail.service';
import { OutboxService } from '../../../core/outbox/outbox.service';
import { greeting, orderPageButton, orderPageUrl, OrdersReadModel } from '../../orders';
import { WhatsappOrderUpdate } from '../entities/whatsapp-order-update.entity';
import { GraphApi } from './graph-api';
import { applyTemplateStatus, type ReportedStatus } from './template-delivery';
import { WhatsappSettingsService } from './whatsapp-settings.service';

/** A WhatsApp order update as the order inspector shows it. */
export interface OrderUpdateView {
  event: string;
  template: string;
  status: string;
  error: string | null;
  fellBackToEmail: boolean;
  at: string;
}

/**
 * Order updates on WhatsApp (docs/channels.md#order-updates): each (order, update) is claimed once by a unique row
 * before its template leaves, so a replayed job sends nothing; a refusal, a failure WhatsApp reports later, or a
 * send interrupted mid-request falls back to one e-mail (written in the same transaction as the failure).
 */
@Injectable()
export class WhatsappOrderUpdates {
  private readonly logger = new Logger(WhatsappOrderUpdates.name);

  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(WhatsappOrderUpdate) private readonly rows: Repository<WhatsappOrderUpdate>,
    private readonly orders: OrdersReadModel,
    private readonly settings: WhatsappSettingsService,
    private readonly graph: GraphApi,
    private readonly mail: MailService,
    private readonly outbox: OutboxService,
  ) {}

  async send(orderId: string, event: WhatsappTemplateEvent): Promise<string> {
    const order = await this.orders.withItems({ orderId });
    if (!order?.whatsappUpdatesAt) return 'not-opted-in';
    const { templates, templateLanguage } = await this.settings.resolved();
    const template = templates[event];
    // No template named for this update: the seller does not send it on WhatsApp (the e-mails still go).
    if (!template) return 'no-template';
    const claimed = await this.dataSource.query<{ id: string }[]>(
      `INSERT INTO whatsapp_order_updates (order_id, event, template, status) VALUES ($1, $2, $3, 'sending')
       ON CONFLICT (order_id, event) DO NOTHING RETURNING id`,
      [orderId, event, template],
    );
    const row = claimed[0];
    if (!row) {
      const existing = await this.rows.findOneBy({ orderId, event });
      if (existing?.status === 'sending' && !existing.providerMessageId) {
        // Claimed by a sender that died mid-request: never sent twice; the customer hears it by e-mail.
        await this.fail(existing.id, 'Interrupted: not known whether WhatsApp received it; it was not sent again');
        return 'interrupted';
      }
      return 'already-sent';
    }
    const outcome = await this.graph.sendTemplate(
      whatsappId(order.whatsapp),
      template,
      templateLanguage,
      [order.customerName, order.orderId, orderPageUrl(order.orderId)],
      row.id,
    );
    if (outcome.kind === 'sent') {
      await this.rows.update(
        { id: row.id, status: 'sending' },
        { status: 'sent', providerMessageId: outcome.providerMessageId },
      );
      return 'sent';
    }
    await this.fail(row.id, outcome.reason);
    return 'failed';
  }

  /** A status webhook of one of these templates; false when the id is not an order update's. */
  applyStatus(providerMessageId: string, status: ReportedStatus, reason: string | null): Promise<boolean> {
    return applyTemplateStatus(this.rows, providerMessageId, status, reason, (id, why) => this.fail(id, why));
  }

  /** The order's WhatsApp updates, for the order inspector. */
  async ofOrder(orderId: string): Promise<OrderUpdateView[]> {
    const rows = await this.rows.find({ where: { orderId }, order: { createdAt: 'ASC' } });
    return rows.map((row) => ({
      event: row.event,
      template: row.template,
      status: row.status,
      error: row.error,
      fellBackToEmail: row.fellBackToEmail,
      at: row.updatedAt.toISOString(),
    }));
  }

  /** Failed (once): the reason kept, and the same news e-mailed in the same transaction (outbox). */
  private async fail(id: string, reason: string): Promise<void> {
    const mailed = await this.dataSource.transaction(async (em) => {
      const [rows] = await em.query<[{ order_id: string; event: WhatsappTemplateEvent }[], number]>(
        `UPDATE whatsapp_order_updates SET status = 'failed', error = $2, fell_back_to_email = true, updated_at = now()
          WHERE id = $1 AND status <> 'failed' AND NOT fell_back_to_email RETURNING order_id, event`,
        [id, reason.slice(0, 500)],
      );
      const failed = rows[0];
      if (!failed) return false;
      const order = await this.orders.withItems({ orderId: failed.order_id }, em);
      if (!order?.customerEmail) return false;
      const t = emailT(order.language);
      await this.mail.compose(
        {
          to: order.customerEmail,
          subject: t('whatsappUpdate.subject', { orderId: order.orderId }),
          language: order.language,
          orderId: order.orderId,
          blocks: [
            { kind: 'heading', text: t('whatsappUpdate.heading') },
            greeting(t, order.customerName),
            {
              kind: 'paragraph',
              text: t('whatsappUpdate.body', {
                phone: order.whatsapp,
                update: t(`whatsappUpdate.updates.${failed.event}`, { orderId: order.orderId }),
              }),
            },
            { kind: 'paragraph', text: t('whatsappUpdate.orderPage') },
            orderPageButton(t, order.orderId),
          ],
        },
        em,
      );
      return true;
    });
    if (mailed) this.outbox.kick();
    else this.logger.warn(`WhatsApp order update ${id} failed (${reason}); no e-mail to fall back to`);
  }
}
