import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The audit log's one settings row (id 1): how many days entries are kept. */
@Entity('audit_settings')
@Check('CHK_audit_settings_single_row', `"id" = 1`)
@Check('CHK_audit_settings_retention', `"retention_days" BETWEEN 90 AND 3650`)
export class AuditSettings {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id!: number;

  @Column({ type: 'integer', default: 730 })
  retentionDays!: number;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
