import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** One queue's alert thresholds (null: that measure is not watched). */
@Entity('queue_alert_thresholds')
export class QueueAlertThreshold {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  queue!: string;

  @Column({ type: 'integer', nullable: true })
  depth!: number | null;

  @Column({ type: 'integer', nullable: true })
  oldestWaitingSeconds!: number | null;

  @Column({ type: 'integer', nullable: true })
  failedLastHour!: number | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
