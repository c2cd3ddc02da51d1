import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';

export type OrderUpdateStatus = 'sending' | 'sent' | 'delivered' | 'read' | 'failed';

/** One order update sent (or tried) on WhatsApp: unique per order and update, so each leaves at most once. */
@Entity('whatsapp_order_updates')
@Unique('UQ_whatsapp_order_updates_order_event', ['orderId', 'event'])
@Check('CHK_whatsapp_order_updates_status', `"status" IN ('sending', 'sent', 'delivered', 'read', 'failed')`)
@Index('UQ_whatsapp_order_updates_provider_message_id', ['providerMessageId'], {
  unique: true,
  where: `"provider_message_id" IS NOT NULL`,
})
export class WhatsappOrderUpdate {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 20 })
  orderId!: string;

  /** paymentReceived, codeDelivered or rentalEnding. */
  @Column({ type: 'varchar', length: 20 })
  event!: string;

  @Column({ type: 'varchar', length: 512 })
  template!: string;

  @Column({ type: 'varchar', length: 10 })
  status!: OrderUpdateStatus;

  @Column({ type: 'varchar', length: 200, nullable: true })
  providerMessageId!: string | null;

  /** WhatsApp's reason when it failed. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  error!: string | null;

  /** A failed update was e-mailed instead. */
  @Column({ type: 'boolean', default: false })
  fellBackToEmail!: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
