import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { WhatsappFollowUpTemplate, WhatsappStockAlertTemplates, WhatsappTemplateEvent } from '@kedai/contracts';
import { encryptedColumn } from '../../../core/security/secret-box';

/** The one WhatsApp settings row (id 1): the number's id and template names in the clear, the keys encrypted. */
@Entity('whatsapp_settings')
@Check('CHK_whatsapp_settings_single_row', `"id" = 1`)
export class WhatsappSettings {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id!: number;

  @Column({ type: 'varchar', length: 30, nullable: true })
  phoneNumberId!: string | null;

  /** `{"token":…,"appSecret":…,"verifyToken":…}`, encrypted at rest with the secret box. */
  @Column({ type: 'text', nullable: true, transformer: encryptedColumn })
  secrets!: string | null;

  @Column({ type: 'jsonb', default: {} })
  templates!: Partial<Record<WhatsappTemplateEvent, string>>;

  @Column({ type: 'varchar', length: 10, default: 'en' })
  templateLanguage!: string;

  /** The approved templates agents may send once a conversation's 24-hour window has closed. */
  @Column({ type: 'jsonb', default: () => "'[]'::jsonb" })
  followUpTemplates!: WhatsappFollowUpTemplate[];

  /** The back-in-stock alerts' two templates and their language (empty names: not offered). */
  @Column({ type: 'jsonb', default: () => "'{}'::jsonb" })
  stockAlertTemplates!: Partial<WhatsappStockAlertTemplates>;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
