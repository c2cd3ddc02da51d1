import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A message an agent sent as an approved follow-up template (the conversation's 24-hour window had closed): the
 * sender sends it as that template, with these parameters, instead of as text. Written in the message's own
 * transaction, so no send can see the message without it.
 */
@Entity('whatsapp_template_messages')
export class WhatsappTemplateMessage {
  /** The chat message's id (its row goes with the message). */
  @PrimaryColumn({ type: 'uuid' })
  messageId!: string;

  @Column({ type: 'varchar', length: 512 })
  templateName!: string;

  @Column({ type: 'varchar', length: 10 })
  language!: string;

  @Column({ type: 'jsonb', default: () => "'[]'::jsonb" })
  parameters!: string[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
