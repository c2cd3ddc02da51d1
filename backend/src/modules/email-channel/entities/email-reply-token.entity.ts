import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A conversation's reply address for one customer address (docs/channels.md "Inbound e-mail"): only the SHA-256
 * of the token is kept, with the address the conversation's e-mail went to (the From an answer must have).
 */
@Entity('email_reply_tokens')
export class EmailReplyToken {
  @PrimaryColumn({ type: 'char', length: 64 })
  tokenHash!: string;

  @Index('IDX_email_reply_tokens_session')
  @Column({ type: 'uuid' })
  sessionId!: string;

  @Column({ type: 'varchar', length: 254 })
  address!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
