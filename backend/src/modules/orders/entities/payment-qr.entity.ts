import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The admin's e-wallet QR image (one row, id 1); without it the default under backend/assets is served. */
@Entity('payment_qr')
export class PaymentQr {
  @PrimaryColumn({ type: 'smallint' })
  id!: number;

  @Column({ type: 'varchar', length: 200 })
  storageKey!: string;

  @Column({ type: 'varchar', length: 40 })
  mimeType!: string;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
