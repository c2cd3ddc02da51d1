import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { ChatHours } from '@kedai/contracts';

/** One row (id 1): the global auto-reply switch and delay, and live chat's business hours. */
@Entity('chat_settings')
@Check('CHK_chat_settings_single_row', `"id" = 1`)
@Check('CHK_chat_settings_delay', `"response_delay_seconds" BETWEEN 0 AND 60`)
@Check('CHK_chat_settings_auto_assign_cap', `"auto_assign_cap" BETWEEN 1 AND 50`)
export class ChatSettings {
  @PrimaryColumn({ type: 'int', default: 1 })
  id!: number;

  @Column({ type: 'boolean', default: true })
  autoReplyEnabled!: boolean;

  @Column({ type: 'int', default: 2 })
  responseDelaySeconds!: number;

  /** Weekly hours and holidays as the seller saved them; null: the shipped hours (DEFAULT_CHAT_HOURS). */
  @Column({ type: 'jsonb', nullable: true })
  hours!: ChatHours | null;

  /** Round-robin: new waiting conversations go to the online agent with the fewest open ones. */
  @Column({ type: 'boolean', default: false })
  autoAssignEnabled!: boolean;

  /** Round-robin gives an agent no more open conversations than this. */
  @Column({ type: 'int', default: 5 })
  autoAssignCap!: number;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
