import { createHash, randomBytes } from 'node:crypto';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import {
  DEFAULT_LANGUAGE,
  normaliseWhatsapp,
  pickStockAlertRecipients,
  translatedProductTexts,
  type Language,
  type StockAlertChannelsView,
  type StockAlertConfirmation,
  type StockAlertDemand,
  type StockAlertRequest,
  type StockAlertResult,
  type StockAlertSettingsView,
} from '@kedai/contracts';
import { ApiError } from '../../core/http/api-error';
import { MailService } from '../../core/mail/mail.service';
import { OutboxService } from '../../core/outbox/outbox.service';
import type { RestockedJob } from '../../core/queue/job-catalogue';
import type { Principal } from '../../core/security/principal';
import { AuditService, changedFields, type StaffActor } from '../audit';
import { ProductStockService, type SaleProduct } from '../catalog';
import { WhatsappStockAlerts } from '../whatsapp';
import { StockAlert } from './entities/stock-alert.entity';
import { StockAlertRound } from './entities/stock-alert-round.entity';
import { StockAlertSettings } from './entities/stock-alert-settings.entity';
import {
  backInStockMessage,
  confirmAlertMessage,
  confirmAlertUrl,
  named,
  productPageUrl,
  type AlertProduct,
} from './stock-alert-mail';

/** A confirmation link works for a week; a second one is sent for the same alert at most every 10 minutes. */
const CONFIRM_LINK_DAYS = 7;
const RESEND_AFTER_MINUTES = 10;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const badRequest = (code: string, message: string) => new ApiError(HttpStatus.BAD_REQUEST, code, message);

/**
 * Where the alert goes, checked before anything is stored: an e-mail address (lower-cased), or a Malaysian number
 * (normalised as checkout's) that the shopper consented to receive the alert on.
 */
function contactOf(input: Pick<StockAlertRequest, 'channel' | 'email' | 'phone' | 'consent'>) {
  if ((input.channel ?? 'email') === 'email') {
    if (!input.email) throw badRequest('validation_failed', 'Enter a valid e-mail address');
    return { column: 'email' as const, value: input.email.trim().toLowerCase() };
  }
  if (input.consent !== true)
    throw badRequest(
      'whatsapp_consent_required',
      'Tick “Send me this alert on WhatsApp” to get the alert on WhatsApp, or choose e-mail.',
    );
  const phone = normaliseWhatsapp(input.phone);
  if (!phone) throw badRequest('invalid_phone', 'Enter a Malaysian mobile number, such as 012-345 6789.');
  return { column: 'phone' as const, value: phone };
}

/** Units that can be bought now: the product's stock, or its choice's own when that is smaller. */
const unitsFor = (product: SaleProduct, choiceStock: number | undefined) =>
  Math.min(product.stock, choiceStock ?? product.stock);

/**
 * Back-in-stock alerts (docs/product/storefront.md#back-in-stock-alerts): shoppers ask, confirm by a link, and
 * each restock sends a round to the oldest waiting requests, at most the units restocked plus the seller's margin.
 */
@Injectable()
export class StockAlertsService {
  private readonly logger = new Logger(StockAlertsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly stock: ProductStockService,
    private readonly mail: MailService,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    private readonly whatsapp: WhatsappStockAlerts,
  ) {}

  /** Which channels the "Notify me" form offers: WhatsApp once the channel sends and both templates are named. */
  async channels(): Promise<StockAlertChannelsView> {
    return { whatsapp: await this.whatsapp.offered() };
  }

