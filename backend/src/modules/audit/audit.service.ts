import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuditAction, AuditTargetType } from '@kedai/contracts';
import { AuditEntry } from './entities/audit-entry.entity';
import type { StaffActor } from './staff-actor';

export interface AuditTarget {
  type: AuditTargetType;
  id: string;
}

/**
 * Writes audit entries. Always in the caller's transaction (`em`), so an entry exists exactly when its change
 * was committed: one line at each call site,
 * `await this.audit.record(em, actor, 'receipt.verified', { type: 'order', id }, { paymentStatus: … })`.
 * The summary says which fields changed (`changedFields`) and never a secret's value.
 */
@Injectable()
export class AuditService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * For an action that changes no row (a CSV download, a password revealed, a failed sign-in): the entry is
   * written and committed before the action answers, so nothing is shown that the log does not hold.
   */
  recordAlone(
    actor: StaffActor,
    action: AuditAction,
    target: AuditTarget,
    summary: Record<string, unknown> = {},
  ): Promise<void> {
    return this.dataSource.transaction((em) => this.record(em, actor, action, target, summary));
  }

  async record(
    em: EntityManager,
    actor: StaffActor,
    action: AuditAction,
    target: AuditTarget,
    summary: Record<string, unknown> = {},
  ): Promise<void> {
    const entries = em.getRepository(AuditEntry);
    const entry = entries.create({
      action,
      actorId: actor.userId,
      actorName: actor.name.slice(0, 254),
      actorRole: actor.role.slice(0, 10),
      ip: actor.ip?.slice(0, 64) ?? null,
      userAgent: actor.userAgent?.slice(0, 300) ?? null,
      targetType: target.type,
      targetId: target.id.slice(0, 200),
      summary,
    });
    await entries.save(entry);
  }
}
