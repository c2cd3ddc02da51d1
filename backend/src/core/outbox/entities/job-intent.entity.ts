import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A job to put on a queue, written in the same transaction as the change that calls for it (the outbox
 * pattern): if the process dies after the commit, the relay still delivers it. Delivered rows keep
 * `dispatchedAt` for inspection.
 */
@Entity('job_intents')
@Index('job_intents_pending', ['createdAt'], { where: '"dispatched_at" IS NULL' })
export class JobIntent {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 40 })
  queue!: string;

  @Column({ type: 'varchar', length: 60 })
  name!: string;

  @Column({ type: 'jsonb' })
  data!: Record<string, unknown>;

  /** BullMQ's job id: deterministic, so delivering an intent twice queues one job. */
  @Column({ type: 'varchar', length: 200 })
  jobId!: string;

  /** When the job should run (a delayed job keeps its time even if delivered late). */
  @Column({ type: 'timestamptz' })
  runAt!: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  dispatchedAt!: Date | null;

  @Column({ type: 'int', default: 0 })
  attempts!: number;

  @Column({ type: 'text', nullable: true })
  lastError!: string | null;
}
