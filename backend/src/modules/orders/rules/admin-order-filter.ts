import { HttpStatus } from '@nestjs/common';
import type { SelectQueryBuilder } from 'typeorm';
import { zonedDayRange, zonedDayStart, type AdminOrderFilterInput } from '@kedai/contracts';
import { shopTimeZone } from '../../../core/format/shop-time';
import { ApiError } from '../../../core/http/api-error';
import type { Order } from '../entities/order.entity';
import { applyOrderSearch } from '../read/receipt-filter';

/** The Orders screen's filters, shared by its list, its stats and orders_export.csv (the rule: `adminOrderMatches`). */
export type AdminOrderFilter = AdminOrderFilterInput;

const badDate = (message: string) => new ApiError(HttpStatus.BAD_REQUEST, 'invalid_date_range', message);

/** The instant a calendar day starts on the shop's clock; a clear 400 for anything that is not a real YYYY-MM-DD day. */
export function shopDayStart(day: string, field: 'from' | 'to', timeZone: string = shopTimeZone()): Date {
  const start = zonedDayStart(day, timeZone);
  if (!start) throw badDate(`${field} must be a date as YYYY-MM-DD (e.g. 2026-11-24)`);
  return start;
}

/** [start, end) of the days from..to on the shop's clock; either end may be open. 400 when to is before from. */
export function shopDayRange(
  from?: string,
  to?: string,
  timeZone: string = shopTimeZone(),
): { start: Date | null; end: Date | null } {
  const start = from ? shopDayStart(from, 'from', timeZone) : null;
  if (to) shopDayStart(to, 'to', timeZone);
  const { end } = zonedDayRange(undefined, to, timeZone);
  if (start && end && end.getTime() <= start.getTime()) throw badDate('to must be the same day as from or later');
  return { start, end };
}

/**
 * Narrows a query on orders `o` to the filter (dates checked first, so a bad one is a 400 before any query):
 * `adminOrderMatches` of @kedai/contracts in SQL, so the list can be paged in the database.
 * test/api/admin-order-filter-agreement.api.spec.ts proves the two agree.
 */
export function applyAdminOrderFilter(builder: SelectQueryBuilder<Order>, filter: AdminOrderFilter): void {
  const { start, end } = shopDayRange(filter.from || undefined, filter.to || undefined);
  applyOrderSearch(builder, filter.search, false);
  if (filter.status && filter.status !== 'all') builder.andWhere('o.status = :status', { status: filter.status });
  if (filter.paymentStatus && filter.paymentStatus !== 'all') {
    builder.andWhere('o.paymentStatus = :paymentStatus', { paymentStatus: filter.paymentStatus });
  }
  if (start) builder.andWhere('o.createdAt >= :start', { start });
  if (end) builder.andWhere('o.createdAt < :end', { end });
}
