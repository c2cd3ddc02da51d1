import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A label agents put on conversations (admin-managed; docs/product/chat.md "Labels"). */
@Entity('chat_labels')
@Check('CHK_chat_labels_colour', `"colour" ~ '^#[0-9A-F]{6}$'`)
@Index('UQ_chat_labels_name_lower', { synchronize: false })
export class ChatLabel {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Unique without regard to case (a unique index on lower(name), made by the migration). */
  @Column({ type: 'varchar', length: 40 })
  name!: string;

  /** `#RRGGBB`, upper case. */
  @Column({ type: 'varchar', length: 7 })
  colour!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
