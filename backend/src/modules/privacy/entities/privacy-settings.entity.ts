import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { RetentionPeriods } from '@kedai/contracts';

/** The privacy module's one settings row (id 1): the retention period of each kind of data, in days (null: kept). */
@Entity('privacy_settings')
@Check('CHK_privacy_settings_single_row', `"id" = 1`)
@Check('CHK_privacy_settings_grace', `"erasure_grace_days" BETWEEN 0 AND 60`)
export class PrivacySettings {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id!: number;

  /** Only the kinds set so far; a missing kind has its default (kept). */
  @Column({ type: 'jsonb', default: {} })
  retention!: Partial<RetentionPeriods>;

  /** Days between a "Delete my account" and the erasure, during which it can be cancelled (0: at once). */
  @Column({ type: 'smallint', default: 14 })
  erasureGraceDays!: number;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
