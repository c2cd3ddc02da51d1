import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** One row (id 1): the global auto-reply switch and delay. */
@Entity('chat_settings')
@Check('CHK_chat_settings_single_row', `"id" = 1`)
@Check('CHK_chat_settings_delay', `"response_delay_seconds" BETWEEN 0 AND 60`)
export class ChatSettings {
  @PrimaryColumn({ type: 'int', default: 1 })
  id!: number;

  @Column({ type: 'boolean', default: true })
  autoReplyEnabled!: boolean;

  @Column({ type: 'int', default: 2 })
  responseDelaySeconds!: number;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
