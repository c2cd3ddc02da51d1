import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import {
  usageLevel,
  type CleanupAction,
  type CleanupCount,
  type CleanupJobView,
  type CleanupRequest,
  type StorageReport,
} from '@kedai/contracts';
import { storageConfig } from '../../../core/config/configuration';
import { ApiError } from '../../../core/http/api-error';
import type { JobOf } from '../../../core/queue/job-catalogue';
import { JobsService } from '../../../core/queue/jobs.service';
import { storageQuotaBytes } from './storage-quota';
import { listUploads, type UploadFile } from './upload-files';

/** A file younger than this is never an orphan: its order or product may still be being written. */
const UPLOAD_GRACE_DAYS = 1;

/**
 * The WHERE of each database cleanup, shared by the dry run (COUNT) and the job (DELETE), so the count is
 * what the cleanup removes. $1 is the cut-off instant. Nothing that belongs to an order matches: chats about
 * an order and e-mails about an order are kept, and job records that name an order too.
 */
const ROW_CLEANUPS: Record<Exclude<CleanupAction, 'orphaned-uploads'>, { table: string; where: string }[]> = {
  'ended-chats': [
    {
      table: 'chat_sessions',
      where: `status = 'ended' AND coalesce(ended_at, last_message_at, created_at) < $1 AND order_id IS NULL`,
    },
  ],
  'delivered-outbox': [
    {
      table: 'outbound_emails',
      where: `status = 'sent' AND sent_at < $1 AND related_type IS DISTINCT FROM 'order'`,
    },
    { table: 'job_intents', where: `dispatched_at < $1 AND NOT (data ? 'orderId')` },
  ],
  'expired-email-codes': [{ table: 'account_tokens', where: `(expires_at < $1 OR used_at < $1)` }],
};

const cutoffOf = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000);