  /**
   * A shopper's request. Refused for a product that is not sold or is in stock. A signed-in customer's own
   * (confirmed) e-mail waits at once; any other address gets a link first, and the answer is the same whether
   * or not that address already waits, so it tells nobody who asked for what.
   */
  async subscribe(
    principal: Principal | null,
    input: StockAlertRequest & { language?: Language },
  ): Promise<StockAlertResult> {
    const contact = contactOf(input);
    if (contact.column === 'phone' && !(await this.whatsapp.offered()))
      throw badRequest('whatsapp_not_offered', 'Alerts by WhatsApp are not available now: choose e-mail.');
    const language = input.language ?? DEFAULT_LANGUAGE;
    const ownEmail =
      contact.column === 'email' && principal?.kind === 'user' && principal.email.toLowerCase() === contact.value;
    const userId = principal?.kind === 'user' ? principal.userId : null;
    const sent = await this.dataSource.transaction(async (em) => {
      const product = await this.stock.findForSale(em, { productCode: input.productCode.trim() });
      if (!product) throw new ApiError(HttpStatus.NOT_FOUND, 'product_not_found', 'Product not found');
      const available = await this.stock.availability(em, product.id);
      const choiceValue = input.optionValue?.trim() || null;
      if (choiceValue && !available?.choiceStock.has(choiceValue))
        throw new ApiError(HttpStatus.BAD_REQUEST, 'option_unknown', 'This product has no such option.');
      const choiceStock = choiceValue ? available?.choiceStock.get(choiceValue) : undefined;
      if (unitsFor(product, choiceStock) > 0)
        throw new ApiError(
          HttpStatus.CONFLICT,
          'in_stock',
          `${product.title} is in stock: you can buy it now.`,
          undefined,
          { title: product.title },
        );
      // The alert names the choice only when the choice itself ran out; otherwise the product is what is awaited.
      const optionValue = choiceStock !== undefined && choiceStock <= 0 ? choiceValue : null;
      const token = randomBytes(24).toString('base64url');
      // The column is one of two names fixed above, never the shopper's text. A WhatsApp request keeps the time
      // of its latest consent.
      const column = contact.column;
      const [row] = await em.query<{ id: string; confirmed: boolean; sent_recently: boolean }[]>(
        `INSERT INTO stock_alerts (product_id, option_value, ${column}, language, confirm_token_hash, confirmed_at,
                                   consent_at, user_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (product_id, COALESCE(option_value, ''), ${column})
           WHERE notified_at IS NULL${column === 'phone' ? ' AND phone IS NOT NULL' : ''}
         DO UPDATE SET language = EXCLUDED.language,
           consent_at = COALESCE(EXCLUDED.consent_at, stock_alerts.consent_at),
           user_id = COALESCE(stock_alerts.user_id, EXCLUDED.user_id),
           confirmed_at = COALESCE(stock_alerts.confirmed_at, EXCLUDED.confirmed_at),
           confirm_token_hash = CASE
             WHEN stock_alerts.confirmed_at IS NOT NULL OR EXCLUDED.confirmed_at IS NOT NULL THEN NULL
             WHEN stock_alerts.created_at > now() - interval '${RESEND_AFTER_MINUTES} minutes'
               THEN stock_alerts.confirm_token_hash
             ELSE EXCLUDED.confirm_token_hash END,
           created_at = CASE
             WHEN stock_alerts.confirmed_at IS NULL AND EXCLUDED.confirmed_at IS NULL
               AND stock_alerts.created_at <= now() - interval '${RESEND_AFTER_MINUTES} minutes'
             THEN now() ELSE stock_alerts.created_at END
         RETURNING id, confirmed_at IS NOT NULL AS confirmed, (confirm_token_hash IS DISTINCT FROM $5) AS sent_recently`,
        [
          product.id,
          optionValue,
          contact.value,
          language,
          ownEmail ? null : hashToken(token),
          ownEmail ? new Date() : null,
          column === 'phone' ? new Date() : null,
          userId,
        ],
      );
      if (!row || row.confirmed || row.sent_recently) return null;
      const alertProduct = this.alertProduct(product, optionValue, language);
      if (column === 'phone')
        await this.whatsapp.queue(em, {
          alertId: row.id,
          kind: 'confirm',
          phone: contact.value,
          parameters: [named(alertProduct), confirmAlertUrl(token)],
        });
      else await this.mail.compose(confirmAlertMessage(contact.value, alertProduct, token, language, row.id), em);
      return row.id;
    });
    if (sent) this.outbox.kick();
    return { outcome: ownEmail ? 'waiting' : 'confirm' };
  }

  /** The link in the confirmation e-mail: the alert waits from now on. */
  async confirm(token: string): Promise<StockAlertConfirmation> {
    // An UPDATE … RETURNING answers [rows, count] through TypeORM's query().
    const [[row]] = await this.dataSource.query<
      [{ product_id: string; option_value: string | null; language: Language }[], number]
    >(
      `UPDATE stock_alerts SET confirmed_at = now(), confirm_token_hash = NULL
        WHERE confirm_token_hash = $1 AND notified_at IS NULL
          AND created_at > now() - interval '${CONFIRM_LINK_DAYS} days'
        RETURNING product_id, option_value, language`,
      [hashToken(token)],
    );
    if (!row)
      throw new ApiError(
        HttpStatus.NOT_FOUND,
        'alert_link_invalid',
        "This link has expired or was already used. Ask again on the product's page.",
      );
    const available = await this.stock.availability(this.dataSource.manager, row.product_id);
    if (!available) throw new ApiError(HttpStatus.NOT_FOUND, 'product_not_found', 'Product not found');
    const { product, choiceStock } = available;
    return {
      productCode: product.productCode,
      title: this.alertProduct(product, row.option_value, row.language).title,
      inStock:
        product.isActive && unitsFor(product, row.option_value ? choiceStock.get(row.option_value) : undefined) > 0,
    };
  }

