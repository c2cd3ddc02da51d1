import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { AUTO_REPLY_CATEGORIES, type AutoReplyCategory, type Translations } from '@kedai/contracts';

export { AUTO_REPLY_CATEGORIES, type AutoReplyCategory };

@Entity('chat_auto_reply_rules')
@Check(
  'CHK_chat_auto_reply_rules_category',
  `"category" IN ('activation', 'order', 'technical', 'general', 'greeting', 'after_hours')`,
)
export class AutoReplyRule {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  keywords!: string[];

  @Column({ type: 'text' })
  response!: string;

  /** The response in Malay and Chinese ({ "ms": ..., "zh-Hans": ... }); English is `response`. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  translations!: Translations;

  @Column({ type: 'boolean', default: true })
  isActive!: boolean;

  /** Lower numbers are tried first. */
  @Column({ type: 'int', default: 100 })
  priority!: number;

  @Column({ type: 'varchar', length: 20, default: 'general' })
  category!: AutoReplyCategory;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
