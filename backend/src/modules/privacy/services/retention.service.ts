import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  RETENTION_KINDS,
  type RetentionKind,
  type RetentionKindCount,
  type RetentionReport,
  type RetentionSettingsView,
} from '@kedai/contracts';
import { ApiError } from '../../../core/http/api-error';
import { RetentionRegistry } from '../../../core/maintenance/retention';
import { FileStorageService } from '../../../core/storage/file-storage.service';
import { AuditRetention, AuditService, changedFields, type StaffActor } from '../../audit';
import { PrivacySettings } from '../entities/privacy-settings.entity';
import { cutoffOf, parsePeriods, periodsOf } from '../rules/retention-periods';

/**
 * Data retention (Settings → Data retention): the period of each kind, the dry run (what would go now) and the
 * daily run, which erases each kind with a period through the owning module's RetentionPurge, one kind per
 * transaction. The audit log's period is its own setting (AuditRetention), always in force.
 */
@Injectable()
export class RetentionService {
  private readonly logger = new Logger(RetentionService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly registry: RetentionRegistry,
    private readonly storage: FileStorageService,
    private readonly auditRetention: AuditRetention,
    private readonly audit: AuditService,
  ) {}

  async settings(em: EntityManager = this.dataSource.manager): Promise<RetentionSettingsView> {
    const row = await em.getRepository(PrivacySettings).findOneBy({ id: 1 });
    const { retentionDays } = await this.auditRetention.settings(em);
    return { periods: periodsOf(row?.retention), auditLogDays: retentionDays };
  }

  /** Saves the periods given, with one audit entry naming the kinds that changed (in the same transaction). */
  updateSettings(actor: StaffActor, input: unknown): Promise<RetentionSettingsView> {
    return this.dataSource.transaction(async (em) => {
      const repository = em.getRepository(PrivacySettings);
      await em.query(`INSERT INTO privacy_settings (id) VALUES (1) ON CONFLICT (id) DO NOTHING`);
      const row = await repository.findOne({ where: { id: 1 }, lock: { mode: 'pessimistic_write' } });
      const before = periodsOf(row?.retention);
      const { periods, errors } = parsePeriods(before, input);
      if (errors.length > 0) {
        throw new ApiError(HttpStatus.BAD_REQUEST, 'validation_failed', errors[0].messages[0], errors);
      }
      await repository.update({ id: 1 }, { retention: periods });
      const changed = changedFields({ ...before }, { ...periods });
      if (Object.keys(changed).length > 0) {
        await this.audit.record(em, actor, 'settings.changed', { type: 'settings', id: 'data-retention' }, { changed });
      }
      return this.settings(em);
    });
  }

  /** What the daily run would erase now, by kind. */
  async dryRun(now = new Date()): Promise<RetentionReport> {
    const periods = await this.periods();
    const kinds: RetentionKindCount[] = [];
    for (const kind of RETENTION_KINDS) {
      const days = periods[kind];
      const parts: Record<string, number> = {};
      if (days !== null) {
        for (const purge of this.registry.purgesFor(kind)) {
          Object.assign(parts, await purge.count(this.cutoff(kind, days, now), this.dataSource.manager));
        }
      }
      kinds.push(this.counted(kind, days, parts));
    }
    return { kinds };
  }

  /** The daily run: each kind with a period, in its own transaction; files after the commit. */
  async run(now = new Date()): Promise<RetentionReport> {
    const periods = await this.periods();
    const kinds: RetentionKindCount[] = [];
    for (const kind of RETENTION_KINDS) {
      const days = periods[kind];
      const parts: Record<string, number> = {};
      const files: string[] = [];
      if (days !== null) {
        await this.dataSource.transaction(async (em) => {
          for (const purge of this.registry.purgesFor(kind)) {
            const outcome = await purge.purge(this.cutoff(kind, days, now), em);
            Object.assign(parts, outcome.parts);
            files.push(...(outcome.files ?? []));
          }
        });
      }
      for (const key of files) {
        // A file that cannot be removed now is an orphan for the orphaned-uploads cleanup, never a broken row.
        await this.storage
          .remove(key)
          .catch((error: unknown) => this.logger.warn(`Could not remove ${key}: ${String(error)}`));
      }
      kinds.push(this.counted(kind, days, parts));
    }
    return { kinds };
  }

  private async periods(): Promise<Record<RetentionKind, number | null>> {
    const { periods, auditLogDays } = await this.settings();
    return { ...periods, 'audit-log': auditLogDays };
  }

  /** The audit log's purge clamps to its own period itself, so it is asked with "now" (docs/security.md). */
  private cutoff(kind: RetentionKind, days: number, now: Date): Date {
    return kind === 'audit-log' ? now : cutoffOf(days, now);
  }

  private counted(kind: RetentionKind, days: number | null, parts: Record<string, number>): RetentionKindCount {
    const total = Object.values(parts).reduce((sum, value) => sum + value, 0);
    return { kind, days, total, parts };
  }
}
