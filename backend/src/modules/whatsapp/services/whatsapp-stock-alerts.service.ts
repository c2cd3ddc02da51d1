import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { whatsappId } from '@kedai/contracts';
import { OutboxService } from '../../../core/outbox/outbox.service';
import { jobId } from '../../../core/queue/job-catalogue';
import { WhatsappStockAlertMessage } from '../entities/whatsapp-stock-alert-message.entity';
import { GraphApi } from './graph-api';
import { applyTemplateStatus, type ReportedStatus } from './template-delivery';
import { WhatsappSettingsService } from './whatsapp-settings.service';

/** A back-in-stock template as the caller asks for it: whose alert, which template, to whom, with what. */
export interface StockAlertTemplateRequest {
  alertId: string;
  kind: 'confirm' | 'back';
  /** +60… */
  phone: string;
  /** The product's name and the link (confirmation link or product page). */
  parameters: [string, string];
}

/** A WhatsApp back-in-stock message as the seller sees it. */
export interface StockAlertMessageView {
  alertId: string;
  kind: 'confirm' | 'back';
  template: string;
  status: string;
  error: string | null;
}

/**
 * Back-in-stock alerts on WhatsApp (docs/channels.md#back-in-stock-alerts). `queue` writes the message and its job
 * in the caller's transaction (the outbox), so a round that commits sends each of its alerts and one that rolls
 * back sends none; `send` claims the row before the request leaves, so a replayed or taken-over job sends nothing
 * more (as order updates do). A refusal (WhatsApp's 4xx) or an interrupted send is kept as failed with its reason.
 */
@Injectable()
export class WhatsappStockAlerts {
  private readonly logger = new Logger(WhatsappStockAlerts.name);

  constructor(
    @InjectRepository(WhatsappStockAlertMessage) private readonly rows: Repository<WhatsappStockAlertMessage>,
    private readonly settings: WhatsappSettingsService,
    private readonly graph: GraphApi,
    private readonly outbox: OutboxService,
  ) {}

  /** Whether the storefront may offer WhatsApp for alerts: the channel can send and both templates are named. */
  async offered(): Promise<boolean> {
    const resolved = await this.settings.resolved();
    const { confirm, back } = resolved.stockAlertTemplates;
    return Boolean(resolved.token && resolved.phoneNumberId && confirm && back);
  }

  /** Writes the message and its send job in `em`'s transaction; false when that template is not named (any more). */
  async queue(em: EntityManager, request: StockAlertTemplateRequest): Promise<boolean> {
    const { stockAlertTemplates } = await this.settings.resolved();
    const template = stockAlertTemplates[request.kind];
    if (!template) return false;
    const [row] = await em.query<{ id: string }[]>(
      `INSERT INTO whatsapp_stock_alert_messages (alert_id, kind, phone, template, template_language, parameters)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb) RETURNING id`,
      [
        request.alertId,
        request.kind,
        request.phone,
        template,
        stockAlertTemplates.language,
        JSON.stringify(request.parameters),
      ],
    );
    await this.outbox.enqueue(
      em,
      'channels',
      'whatsapp-stock-alert',
      { messageId: row!.id },
      { jobId: jobId('whatsapp-stock-alert', row!.id) },
    );
    return true;
  }

  /** After the caller's commit: the relay puts the jobs on the queue now rather than on its next round. */
  kick(): void {
    this.outbox.kick();
  }

  /** The send job: claim, send once, record. */
  async send(messageId: string): Promise<string> {
    // An UPDATE … RETURNING answers [rows, count] through TypeORM's query().
    const [[claimed]] = await this.rows.manager.query<[WhatsappStockAlertMessage[], number]>(
      `UPDATE whatsapp_stock_alert_messages SET status = 'sending', updated_at = now()
        WHERE id = $1 AND status = 'queued'
        RETURNING id, phone, template, template_language AS "templateLanguage", parameters`,
      [messageId],
    );
    if (!claimed) {
      const existing = await this.rows.findOneBy({ id: messageId });
      if (existing?.status === 'sending' && !existing.providerMessageId) {
        // Claimed by a sender that died mid-request: WhatsApp may have it, so it is never sent again.
        await this.fail(messageId, 'Interrupted: not known whether WhatsApp received it; it was not sent again');
        return 'interrupted';
      }
      return existing ? 'already-sent' : 'unknown';
    }
    const outcome = await this.graph.sendTemplate(
      whatsappId(claimed.phone),
      claimed.template,
      claimed.templateLanguage,
      claimed.parameters,
      claimed.id,
    );
    if (outcome.kind === 'sent') {
      await this.rows.update(
        { id: claimed.id, status: 'sending' },
        { status: 'sent', providerMessageId: outcome.providerMessageId },
      );
      return 'sent';
    }
    if (outcome.kind === 'retry') {
      // Nothing left (WhatsApp could not be reached): back in the queue, and the job's retry sends it.
      await this.rows.update({ id: claimed.id, status: 'sending' }, { status: 'queued' });
      throw new Error(outcome.reason);
    }
    await this.fail(claimed.id, outcome.reason);
    return 'failed';
  }

  /** A status webhook of one of these templates; false when the id is not a back-in-stock message's. */
  applyStatus(providerMessageId: string, status: ReportedStatus, reason: string | null): Promise<boolean> {
    return applyTemplateStatus(this.rows, providerMessageId, status, reason, (id, why) => this.fail(id, why));
  }

  /** The messages of these alerts, oldest first (for the seller, and the shopper's data export). */
  async ofAlerts(alertIds: string[], em: EntityManager = this.rows.manager): Promise<StockAlertMessageView[]> {
    if (alertIds.length === 0) return [];
    return em.query<StockAlertMessageView[]>(
      `SELECT alert_id AS "alertId", kind, template, status, error FROM whatsapp_stock_alert_messages
        WHERE alert_id = ANY($1::uuid[]) ORDER BY created_at, id`,
      [alertIds],
    );
  }

  /** Erasure: the messages (and so the numbers) of these alerts go with them. */
  async forget(em: EntityManager, alertIds: string[]): Promise<number> {
    if (alertIds.length === 0) return 0;
    const [, removed] = await em.query<[unknown, number]>(
      `DELETE FROM whatsapp_stock_alert_messages WHERE alert_id = ANY($1::uuid[])`,
      [alertIds],
    );
    return Number(removed);
  }

  private async fail(id: string, reason: string): Promise<void> {
    await this.rows.manager.query(
      `UPDATE whatsapp_stock_alert_messages SET status = 'failed', error = $2, updated_at = now()
        WHERE id = $1 AND status <> 'failed'`,
      [id, reason.slice(0, 500)],
    );
    this.logger.warn(`WhatsApp back-in-stock message ${id} failed: ${reason}`);
  }
}
