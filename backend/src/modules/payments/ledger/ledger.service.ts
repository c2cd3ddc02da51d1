import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { LEDGER_KINDS, LEDGER_STATUSES } from '@kedai/contracts';
import type { LedgerEntryView, LedgerList, LedgerQuery } from '@kedai/contracts';
import type { CsvValue } from '../../../core/format/csv';
import { ApiError } from '../../../core/http/api-error';
import { PaymentLedgerEntry } from '../entities/payment-ledger-entry.entity';
import { toRM } from './money';

const PROVIDERS = ['stripe', 'billplz', 'manual'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CSV_BATCH = 500;

export const LEDGER_CSV_HEADER = [
  'Date',
  'Order ID',
  'Provider',
  'Kind',
  'Status',
  'Method',
  'Transaction ID',
  'Amount',
  'Processing fee',
  'Net amount',
  'Currency',
  'Event IDs',
  'Note',
  'By',
];

export function toLedgerView(row: PaymentLedgerEntry): LedgerEntryView {
  return {
    id: row.id,
    orderId: row.orderId,
    provider: row.provider,
    kind: row.kind,
    status: row.status,
    method: row.method,
    transactionId: row.transactionId,
    amount: toRM(row.amountSen),
    processingFee: row.feeSen === null ? null : toRM(row.feeSen),
    netAmount: row.netSen === null ? null : toRM(row.netSen),
    currency: row.currency,
    rawEventIds: row.rawEventIds,
    note: row.note,
    actorName: row.actorName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The admin Payments screen: the ledger with filters, its totals, and the same rows as CSV. */
@Injectable()
export class LedgerService {
  constructor(@InjectRepository(PaymentLedgerEntry) private readonly rows: Repository<PaymentLedgerEntry>) {}

  async list(query: LedgerQuery): Promise<LedgerList> {
    const page = positive(query.page, 1, 100_000);
    const pageSize = positive(query.pageSize, 50, 200);
    const filtered = this.filtered(query);
    const [rows, total, sums] = await Promise.all([
      filtered
        .clone()
        .orderBy('l.createdAt', 'DESC')
        .addOrderBy('l.id', 'DESC')
        .skip((page - 1) * pageSize)
        .take(pageSize)
        .getMany(),
      filtered.clone().getCount(),
      filtered
        .clone()
        .select(
          `COALESCE(SUM(CASE WHEN l.kind = 'capture' AND l.status = 'succeeded' THEN l.amount_sen END), 0)`,
          'captured',
        )
        .addSelect(
          `COALESCE(SUM(CASE WHEN l.kind = 'refund' AND l.status IN ('pending', 'succeeded') THEN l.amount_sen END), 0)`,
          'refunded',
        )
        .getRawOne<{ captured: string; refunded: string }>(),
    ]);
    return {
      entries: rows.map(toLedgerView),
      total,
      page,
      pageSize,
      totals: { captured: toRM(Number(sums?.captured ?? 0)), refunded: toRM(Number(sums?.refunded ?? 0)) },
    };
  }

  /** The CSV's rows in batches (oldest first), for the injection-safe CSV writer. */
  async *csvBatches(query: LedgerQuery): AsyncIterable<CsvValue[][]> {
    const filtered = this.filtered(query).orderBy('l.createdAt', 'ASC').addOrderBy('l.id', 'ASC');
    for (let offset = 0; ; offset += CSV_BATCH) {
      const rows = await filtered.clone().skip(offset).take(CSV_BATCH).getMany();
      if (rows.length === 0) return;
      yield rows.map((row) => {
        const view = toLedgerView(row);
        return [
          view.createdAt,
          view.orderId,
          view.provider,
          view.kind,
          view.status,
          view.method,
          view.transactionId,
          view.amount.toFixed(2),
          view.processingFee === null ? '' : view.processingFee.toFixed(2),
          view.netAmount === null ? '' : view.netAmount.toFixed(2),
          view.currency,
          view.rawEventIds.join(' '),
          view.note,
          view.actorName,
        ];
      });
      if (rows.length < CSV_BATCH) return;
    }
  }

  forOrder(orderId: string): Promise<PaymentLedgerEntry[]> {
    return this.rows.find({ where: { orderId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  private filtered(query: LedgerQuery): SelectQueryBuilder<PaymentLedgerEntry> {
    const builder = this.rows.createQueryBuilder('l');
    const bad = (field: string, allowed: readonly string[]) =>
      new ApiError(HttpStatus.BAD_REQUEST, 'invalid_filter', `${field} must be one of: ${allowed.join(', ')}`);
    if (query.provider) {
      if (!PROVIDERS.includes(query.provider)) throw bad('provider', PROVIDERS);
      builder.andWhere('l.provider = :provider', { provider: query.provider });
    }
    if (query.kind) {
      if (!(LEDGER_KINDS as readonly string[]).includes(query.kind)) throw bad('kind', LEDGER_KINDS);
      builder.andWhere('l.kind = :kind', { kind: query.kind });
    }
    if (query.status) {
      if (!(LEDGER_STATUSES as readonly string[]).includes(query.status)) throw bad('status', LEDGER_STATUSES);
      builder.andWhere('l.status = :status', { status: query.status });
    }
    if (query.orderId)
      builder.andWhere('l.orderId = :orderId', { orderId: String(query.orderId).trim().toUpperCase() });
    for (const [field, operator] of [
      ['from', '>='],
      ['to', '<'],
    ] as const) {
      const value = query[field];
      if (!value) continue;
      if (!DAY.test(value) || Number.isNaN(Date.parse(value))) {
        throw new ApiError(HttpStatus.BAD_REQUEST, 'invalid_filter', `${field} must be a date as YYYY-MM-DD`);
      }
      // Days in Malaysia time (UTC+8); "to" is inclusive, so the bound is the next day's start.
      const start = new Date(`${value}T00:00:00+08:00`);
      if (field === 'to') start.setUTCDate(start.getUTCDate() + 1);
      builder.andWhere(`l.createdAt ${operator} :${field}`, { [field]: start });
    }
    return builder;
  }
}

function positive(value: unknown, fallback: number, max: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? Math.min(number, max) : fallback;
}
