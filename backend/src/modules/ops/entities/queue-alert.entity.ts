import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { QueueAlertMetric } from '@kedai/contracts';

/** An alert raised on a queue's measure; open until `clearedAt` (one open per queue and measure). */
@Entity('queue_alerts')
export class QueueAlert {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 40 })
  queue!: string;

  @Column({ type: 'varchar', length: 40 })
  metric!: QueueAlertMetric;

  @Column({ type: 'integer' })
  threshold!: number;

  @Column({ type: 'integer' })
  value!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  raisedAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  clearedAt!: Date | null;
}
