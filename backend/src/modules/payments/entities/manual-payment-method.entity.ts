import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * What the admin wrote for one manual payment method (Settings): its label, QR image, account details and
 * instructions. A method without a row shows its defaults. Whether it is offered is the settings' toggle.
 */
@Entity('manual_payment_methods')
export class ManualPaymentMethod {
  /** A PAYMENT_METHOD_KEYS key (touchNGo, duitNow, bankTransfer, alipay, wechatPay). */
  @PrimaryColumn({ type: 'varchar', length: 20 })
  key!: string;

  @Column({ type: 'varchar', length: 60, nullable: true })
  label!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  qrStorageKey!: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  qrMimeType!: string | null;

  @Column({ type: 'varchar', length: 500, default: '' })
  accountDetails!: string;

  @Column({ type: 'varchar', length: 1000, default: '' })
  instructions!: string;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