  /**
   * One restock's round, in one transaction: the round's key first (a second run finds it and stops), then the
   * oldest confirmed alerts that can be bought now, up to the units plus the margin, marked sent with their
   * e-mails written to the outbox. A worker killed before the commit sends nothing; after it, everything once.
   */
  async sendRound(job: RestockedJob): Promise<number> {
    const sent = await this.dataSource.transaction(async (em) => {
      const [round] = await em.query<{ key: string }[]>(
        `INSERT INTO stock_alert_rounds (key, product_id, units, sent) VALUES ($1, $2, $3, 0)
         ON CONFLICT (key) DO NOTHING RETURNING key`,
        [job.key, job.productId, job.units],
      );
      if (!round) return 0;
      const available = await this.stock.availability(em, job.productId);
      if (!available?.product.isActive || available.product.stock <= 0) return 0;
      const { product, choiceStock } = available;
      const margin = await this.margin(em);
      // WhatsApp alerts wait while the channel or its template is not set up (they are not spent on nothing).
      const whatsappOn = await this.whatsapp.offered();
      // Locked, so two rounds at once (two restocks) never send the same alert; FOR UPDATE re-reads a row
      // another round just marked and leaves it out.
      const waiting = await em.query<
        { id: string; email: string | null; phone: string | null; language: Language; optionValue: string | null }[]
      >(
        `SELECT id, email, phone, language, option_value AS "optionValue" FROM stock_alerts
          WHERE product_id = $1 AND confirmed_at IS NOT NULL AND notified_at IS NULL
            AND ($2 OR phone IS NULL)
          ORDER BY created_at, id
          FOR UPDATE`,
        [job.productId, whatsappOn],
      );
      const chosen = pickStockAlertRecipients(
        waiting,
        (optionValue) => unitsFor(product, optionValue ? choiceStock.get(optionValue) : undefined) > 0,
        job.units,
        margin,
      );
      if (chosen.length === 0) return 0;
      await em.query(`UPDATE stock_alerts SET notified_at = now(), round_key = $2 WHERE id = ANY($1::uuid[])`, [
        chosen.map((alert) => alert.id),
        job.key,
      ]);
      await em.query(`UPDATE stock_alert_rounds SET sent = $2 WHERE key = $1`, [job.key, chosen.length]);
      for (const alert of chosen) {
        const alertProduct = this.alertProduct(product, alert.optionValue, alert.language);
        if (alert.phone)
          await this.whatsapp.queue(em, {
            alertId: alert.id,
            kind: 'back',
            phone: alert.phone,
            parameters: [named(alertProduct), productPageUrl(alertProduct)],
          });
        else if (alert.email)
          await this.mail.compose(backInStockMessage(alert.email, alertProduct, alert.language, alert.id), em);
      }
      return chosen.length;
    });
    if (sent > 0) {
      this.outbox.kick();
      this.logger.log(`Back-in-stock round ${job.key}: ${sent} alert(s) for product ${job.productId}`);
    }
    return sent;
  }

  /** Confirmed alerts still waiting, per product, most awaited first. */
  async demand(): Promise<StockAlertDemand[]> {
    const rows = await this.dataSource.query<{ product_id: string; waiting: number; whatsapp: number }[]>(
      `SELECT product_id, count(*)::int AS waiting, count(*) FILTER (WHERE phone IS NOT NULL)::int AS whatsapp
         FROM stock_alerts
        WHERE notified_at IS NULL AND confirmed_at IS NOT NULL
        GROUP BY product_id ORDER BY waiting DESC, product_id`,
    );
    const names = await this.stock.namesById(rows.map((row) => row.product_id));
    return rows.flatMap((row) => {
      const name = names.get(row.product_id);
      const byChannel = { email: row.waiting - row.whatsapp, whatsapp: row.whatsapp };
      return name ? [{ productId: row.product_id, ...name, waiting: row.waiting, byChannel }] : [];
    });
  }

  async settings(): Promise<StockAlertSettingsView> {
    return { margin: await this.margin(this.dataSource.manager) };
  }

  async updateSettings(actor: StaffActor, input: StockAlertSettingsView): Promise<StockAlertSettingsView> {
    return this.dataSource.transaction(async (em) => {
      const before = { margin: await this.margin(em) };
      await em.getRepository(StockAlertSettings).save({ id: 1, margin: input.margin });
      const changed = changedFields(before, { margin: input.margin });
      if (Object.keys(changed).length > 0)
        await this.audit.record(em, actor, 'settings.changed', { type: 'settings', id: 'stock-alerts' }, { changed });
      return { margin: input.margin };
    });
  }

  private async margin(em: EntityManager): Promise<number> {
    const row = await em.getRepository(StockAlertSettings).findOneBy({ id: 1 });
    return row?.margin ?? 0;
  }

  /** The product's name (and the choice's label) in the reader's language. */
  private alertProduct(product: SaleProduct, optionValue: string | null, language: Language): AlertProduct {
    const texts = translatedProductTexts(
      { title: product.title, description: '', specifications: {}, options: product.options },
      product.translations,
      language,
    );
    const choice = optionValue
      ? (texts.options.flatMap((option) => option.choices).find((c) => c.value === optionValue)?.label ?? null)
      : null;
    return { productCode: product.productCode, title: texts.title, choice };
  }
}

export const STOCK_ALERT_ENTITIES = [StockAlert, StockAlertRound, StockAlertSettings];
