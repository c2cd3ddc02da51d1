import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import type { ChatAssignmentKind } from '@kedai/contracts';
import { ChatSession } from './chat-session.entity';

/** One change of who works a conversation: its timeline in the inbox (docs/product/chat.md "Assignment"). */
@Entity('chat_assignment_events')
@Check(
  'CHK_chat_assignment_events_kind',
  `"kind" IN ('claimed', 'assigned', 'unassigned', 'replied', 'auto', 'handed-back', 'deactivated')`,
)
@Index('IDX_chat_assignment_events_session', ['sessionId', 'at'])
@Index('IDX_chat_assignment_events_to', ['toId', 'at'], { where: '"to_id" IS NOT NULL' })
export class ChatAssignmentEvent {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  sessionId!: string;

  @ManyToOne(() => ChatSession, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'session_id', foreignKeyConstraintName: 'FK_chat_assignment_events_session' })
  session?: Relation<ChatSession>;

  @Column({ type: 'varchar', length: 20 })
  kind!: ChatAssignmentKind;

  @Column({ type: 'uuid', nullable: true })
  fromId!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  fromName!: string | null;

  @Column({ type: 'uuid', nullable: true })
  toId!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  toName!: string | null;

  /** Who made the change; null for round-robin and hand-back (the system). */
  @Column({ type: 'varchar', length: 100, nullable: true })
  byName!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  at!: Date;
}
