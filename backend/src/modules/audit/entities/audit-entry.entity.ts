import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { AuditAction, AuditTargetType } from '@kedai/contracts';

/**
 * One staff action (docs/product/admin.md#audit-log). Append-only: the API has no path that changes or removes
 * one, and a trigger (migration AuditLog) refuses UPDATE, and DELETE except the retention purge's.
 * The actor is copied (name, role), so an entry still says who it was after the account changes.
 */
@Entity('audit_log')
@Index('IDX_audit_log_at', ['at'])
@Index('IDX_audit_log_actor', ['actorId', 'at'])
@Index('IDX_audit_log_target', ['targetType', 'targetId', 'at'])
@Index('IDX_audit_log_action', ['action', 'at'])
export class AuditEntry {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  at!: Date;

  @Column({ type: 'varchar', length: 40 })
  action!: AuditAction;

  @Column({ type: 'uuid', nullable: true })
  actorId!: string | null;

  @Column({ type: 'varchar', length: 254 })
  actorName!: string;

  @Column({ type: 'varchar', length: 10 })
  actorRole!: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip!: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  userAgent!: string | null;

  @Column({ type: 'varchar', length: 20 })
  targetType!: AuditTargetType;

  @Column({ type: 'varchar', length: 200 })
  targetId!: string;

  @Column({ type: 'jsonb', default: () => `'{}'` })
  summary!: Record<string, unknown>;
}
