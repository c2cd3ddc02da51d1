import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type StockAlertMessageStatus = 'queued' | 'sending' | 'sent' | 'delivered' | 'read' | 'failed';

/**
 * One back-in-stock template for WhatsApp (a confirmation link or "it is back"), written in the caller's
 * transaction as `queued`; the send job claims it (`sending`) before it leaves, so it is sent at most once, and a
 * claim left without WhatsApp's id (a worker killed mid-request) is ended as failed, never sent again.
 */
@Entity('whatsapp_stock_alert_messages')
@Check('CHK_whatsapp_stock_alert_messages_kind', `"kind" IN ('confirm', 'back')`)
@Check(
  'CHK_whatsapp_stock_alert_messages_status',
  `"status" IN ('queued', 'sending', 'sent', 'delivered', 'read', 'failed')`,
)
@Index('IDX_whatsapp_stock_alert_messages_alert', ['alertId'])
@Index('UQ_whatsapp_stock_alert_messages_provider_message_id', ['providerMessageId'], {
  unique: true,
  where: `"provider_message_id" IS NOT NULL`,
})
export class WhatsappStockAlertMessage {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** The stock alert's id (stock-alerts' row; no foreign key across modules). */
  @Column({ type: 'uuid' })
  alertId!: string;

  @Column({ type: 'varchar', length: 10 })
  kind!: 'confirm' | 'back';

  /** +60…, as the request stored it. */
  @Column({ type: 'varchar', length: 20 })
  phone!: string;

  /** The template name saved in Settings when the message was written: what is sent. */
  @Column({ type: 'varchar', length: 512 })
  template!: string;

  @Column({ type: 'varchar', length: 10 })
  templateLanguage!: string;

  /** The body's parameters: the product and the link. */
  @Column({ type: 'jsonb' })
  parameters!: string[];

  @Column({ type: 'varchar', length: 10, default: 'queued' })
  status!: StockAlertMessageStatus;

  @Column({ type: 'varchar', length: 200, nullable: true })
  providerMessageId!: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  error!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
