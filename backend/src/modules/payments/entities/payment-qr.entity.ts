import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * The admin's checkout QR (one row, id 1): an uploaded image and/or the e-wallet's label. Without an image
 * the default under backend/assets is served; without a label the default label is shown.
 */
@Entity('payment_qr')
export class PaymentQr {
  @PrimaryColumn({ type: 'smallint' })
  id!: number;

  @Column({ type: 'varchar', length: 200, nullable: true })
  storageKey!: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  mimeType!: string | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  label!: string | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
