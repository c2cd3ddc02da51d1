import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import {
  usageLevel,
  type CleanupCount,
  type CleanupJobView,
  type CleanupRequest,
  type RetentionReport,
  type StorageReport,
} from '@kedai/contracts';
import { storageConfig } from '../../../core/config/configuration';
import { ApiError } from '../../../core/http/api-error';
import type { JobOf } from '../../../core/queue/job-catalogue';
import { JobsService } from '../../../core/queue/jobs.service';
import { OutboxService } from '../../../core/outbox/outbox.service';
import { AuditService, type StaffActor } from '../../audit';
import { PurgeRegistry } from '../../../core/maintenance/purge';
import { ChatRetention } from '../../chat';
import { RetentionService } from '../../privacy';
import { listUploads, type UploadFile } from './upload-files';

/** A file younger than this is never an orphan: its order or product may still be being written. */
const UPLOAD_GRACE_DAYS = 1;

const cutoffOf = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000);

/** Maintenance: what the shop stores, and the cleanups (counted first, then run as a job). */
@Injectable()
export class MaintenanceService {
  private readonly uploadRoot: string;
  private readonly quotaBytes: number;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
    private readonly purges: PurgeRegistry,
    private readonly chats: ChatRetention,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    private readonly dataRetention: RetentionService,
    @Inject(storageConfig.KEY) storage: ConfigType<typeof storageConfig>,
  ) {
    this.uploadRoot = resolve(storage.uploadDir);
    this.quotaBytes = storage.quotaBytes;
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
    const chats = await this.chats.totals();
    const [counts] = await this.dataSource.query(
      `SELECT (SELECT count(*) FROM job_intents WHERE dispatched_at IS NULL) AS pending,
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
    const quotaBytes = this.quotaBytes;
    const usedBytes = Number(databaseBytes) + uploadBytes;
    const usedPercent = Math.round((usedBytes / quotaBytes) * 1000) / 10;
    return {
      database: {
        bytes: Number(databaseBytes),
        tables: tables.map((table) => ({ name: table.name, bytes: Number(table.bytes), rows: Number(table.rows) })),
      },
      uploads: { count: files.length, bytes: uploadBytes, folders: [...folders.values()] },
      chatMessages: chats.messages,
      chatSessions: chats.sessions,
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
    const cutoff = cutoffOf(request.olderThanDays);
    for (const handler of this.purges.handlersFor(request.action)) {
      Object.assign(parts, await handler.count(cutoff, this.dataSource.manager));
    }
    return this.result(request, parts);
  }

  /**
   * Queues a cleanup through the outbox, in one transaction with its audit entry (so a cleanup runs exactly
   * when its entry exists), then delivers it before answering.
   */
  async start(admin: StaffActor, request: CleanupRequest): Promise<CleanupJobView> {
    const jobId = randomUUID();
    const data = { action: request.action, olderThanDays: request.olderThanDays, requestedBy: admin.userId };
    await this.dataSource.transaction(async (em) => {
      await this.audit.record(
        em,
        admin,
        'maintenance.run',
        { type: 'maintenance', id: request.action },
        {
          olderThanDays: request.olderThanDays,
          jobId,
        },
      );
      await this.outbox.enqueue(em, 'cleanup', 'run', data, { jobId });
    });
    await this.outbox.flush(2000);
    return {
      id: jobId,
      state: 'waiting',
      request: { action: data.action, olderThanDays: data.olderThanDays },
      result: null,
      error: null,
    };
  }

  /** The daily retention run: every kind of data with a retention period (Settings → Data retention, the audit log's). */
  retention(): Promise<RetentionReport> {
    return this.dataRetention.run();
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
      for (const handler of this.purges.handlersFor(action)) {
        Object.assign(parts, await handler.purge(cutoff, em));
      }
      return this.result(request, parts);
    });
  }

  /** Files no row refers to (each module registers what its rows name: receipts, product images, the QR), older than the grace. */
  private async orphans(olderThanDays: number): Promise<UploadFile[]> {
    const files = await listUploads(this.uploadRoot);
    const cutoff = cutoffOf(Math.max(olderThanDays, UPLOAD_GRACE_DAYS));
    const referenced = await this.purges.referencedFiles(this.dataSource.manager);
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
