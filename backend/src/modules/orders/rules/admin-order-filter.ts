import { HttpStatus } from '@nestjs/common';
import type { SelectQueryBuilder } from 'typeorm';
import { ApiError } from '../../../core/http/api-error';
import type { Order } from '../entities/order.entity';
import type { OrderStatus, PaymentStatus } from '../order.constants';
import { applyOrderSearch } from '../read/receipt-filter';

/** Malaysia has no daylight saving: a day there starts at 16:00 UTC the day before. */
const MALAYSIA_OFFSET = '+08:00';
const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The Orders screen's filters (admin spec §2), shared by its list, its stats and orders_export.csv. */
export interface AdminOrderFilter {
  search?: string;
  status?: OrderStatus | 'all' | '';
  paymentStatus?: PaymentStatus | 'all' | '';
  /** YYYY-MM-DD, a Malaysia (GMT+8) calendar day, inclusive. */
  from?: string;
  /** YYYY-MM-DD, a Malaysia (GMT+8) calendar day, inclusive. */
  to?: string;
}

const badDate = (message: string) => new ApiError(HttpStatus.BAD_REQUEST, 'invalid_date_range', message);

/** The instant a GMT+8 calendar day starts; a clear 400 for anything that is not a real YYYY-MM-DD day. */
export function malaysiaDayStart(day: string, field: 'from' | 'to'): Date {
  const match = ISO_DAY.exec(day);
  const start = match ? new Date(`${day}T00:00:00${MALAYSIA_OFFSET}`) : null;
  // Date accepts 2026-02-31 as 3 March: the day must read back the same.
  const real =
    start &&
    !Number.isNaN(start.getTime()) &&
    new Date(start.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10) === day;
  if (!real) throw badDate(`${field} must be a date as YYYY-MM-DD (e.g. 2026-11-24)`);
  return start;
}

/** [start, end) of the days from..to in Malaysia time; either end may be open. 400 when to is before from. */
export function malaysiaDayRange(from?: string, to?: string): { start: Date | null; end: Date | null } {
  const start = from ? malaysiaDayStart(from, 'from') : null;
  const end = to ? new Date(malaysiaDayStart(to, 'to').getTime() + DAY_MS) : null;
  if (start && end && end.getTime() <= start.getTime()) throw badDate('to must be the same day as from or later');
  return { start, end };
}

/** Narrows a query on orders `o` to the filter (dates checked first, so a bad one is a 400 before any query). */
export function applyAdminOrderFilter(builder: SelectQueryBuilder<Order>, filter: AdminOrderFilter): void {
  const { start, end } = malaysiaDayRange(filter.from || undefined, filter.to || undefined);
  applyOrderSearch(builder, filter.search, false);
  if (filter.status && filter.status !== 'all') builder.andWhere('o.status = :status', { status: filter.status });
  if (filter.paymentStatus && filter.paymentStatus !== 'all') {
    builder.andWhere('o.paymentStatus = :paymentStatus', { paymentStatus: filter.paymentStatus });
  }
  if (start) builder.andWhere('o.createdAt >= :start', { start });
  if (end) builder.andWhere('o.createdAt < :end', { end });
}
