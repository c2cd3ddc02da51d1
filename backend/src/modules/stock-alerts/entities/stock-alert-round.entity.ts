import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One restock's round of alerts, by the restock's key: written in the round's transaction, so a job that runs
 * again (a retry, a worker killed after the commit) finds its round done and sends nothing more.
 */
@Entity('stock_alert_rounds')
export class StockAlertRound {
  @PrimaryColumn({ type: 'varchar', length: 80 })
  key!: string;

  @Column({ type: 'uuid' })
  productId!: string;

  @Column({ type: 'int' })
  units!: number;

  @Column({ type: 'int' })
  sent!: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at!: Date;
}
