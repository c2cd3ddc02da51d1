import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { QUICK_REPLY_CATEGORIES, type QuickReplyCategory, type Translations } from '@kedai/contracts';

export { QUICK_REPLY_CATEGORIES, type QuickReplyCategory };

@Entity('chat_quick_replies')
@Check('CHK_chat_quick_replies_category', `"category" IN ('order', 'payment', 'installation', 'general')`)
export class QuickReply {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 100 })
  title!: string;

  @Column({ type: 'text' })
  content!: string;

  /** The content in Malay and Chinese ({ "ms": ..., "zh-Hans": ... }); English is `content`. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  translations!: Translations;

  @Column({ type: 'varchar', length: 20, default: 'general' })
  category!: QuickReplyCategory;

  @Column({ type: 'boolean', default: true })
  isActive!: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
