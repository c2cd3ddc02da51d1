import { createHash } from 'node:crypto';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import {
  PROBLEM_NOTE_MAX,
  PROBLEM_REASON_LABELS,
  PROBLEM_REASONS,
  PROBLEM_REJECT_REASON_MAX,
  PROBLEM_WINDOW_MAX_HOURS,
  problemWindowHours,
  type AdminProblemReportView,
  type OrderProblemsView,
  type ReportableLineView,
  type ProblemReason,
  type ProblemReportView,
  type ProblemWindowView,
} from '@kedai/contracts';
import { isUniqueViolation } from '../../core/database/sql-values';
import { DomainEvents } from '../../core/events/domain-events.service';
import { ApiError } from '../../core/http/api-error';
import type { Principal } from '../../core/security/principal';
import { AuditService, type StaffActor } from '../audit';
import { ProductStockService } from '../catalog';
import { ChatReportInbox } from '../chat';
import { CodeBurnService, DeliveriesReadModel } from '../fulfilment';
import { OrderAccess, OrdersReadModel, OrderTransaction, OrderTransitions } from '../orders';
import { RefundsService } from '../payments';
import { ProblemReport } from './entities/problem-report.entity';
import { ProblemReportEvent } from './entities/problem-report-event.entity';
import { ProblemReportWindow } from './entities/problem-report-window.entity';
import { maskCode, REPORTS_PER_HOUR, reportRefusal } from './rules/report-rules';

export const PROBLEM_REPORT_ENTITIES = [ProblemReport, ProblemReportEvent, ProblemReportWindow];

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');
/** Another customer's order and an order that does not exist get the same answer. */
const orderNotFound = () => new ApiError(HttpStatus.NOT_FOUND, 'order_not_found', 'Order not found');
const reportNotFound = () => new ApiError(HttpStatus.NOT_FOUND, 'report_not_found', 'Problem report not found');

export interface NewProblemReport {
  orderId: string;
  itemId: string;
  reason: string;
  note?: string | null;
  token?: string | null;
  unit?: number | null;
  screenshot?: { buffer: Buffer; filename: string } | null;
}

const toView = (report: ProblemReport): ProblemReportView => ({
  id: report.id,
  orderId: report.orderId,
  itemId: report.itemId,
  productTitle: report.productTitle,
  reason: report.reason,
  note: report.note,
  status: report.status,
  rejectReason: report.rejectReason,
  createdAt: report.createdAt.toISOString(),
  resolvedAt: report.resolvedAt?.toISOString() ?? null,
});

/**
 * Problem reports (docs/product/problem-reports.md): a customer reports a delivered line from the order page, the
 * report lands in their support conversation as a card, and staff resolve it in one click: replace (fulfilment's
 * burn-and-replace), refund the line (payments' refund) or reject with a reason. A report is resolved once: the
 * resolution holds the report's row lock, and only an open report can be resolved.
 */
@Injectable()
export class ProblemReportsService {
  private readonly logger = new Logger(ProblemReportsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrdersReadModel,
    private readonly access: OrderAccess,
    private readonly deliveries: DeliveriesReadModel,
    private readonly transitions: OrderTransitions,
    private readonly burns: CodeBurnService,
    private readonly refunds: RefundsService,
    private readonly chat: ChatReportInbox,
    private readonly audit: AuditService,
    private readonly events: DomainEvents,
    private readonly products: ProductStockService,
  ) {}

  /** The order, when the caller may see it: its signed-in owner, or anyone holding its access token. */
  private async ownedOrder(principal: Principal | null, orderId: string, token: string | null | undefined) {
    const id = typeof orderId === 'string' ? orderId.trim().toUpperCase() : '';
    if (!/^[0-9A-Z]{6,20}$/.test(id)) throw orderNotFound();
    const order = await this.orders.findByKey(id);
    if (!order) throw orderNotFound();
    const owner = principal?.kind === 'user' && order.userId === principal.userId;
    const holdsToken = typeof token === 'string' && token.length > 0 && this.access.canWatch(order.orderId, token);
    if (!owner && !holdsToken) throw orderNotFound();
    return order;
  }

