import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { DataRequestChannel, DataRequestKind, DataRequestStatus } from '@kedai/contracts';

/** One request of the customer's data rights: a copy of their data (export) or the erasure of their account. */
@Entity('data_requests')
@Check('CHK_data_requests_kind', `"kind" IN ('export', 'erasure')`)
@Check(
  'CHK_data_requests_status',
  `"status" IN ('queued', 'running', 'ready', 'expired', 'scheduled', 'cancelled', 'done', 'failed')`,
)
@Check('CHK_data_requests_channel', `"channel" IN ('account', 'guest', 'email', 'whatsapp')`)
@Check('CHK_data_requests_progress', `"progress" BETWEEN 0 AND 100`)
@Index('IDX_data_requests_user', ['userId', 'createdAt'])
@Index('IDX_data_requests_email', ['email', 'createdAt'])
@Index('IDX_data_requests_created', ['createdAt'])
@Index('UQ_data_requests_scheduled_erasure', ['email'], {
  unique: true,
  where: `"kind" = 'erasure' AND "status" = 'scheduled'`,
})
export class DataRequest {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 10 })
  kind!: DataRequestKind;

  @Column({ type: 'varchar', length: 10 })
  status!: DataRequestStatus;

  @Column({ type: 'varchar', length: 10 })
  channel!: DataRequestChannel;

  /** The account, when the address has one (a guest's request has none). */
  @Column({ type: 'uuid', nullable: true })
  userId!: string | null;

  /** The address the data is filed under (lower case); anonymised once an erasure is done. */
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'smallint', default: 0 })
  progress!: number;

  /** The export's zip in storage, until it expires. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  archiveKey!: string | null;

  @Column({ type: 'int', nullable: true })
  archiveSize!: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  expiresAt!: Date | null;

  /** An erasure's end of grace. */
  @Column({ type: 'timestamptz', nullable: true })
  dueAt!: Date | null;

  /** SHA-256 of the token in the erasure e-mail's cancel link. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  cancelTokenHash!: string | null;

  /** The staff member who ran it for the customer (null: the customer). */
  @Column({ type: 'uuid', nullable: true })
  requestedById!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  requestedByName!: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  note!: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  error!: string | null;

  /** An erasure's outcome: rows erased or anonymised by table. */
  @Column({ type: 'jsonb', nullable: true })
  report!: Record<string, number> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  completedAt!: Date | null;
}
