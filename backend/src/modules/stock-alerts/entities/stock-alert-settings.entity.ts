import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The back-in-stock alerts' one settings row (id 1). */
@Entity('stock_alert_settings')
@Check('CHK_stock_alert_settings_single_row', `"id" = 1`)
@Check('CHK_stock_alert_settings_margin', `"margin" BETWEEN 0 AND 1000`)
export class StockAlertSettings {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id!: number;

  /** Alerts sent beyond the units restocked. */
  @Column({ type: 'integer', default: 0 })
  margin!: number;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
