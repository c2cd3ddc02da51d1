import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, type SelectQueryBuilder } from 'typeorm';
import {
  AUDIT_PAGE_SIZE,
  zonedDayRange,
  zonedDayStart,
  type AuditEntryView,
  type AuditFilter,
  type AuditListView,
} from '@kedai/contracts';
import type { CsvValue } from '../../core/format/csv';
import { shopDateTime, shopTimeZone } from '../../core/format/shop-time';
import { ApiError } from '../../core/http/api-error';
import { AuditEntry } from './entities/audit-entry.entity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EXPORT_BATCH = 500;

export const AUDIT_CSV_HEADER = [
  'Time',
  'Person',
  'Role',
  'Action',
  'Target type',
  'Target',
  'IP',
  'Browser',
  'Summary',
];

export function toAuditEntryView(entry: AuditEntry): AuditEntryView {
  return {
    id: entry.id,
    at: entry.at.toISOString(),
    action: entry.action,
    actor: { id: entry.actorId, name: entry.actorName, role: entry.actorRole },
    ip: entry.ip,
    userAgent: entry.userAgent,
    target: { type: entry.targetType, id: entry.targetId },
    summary: entry.summary,
  };
}

const badDate = (message: string) => new ApiError(HttpStatus.BAD_REQUEST, 'invalid_date_range', message);

/** The audit log screen's list and its CSV, newest first, with one filter. Reads only; nothing here writes. */
@Injectable()
export class AuditReadModel {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(filter: AuditFilter): Promise<AuditListView> {
    const page = filter.page ?? 1;
    const [entries, total] = await this.query(filter)
      .skip((page - 1) * AUDIT_PAGE_SIZE)
      .take(AUDIT_PAGE_SIZE)
      .getManyAndCount();
    return { entries: entries.map(toAuditEntryView), total, page, pageSize: AUDIT_PAGE_SIZE };
  }

  /** The rows of audit_log.csv, in batches (keyset on time and id, so a large log never sits in memory). */
  async *csvRows(filter: AuditFilter): AsyncIterable<CsvValue[][]> {
    let after: { at: Date; id: string } | null = null;
    for (;;) {
      const builder = this.query(filter).take(EXPORT_BATCH);
      if (after) {
        builder.andWhere('(e.at, e.id) < (:afterAt, :afterId)', { afterAt: after.at, afterId: after.id });
      }
      const entries = await builder.getMany();
      if (entries.length === 0) return;
      yield entries.map((entry) => [
        shopDateTime(entry.at),
        entry.actorName,
        entry.actorRole,
        entry.action,
        entry.targetType,
        entry.targetId,
        entry.ip,
        entry.userAgent,
        JSON.stringify(entry.summary),
      ]);
      const last = entries[entries.length - 1];
      after = { at: last.at, id: last.id };
      if (entries.length < EXPORT_BATCH) return;
    }
  }

  /** Checks the filter's days (a clear 400 before any row is read or a CSV starts). */
  assertFilter(filter: AuditFilter): void {
    this.range(filter);
  }

  private range(filter: AuditFilter): { start: Date | null; end: Date | null } {
    const zone = shopTimeZone();
    if (filter.from && !zonedDayStart(filter.from, zone)) throw badDate('from must be a real day (YYYY-MM-DD)');
    if (filter.to && !zonedDayStart(filter.to, zone)) throw badDate('to must be a real day (YYYY-MM-DD)');
    const range = zonedDayRange(filter.from, filter.to, zone);
    if (range.start && range.end && range.end <= range.start) throw badDate('to must be the same day as from or later');
    return range;
  }

  private query(filter: AuditFilter): SelectQueryBuilder<AuditEntry> {
    const { start, end } = this.range(filter);
    const builder = this.dataSource
      .getRepository(AuditEntry)
      .createQueryBuilder('e')
      .orderBy('e.at', 'DESC')
      .addOrderBy('e.id', 'DESC');
    const person = filter.person?.trim();
    if (person) {
      builder.andWhere(
        new Brackets((where) => {
          where.where(`e.actorName ILIKE :name ESCAPE '\\'`, { name: `%${person.replace(/[\\%_]/g, '\\$&')}%` });
          if (UUID.test(person)) where.orWhere('e.actorId = :actorId', { actorId: person.toLowerCase() });
        }),
      );
    }
    if (filter.action) builder.andWhere('e.action = :action', { action: filter.action });
    if (filter.targetType) builder.andWhere('e.targetType = :targetType', { targetType: filter.targetType });
    const targetId = filter.targetId?.trim();
    if (targetId) builder.andWhere('e.targetId = :targetId', { targetId });
    if (start) builder.andWhere('e.at >= :start', { start });
    if (end) builder.andWhere('e.at < :end', { end });
    return builder;
  }
}