  async report(principal: Principal | null, input: NewProblemReport): Promise<ProblemReportView> {
    const reason = input.reason as ProblemReason;
    if (!PROBLEM_REASONS.includes(reason)) {
      throw new ApiError(HttpStatus.BAD_REQUEST, 'invalid_reason', 'Choose what is wrong with the item.');
    }
    const note = typeof input.note === 'string' ? input.note.trim() : '';
    if (note.length > PROBLEM_NOTE_MAX) {
      throw new ApiError(
        HttpStatus.BAD_REQUEST,
        'note_too_long',
        `Please keep the note under ${PROBLEM_NOTE_MAX} characters.`,
      );
    }
    const order = await this.ownedOrder(principal, input.orderId, input.token);
    const line = order.items.find((item) => item.id === input.itemId);
    if (!line) throw new ApiError(HttpStatus.NOT_FOUND, 'item_not_found', 'This item is not on this order.');
    const customerKey =
      principal?.kind === 'user' && order.userId === principal.userId
        ? `u:${principal.userId}`
        : `e:${(order.customerEmail ?? order.orderId).toLowerCase()}`;
    const recent = await this.dataSource
      .getRepository(ProblemReport)
      .createQueryBuilder('r')
      .where(`r.customerKey = :customerKey AND r.createdAt > now() - interval '1 hour'`, { customerKey })
      .getCount();
    if (recent >= REPORTS_PER_HOUR) {
      throw new ApiError(
        HttpStatus.TOO_MANY_REQUESTS,
        'too_many_reports',
        'You have sent several reports in the last hour. Please wait a little, or write to us in chat.',
      );
    }
    const delivered = await this.deliveries.ofOrder(order.orderId);
    const codes = delivered.codes.filter((code) => code.orderItemId === line.id);
    const rentals = delivered.rentals.filter((rental) => rental.orderItemId === line.id && !rental.endedAt);
    const code = codes.find((candidate) => candidate.unit === input.unit) ?? codes[0] ?? null;
    const deliveredAt = order.autoDeliveredAt ?? order.shippedAt ?? null;
    const ownWindow = await this.dataSource
      .getRepository(ProblemReportWindow)
      .findOne({ where: { productCode: line.productCode } });
    const hasOpenReport = await this.dataSource
      .getRepository(ProblemReport)
      .exists({ where: { itemId: line.id, status: 'open' } });
    const refusal = reportRefusal(
      {
        category: line.category,
        deliveredAt,
        holdsDelivery: codes.length > 0 || rentals.length > 0,
        ownWindowHours: ownWindow?.hours ?? null,
        hasOpenReport,
      },
      new Date(),
    );
    if (refusal) {
      const status = refusal.code === 'report_open' ? HttpStatus.CONFLICT : HttpStatus.UNPROCESSABLE_ENTITY;
      throw new ApiError(status, refusal.code, refusal.message);
    }
    if (input.screenshot) await this.chat.checkScreenshot(input.screenshot.buffer, input.screenshot.filename);

    const title = line.shopperTitle ?? line.title;
    const sessionId = await this.chat.openFor(principal, {
      orderId: order.orderId,
      customerName: order.customerName,
      customerEmail: order.customerEmail,
      language: order.language,
      productName: title,
    });
    let report: ProblemReport;
    try {
      report = await this.transitions.run(async (tx) => {
        const repo = tx.em.getRepository(ProblemReport);
        const saved = await repo.save(
          repo.create({
            orderId: order.orderId,
            itemId: line.id,
            unit: code?.unit ?? rentals[0]?.unit ?? null,
            productCode: line.productCode,
            productTitle: title.slice(0, 300),
            customerId: order.userId,
            customerName: order.customerName,
            customerEmail: order.customerEmail,
            customerKey,
            reason,
            note: note || null,
            codeSealed: code?.code ?? null,
            codeHash: code ? hashCode(code.code) : null,
            codeMasked: code ? maskCode(code.code) : null,
            chatSessionId: sessionId,
            status: 'open',
            deliveredAt,
          }),
        );
        await this.history(tx.em, saved.id, 'reported', null, { reason, note: note || null });
        await tx.record(order.orderId, {
          actorType: 'customer',
          actorId: order.userId,
          action: 'problem_reported',
          details: { product: title, reason: PROBLEM_REASON_LABELS[reason], code: saved.codeMasked },
        });
        return saved;
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ApiError(
          HttpStatus.CONFLICT,
          'report_open',
          'A problem with this item is already reported and being looked at.',
        );
      }
      throw error;
    }
    const text = [
      `Problem report: ${title} — ${PROBLEM_REASON_LABELS[reason]} (order ${order.orderId})`,
      note ? `Note: ${note}` : null,
    ]
      .filter(Boolean)
      .join('\n');
    try {
      await this.chat.post(sessionId, { text, clientId: `report.${report.id}`, screenshot: input.screenshot });
    } catch (error) {
      // The report stands (the card shows it); the agent still sees it in the inbox's list.
      this.logger.warn(`Problem report ${report.id}: could not write its chat message: ${String(error)}`);
    }
    this.events.emit('problem-report.changed', { reportId: report.id });
    return toView(report);
  }

  /** The order page's problem section: its lines (what may be reported, until when) and its reports. */
  async forOrder(principal: Principal | null, orderId: string, token: string | null): Promise<OrderProblemsView> {
    const order = await this.ownedOrder(principal, orderId, token);
    const rows = await this.dataSource
      .getRepository(ProblemReport)
      .find({ where: { orderId: order.orderId }, order: { createdAt: 'DESC' } });
    const delivered = await this.deliveries.ofOrder(order.orderId);
    const windows = await this.dataSource
      .getRepository(ProblemReportWindow)
      .find({ where: { productCode: In(order.items.map((item) => item.productCode)) } });
    const deliveredAt = order.autoDeliveredAt ?? order.shippedAt ?? null;
    const now = new Date();
    const lines = order.items.map((item): ReportableLineView => {
      const codes = delivered.codes.filter((code) => code.orderItemId === item.id);
      const rentals = delivered.rentals.filter((rental) => rental.orderItemId === item.id && !rental.endedAt);
      const ownWindowHours = windows.find((window) => window.productCode === item.productCode)?.hours ?? null;
      const refusal = reportRefusal(
        {
          category: item.category,
          deliveredAt,
          holdsDelivery: codes.length > 0 || rentals.length > 0,
          ownWindowHours,
          hasOpenReport: rows.some((row) => row.itemId === item.id && row.status === 'open'),
        },
        now,
      );
      const hours = problemWindowHours(item.category, ownWindowHours);
      return {
        itemId: item.id,
        productCode: item.productCode,
        productTitle: item.shopperTitle ?? item.title,
        maskedCode: codes[0] ? maskCode(codes[0].code) : null,
        reportableUntil: deliveredAt ? new Date(deliveredAt.getTime() + hours * 3_600_000).toISOString() : null,
        canReport: !refusal,
        refusal: refusal?.message ?? null,
      };
    });
    return { orderId: order.orderId, lines, reports: rows.map(toView) };
  }

  /** The signed-in customer's reports of the given orders (My orders' cards). */
  async mine(userId: string, orderIds: string[]): Promise<ProblemReportView[]> {
    const ids = orderIds.filter((id) => /^[0-9A-Z]{6,20}$/.test(id)).slice(0, 100);
    if (ids.length === 0) return [];
    const rows = await this.dataSource
      .getRepository(ProblemReport)
      .find({ where: { customerId: userId, orderId: In(ids) }, order: { createdAt: 'DESC' } });
    return rows.map(toView);
  }

  /** The customer view of one report (the announcer). */
  async view(reportId: string): Promise<ProblemReportView | null> {
    const report = await this.dataSource.getRepository(ProblemReport).findOne({ where: { id: reportId } });
    return report ? toView(report) : null;
  }

  /** For the dashboard: open reports, and those of a code another customer reported too (a leaked pool?). */
  async awaiting(): Promise<{ open: number; flagged: number }> {
    const [row]: { open: string; flagged: string }[] = await this.dataSource.query(
      `SELECT count(*) AS open,
              count(*) FILTER (WHERE EXISTS (
                SELECT 1 FROM problem_reports o
                 WHERE o.code_hash = r.code_hash AND o.customer_key <> r.customer_key)) AS flagged
         FROM problem_reports r WHERE r.status = 'open'`,
    );
    return { open: Number(row?.open ?? 0), flagged: Number(row?.flagged ?? 0) };
  }

  /** The agents' cards: of a conversation, an order, or every open or flagged one. */
  async adminList(filter: {
    sessionId?: string;
    orderId?: string;
    status?: string;
    flagged?: boolean;
  }): Promise<AdminProblemReportView[]> {
    const query = this.dataSource.getRepository(ProblemReport).createQueryBuilder('r');
    if (filter.sessionId && /^[0-9a-f-]{36}$/i.test(filter.sessionId))
      query.andWhere('r.chatSessionId = :sessionId', { sessionId: filter.sessionId });
    if (filter.orderId) query.andWhere('r.orderId = :orderId', { orderId: filter.orderId.trim().toUpperCase() });
    if (filter.status === 'open') query.andWhere(`r.status = 'open'`);
    const rows = await query.orderBy('r.createdAt', 'DESC').limit(100).getMany();
    const views = await this.adminViews(rows);
    return filter.flagged ? views.filter((view) => view.flagged) : views;
  }

  async adminView(reportId: string): Promise<AdminProblemReportView | null> {
    const report = await this.dataSource.getRepository(ProblemReport).findOne({ where: { id: reportId } });
    return report ? (await this.adminViews([report]))[0] : null;
  }

  private async adminViews(rows: ProblemReport[]): Promise<AdminProblemReportView[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const counts: { id: string; same_code: string; same_customer: string }[] = await this.dataSource.query(
      `SELECT r.id,
              (SELECT count(DISTINCT o.customer_key) FROM problem_reports o
                WHERE o.code_hash = r.code_hash AND o.customer_key <> r.customer_key) AS same_code,
              (SELECT count(*) FROM problem_reports o
                WHERE o.customer_key = r.customer_key AND o.id <> r.id) AS same_customer
         FROM problem_reports r WHERE r.id = ANY($1::uuid[])`,
      [ids],
    );
    const events = await this.dataSource
      .getRepository(ProblemReportEvent)
      .find({ where: { reportId: In(ids) }, order: { createdAt: 'ASC' } });
    return rows.map((row) => {
      const count = counts.find((candidate) => candidate.id === row.id);
      const sameCode = Number(count?.same_code ?? 0);
      return {
        ...toView(row),
        customerName: row.customerName,
        customerEmail: row.customerEmail,
        chatSessionId: row.chatSessionId,
        maskedCode: row.codeMasked,
        productCode: row.productCode,
        deliveredAt: row.deliveredAt?.toISOString() ?? null,
        sameCodeReports: sameCode,
        sameCustomerReports: Number(count?.same_customer ?? 0),
        flagged: sameCode > 0,
        resolvedBy: row.resolvedBy,
        history: events
          .filter((event) => event.reportId === row.id)
          .map((event) => ({
            at: event.createdAt.toISOString(),
            action: event.action,
            actorName: event.actorName,
            details: event.details,
          })),
      };
    });
  }

  /**
   * Resolves an open report once: its row stays locked while `work` runs (the burn or refund, each in its own
   * order transaction), so a second press waits and then finds it resolved (409). When `work` fails the report
   * stays open.
   */
  private async resolve(
    actor: StaffActor,
    reportId: string,
    status: 'replaced' | 'refunded' | 'rejected',
    work: (report: ProblemReport, tx: OrderTransaction) => Promise<Record<string, unknown>>,
  ): Promise<AdminProblemReportView> {
    if (!/^[0-9a-f-]{36}$/i.test(reportId)) throw reportNotFound();
    // An order transaction (without the order's row lock): a reject's timeline line commits with the report.
    await this.transitions.run(async (tx) => {
      const em = tx.em;
      const report = await em
        .getRepository(ProblemReport)
        .findOne({ where: { id: reportId }, lock: { mode: 'pessimistic_write' } });
      if (!report) throw reportNotFound();
      if (report.status !== 'open') {
        throw new ApiError(
          HttpStatus.CONFLICT,
          'report_resolved',
          `This report was already resolved (${report.status}${report.resolvedBy ? ` by ${report.resolvedBy}` : ''}).`,
        );
      }
      const details = await work(report, tx);
      await em
        .getRepository(ProblemReport)
        .update(
          { id: report.id },
          { status, resolvedAt: new Date(), resolvedBy: actor.name.slice(0, 100), rejectReason: report.rejectReason },
        );
      await this.history(em, report.id, status, actor, details);
      await this.audit.record(
        em,
        actor,
        'problem-report.resolved',
        { type: 'order', id: report.orderId },
        { report: report.id, resolution: status, product: report.productTitle, code: report.codeMasked, ...details },
      );
    });
    this.events.emit('problem-report.changed', { reportId });
    return (await this.adminView(reportId)) as AdminProblemReportView;
  }

  replace(actor: StaffActor, reportId: string): Promise<AdminProblemReportView> {
    return this.resolve(actor, reportId, 'replaced', async (report) => {
      if (!report.codeSealed) {
        throw new ApiError(
          HttpStatus.CONFLICT,
          'nothing_to_replace',
          'This item was not delivered as a code (a rental), so it cannot be replaced here: refund or reject it.',
        );
      }
      const result = await this.burns.burnAndReplace(
        actor,
        report.orderId,
        report.codeSealed,
        `Problem report: ${PROBLEM_REASON_LABELS[report.reason]}`,
      );
      return { replacement: maskCode(result.replacementCode) };
    });
  }

  refund(actor: StaffActor, reportId: string): Promise<AdminProblemReportView> {
    return this.resolve(actor, reportId, 'refunded', async (report) => {
      const payments = await this.refunds.summary(report.orderId);
      const line = payments.lines.find((candidate) => candidate.itemId === report.itemId);
      const left = line ? line.quantity - line.refundedQuantity : 0;
      if (left <= 0) {
        throw new ApiError(HttpStatus.CONFLICT, 'nothing_to_refund', 'This item is already refunded.');
      }
      const result = await this.refunds.refund(actor, report.orderId, {
        lines: [{ itemId: report.itemId, quantity: left }],
        reason: `Problem report: ${PROBLEM_REASON_LABELS[report.reason]}`,
      });
      return { amount: result.amount, provider: result.provider };
    });
  }

  reject(actor: StaffActor, reportId: string, reason: unknown): Promise<AdminProblemReportView> {
    const text = typeof reason === 'string' ? reason.trim() : '';
    if (!text || text.length > PROBLEM_REJECT_REASON_MAX) {
      throw new ApiError(
        HttpStatus.BAD_REQUEST,
        'reason_required',
        `Write the reason the customer will see (up to ${PROBLEM_REJECT_REASON_MAX} characters).`,
      );
    }
    return this.resolve(actor, reportId, 'rejected', async (report, tx) => {
      report.rejectReason = text;
      await tx.record(report.orderId, {
        actorType: 'admin',
        actorId: actor.userId,
        action: 'problem_report_rejected',
        details: { product: report.productTitle, reason: text },
      });
      return { reason: text };
    });
  }

  async window(productCode: string): Promise<ProblemWindowView> {
    const code = productCode.trim();
    const own = await this.dataSource.getRepository(ProblemReportWindow).findOne({ where: { productCode: code } });
    const product = await this.products.findForSale(this.dataSource.manager, { productCode: code });
    if (!product) throw new ApiError(HttpStatus.NOT_FOUND, 'product_not_found', 'Product not found');
    return {
      productCode: code,
      hours: own?.hours ?? null,
      effectiveHours: problemWindowHours(product.category, own?.hours ?? null),
    };
  }

  async setWindow(actor: StaffActor, productCode: string, hours: unknown): Promise<ProblemWindowView> {
    const code = productCode.trim();
    if (!code) throw new ApiError(HttpStatus.BAD_REQUEST, 'invalid_product', 'Name the product.');
    await this.window(code);
    await this.dataSource.transaction(async (em) => {
      if (hours === null) {
        await em.getRepository(ProblemReportWindow).delete({ productCode: code });
      } else {
        const value = Number(hours);
        if (!Number.isInteger(value) || value < 1 || value > PROBLEM_WINDOW_MAX_HOURS) {
          throw new ApiError(
            HttpStatus.BAD_REQUEST,
            'invalid_window',
            `The report window is a whole number of hours from 1 to ${PROBLEM_WINDOW_MAX_HOURS}, or empty for the default.`,
          );
        }
        await em.getRepository(ProblemReportWindow).upsert({ productCode: code, hours: value }, ['productCode']);
      }
      await this.audit.record(
        em,
        actor,
        'settings.changed',
        { type: 'product', id: code },
        { problemReportWindowHours: hours },
      );
    });
    return this.window(code);
  }

  private async history(
    em: EntityManager,
    reportId: string,
    action: string,
    actor: StaffActor | null,
    details: Record<string, unknown>,
  ): Promise<void> {
    await em.getRepository(ProblemReportEvent).save(
      em.getRepository(ProblemReportEvent).create({
        reportId,
        action,
        actorId: actor?.userId ?? null,
        actorName: actor?.name.slice(0, 100) ?? null,
        details,
      }),
    );
  }
}
