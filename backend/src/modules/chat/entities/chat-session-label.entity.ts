import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { ChatLabel } from './chat-label.entity';
import { ChatSession } from './chat-session.entity';

/** A label on a conversation: at most once each (the primary key), gone with the label or the session. */
@Entity('chat_session_labels')
@Index('IDX_chat_session_labels_label', ['labelId', 'sessionId'])
export class ChatSessionLabel {
  @PrimaryColumn('uuid')
  sessionId!: string;

  @PrimaryColumn('uuid')
  labelId!: string;

  @ManyToOne(() => ChatSession, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'session_id', foreignKeyConstraintName: 'FK_chat_session_labels_session' })
  session?: Relation<ChatSession>;

  @ManyToOne(() => ChatLabel, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'label_id', foreignKeyConstraintName: 'FK_chat_session_labels_label' })
  label?: Relation<ChatLabel>;

  @Column({ type: 'uuid', nullable: true })
  addedById!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  addedAt!: Date;
}
