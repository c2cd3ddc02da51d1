import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AUDIT_RETENTION_DEFAULT_DAYS, type AuditSettingsView } from '@kedai/contracts';
import { PurgeRegistry } from '../../core/maintenance/purge';
import { RetentionRegistry } from '../../core/maintenance/retention';
import { AuditService } from './audit.service';
import { changedFields } from './audit-diff';
import { AuditSettings } from './entities/audit-settings.entity';
import type { StaffActor } from './staff-actor';

const DAY_MS = 24 * 3600 * 1000;

/**
 * How long the audit log keeps entries (default two years) and its purge: the maintenance cleanup
 * "audit-log" and the daily retention job remove entries older than the retention period, never younger ones
 * whatever the cleanup asks. The database trigger lets a DELETE through only after `SET LOCAL
 * kedai.audit_purge_before`, which only this purge says.
 */
@Injectable()
export class AuditRetention implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly registry: PurgeRegistry,
    private readonly retention: RetentionRegistry,
    private readonly audit: AuditService,
  ) {}

  onModuleInit(): void {
    const count = async (cutoff: Date, em: EntityManager) => {
      const before = await this.cutoff(cutoff, em);
      const [{ count: rows }] = await em.query(`SELECT count(*) AS count FROM audit_log WHERE at < $1`, [before]);
      return { audit_log: Number(rows) };
    };
    const purge = async (cutoff: Date, em: EntityManager) => {
      const before = await this.cutoff(cutoff, em);
      await em.query(`SELECT set_config('kedai.audit_purge_before', $1, true)`, [before.toISOString()]);
      const [, removed] = await em.query(`DELETE FROM audit_log WHERE at < $1`, [before]);
      await em.query(`SELECT set_config('kedai.audit_purge_before', '', true)`);
      return { audit_log: Number(removed) };
    };
    this.registry.register({ action: 'audit-log', count, purge });
    // Data retention asks with the cut-off "now": the clamp makes it the audit log's own period.
    this.retention.register({
      kind: 'audit-log',
      count,
      purge: async (cutoff, em) => ({ parts: await purge(cutoff, em) }),
    });
  }

  async settings(em: EntityManager = this.dataSource.manager): Promise<AuditSettingsView> {
    const row = await em.getRepository(AuditSettings).findOneBy({ id: 1 });
    return { retentionDays: row?.retentionDays ?? AUDIT_RETENTION_DEFAULT_DAYS };
  }

  /** Saves the retention period, with its own audit entry in the same transaction. */
  updateSettings(actor: StaffActor, input: AuditSettingsView): Promise<AuditSettingsView> {
    return this.dataSource.transaction(async (em) => {
      const before = await this.settings(em);
      const after = { retentionDays: input.retentionDays };
      await em.getRepository(AuditSettings).save({ id: 1, retentionDays: after.retentionDays });
      const changed = changedFields({ ...before }, { ...after });
      if (Object.keys(changed).length > 0) {
        await this.audit.record(em, actor, 'settings.changed', { type: 'settings', id: 'audit-log' }, { changed });
      }
      return after;
    });
  }

  /** The earlier of the cleanup's cut-off and the start of the retention period. */
  private async cutoff(requested: Date, em: EntityManager): Promise<Date> {
    const { retentionDays } = await this.settings(em);
    const kept = new Date(Date.now() - retentionDays * DAY_MS);
    return requested < kept ? requested : kept;
  }
}