/** Maintenance: what the shop stores, and the cleanups (counted first, then run as a job). */
@Injectable()
export class MaintenanceService {
  private readonly uploadRoot: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
    @Inject(storageConfig.KEY) storage: ConfigType<typeof storageConfig>,
  ) {
    this.uploadRoot = resolve(storage.uploadDir);
  }

  async storage(): Promise<StorageReport> {
    const tables: { name: string; bytes: string; rows: string }[] = await this.dataSource.query(
      `SELECT c.relname AS name, pg_total_relation_size(c.oid) AS bytes, coalesce(s.n_live_tup, 0) AS rows
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         LEFT JOIN pg_stat_user_tables s ON s.relid = c.oid
        WHERE c.relkind = 'r' AND n.nspname = current_schema() ORDER BY pg_total_relation_size(c.oid) DESC`,
    );
    const [{ bytes: databaseBytes }] = await this.dataSource.query(
      `SELECT pg_database_size(current_database()) AS bytes`,
    );
    const [counts] = await this.dataSource.query(
      `SELECT (SELECT count(*) FROM chat_messages) AS messages, (SELECT count(*) FROM chat_sessions) AS sessions,
              (SELECT count(*) FROM job_intents WHERE dispatched_at IS NULL) AS pending,
              (SELECT count(*) FROM job_intents WHERE dispatched_at IS NOT NULL) AS dispatched`,
    );
    const emailRows: { status: string; count: string }[] = await this.dataSource.query(
      `SELECT status, count(*) AS count FROM outbound_emails GROUP BY status ORDER BY status`,
    );
    const files = await listUploads(this.uploadRoot);
    const folders = new Map<string, { name: string; count: number; bytes: number }>();
    for (const file of files) {
      const folder = folders.get(file.folder) ?? { name: file.folder, count: 0, bytes: 0 };
      folder.count += 1;
      folder.bytes += file.bytes;
      folders.set(file.folder, folder);
    }
    const uploadBytes = files.reduce((sum, file) => sum + file.bytes, 0);
    const quotaBytes = storageQuotaBytes();
    const usedBytes = Number(databaseBytes) + uploadBytes;
    const usedPercent = Math.round((usedBytes / quotaBytes) * 1000) / 10;
    return {
      database: {
        bytes: Number(databaseBytes),
        tables: tables.map((table) => ({ name: table.name, bytes: Number(table.bytes), rows: Number(table.rows) })),
      },
      uploads: { count: files.length, bytes: uploadBytes, folders: [...folders.values()] },
      chatMessages: Number(counts.messages),
      chatSessions: Number(counts.sessions),
      outbox: {
        emails: Object.fromEntries(emailRows.map((row) => [row.status, Number(row.count)])),
        pendingJobs: Number(counts.pending),
        dispatchedJobs: Number(counts.dispatched),
      },
      quotaBytes,
      usedBytes,
      usedPercent,
      level: usageLevel(usedPercent),
    };
  }

  /** The dry run: what the cleanup would remove now. */
  async count(request: CleanupRequest): Promise<CleanupCount> {
    if (request.action === 'orphaned-uploads') {
      const orphans = await this.orphans(request.olderThanDays);
      return this.result(request, { files: orphans.length });
    }
    const parts: Record<string, number> = {};
    for (const { table, where } of ROW_CLEANUPS[request.action]) {
      const [{ count }] = await this.dataSource.query(`SELECT count(*) AS count FROM ${table} WHERE ${where}`, [
        cutoffOf(request.olderThanDays),
      ]);
      parts[table] = Number(count);
    }
    if (request.action === 'ended-chats') {
      const [{ count }] = await this.dataSource.query(
        `SELECT count(*) AS count FROM chat_messages WHERE session_id IN (SELECT id FROM chat_sessions WHERE ${ROW_CLEANUPS['ended-chats'][0].where})`,
        [cutoffOf(request.olderThanDays)],
      );
      parts.chat_messages = Number(count);
    }
    return this.result(request, parts);
  }

  async start(adminId: string, request: CleanupRequest): Promise<CleanupJobView> {
    const job = await this.jobs.add(
      'cleanup',
      'run',
      { ...request, requestedBy: adminId },
      { jobId: randomUUID(), attempts: 1, removeOnComplete: { age: 24 * 3600 }, removeOnFail: { age: 7 * 24 * 3600 } },
    );
    return this.toView(job as JobOf<'cleanup'>, 'waiting');
  }

  async view(jobId: string): Promise<CleanupJobView> {
    const notFound = new ApiError(HttpStatus.NOT_FOUND, 'cleanup_not_found', 'No such cleanup job.');
    if (!/^[0-9a-f-]{36}$/.test(jobId)) throw notFound;
    const queue = this.jobs.queue('cleanup');
    // State first, job second: a job that completes in between is then read with its result (read the other
    // way round, a "completed" job could come without its return value).
    const state = await queue.getJobState(jobId);
    const job = (await queue.getJob(jobId)) as JobOf<'cleanup'> | undefined;
    if (!job || state === 'unknown') throw notFound;
    return this.toView(job, state);
  }

  /** The job: removes what the dry run counts, in one transaction for rows; reports what it removed. */
  async run(request: CleanupRequest): Promise<CleanupCount> {
    if (request.action === 'orphaned-uploads') {
      const orphans = await this.orphans(request.olderThanDays);
      let removed = 0;
      for (const file of orphans) {
        const path = resolve(this.uploadRoot, file.key);
        if (!path.startsWith(this.uploadRoot + sep)) continue;
        await rm(path, { force: true });
        removed += 1;
      }
      return this.result(request, { files: removed });
    }
    const action = request.action;
    return this.dataSource.transaction(async (em: EntityManager) => {
      const parts: Record<string, number> = {};
      const cutoff = cutoffOf(request.olderThanDays);
      for (const { table, where } of ROW_CLEANUPS[action]) {
        if (table === 'chat_sessions') {
          const [, messages] = await em.query(
            `DELETE FROM chat_messages WHERE session_id IN (SELECT id FROM chat_sessions WHERE ${where})`,
            [cutoff],
          );
          parts.chat_messages = Number(messages);
        }
        const [, removed] = await em.query(`DELETE FROM ${table} WHERE ${where}`, [cutoff]);
        parts[table] = Number(removed);
      }
      return this.result(request, parts);
    });
  }

  /** Files no row refers to (receipts of orders, product images, the payment QR), older than the grace. */
  private async orphans(olderThanDays: number): Promise<UploadFile[]> {
    const files = await listUploads(this.uploadRoot);
    const cutoff = cutoffOf(Math.max(olderThanDays, UPLOAD_GRACE_DAYS));
    const [{ refs }] = await this.dataSource.query(
      `SELECT concat_ws(E'\\n',
          (SELECT string_agg(receipt_storage_key, E'\\n') FROM orders WHERE receipt_storage_key IS NOT NULL),
          (SELECT string_agg(details::text, E'\\n') FROM order_events),
          (SELECT string_agg(images::text, E'\\n') FROM products),
          (SELECT string_agg(storage_key, E'\\n') FROM payment_qr)) AS refs`,
    );
    const referenced = String(refs ?? '');
    // A product image's WebP copy (<name>-w640.webp) belongs to the original <name>.<ext>.
    const ownerOf = (key: string) => (key.split('/').pop() ?? key).replace(/-w\d+\.webp$/, '.');
    return files.filter((file) => file.modifiedAt < cutoff && !referenced.includes(ownerOf(file.key)));
  }

  private result(request: CleanupRequest, parts: Record<string, number>): CleanupCount {
    const total = Object.values(parts).reduce((sum, value) => sum + value, 0);
    return { action: request.action, olderThanDays: request.olderThanDays, total, parts };
  }

  private toView(job: JobOf<'cleanup'>, state: string): CleanupJobView {
    return {
      id: String(job.id),
      state,
      request: { action: job.data.action, olderThanDays: job.data.olderThanDays },
      result: state === 'completed' ? (job.returnvalue as CleanupCount) : null,
      error: state === 'failed' ? job.failedReason || 'The cleanup failed.' : null,
    };
  }
}
