import { HttpStatus, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { ChatRead, ChatSenderType } from '@kedai/contracts';
import { DomainEvents } from '../../../core/events/domain-events.service';
import { ApiError } from '../../../core/http/api-error';
import { Principal } from '../../../core/security/principal';
import { ChatSessionsService } from './chat-sessions.service';
import { toSessionView } from '../read/chat.view';

const messageNotFound = () => new ApiError(HttpStatus.NOT_FOUND, 'chat_message_not_found', 'Message not found');

/** Read receipts (both ways) and typing indicators. */
@Injectable()
export class ChatReadsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: ChatSessionsService,
    private readonly events: DomainEvents,
  ) {}

  /**
   * An agent has read the customer's messages: all of them, or with `upTo` (a message id of the session)
   * those up to and including it. The unread count is recounted under the session lock, which the message
   * writer also takes, so a message arriving meanwhile is counted.
   */
  async markReadByAgent(sessionId: string, upTo?: string): Promise<ChatRead> {
    await this.sessions.findSession(sessionId);
    const newest = await this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT 1 FROM chat_sessions WHERE id = $1 FOR UPDATE`, [sessionId]);
      const bound = upTo ? await this.position(manager, sessionId, upTo) : null;
      await manager.query(
        `UPDATE chat_messages SET is_read = true
         WHERE session_id = $1 AND sender_type = 'customer' AND NOT is_read
           AND ($2::timestamptz IS NULL OR (created_at, id) <= ($2::timestamptz, $3::uuid))`,
        [sessionId, bound?.createdAt ?? null, bound?.id ?? null],
      );
      await manager.query(
        `UPDATE chat_sessions SET unread_count = (
           SELECT count(*) FROM chat_messages WHERE session_id = $1 AND sender_type = 'customer' AND NOT is_read
         ) WHERE id = $1`,
        [sessionId],
      );
      return this.newestReadId(manager, sessionId, ['customer']);
    });
    const read: ChatRead = { sessionId, readerType: 'admin', upTo: newest };
    this.events.emit('chat.session.read', { read, session: toSessionView(await this.sessions.findSession(sessionId)) });
    return read;
  }

  async markReadByCustomer(principal: Principal | null, sessionId: string): Promise<ChatRead> {
    const session = await this.sessions.ownedSession(principal, sessionId);
    await this.dataSource.query(
      `UPDATE chat_messages SET is_read = true WHERE session_id = $1 AND sender_type <> 'customer' AND NOT is_note AND NOT is_read`,
      [session.id],
    );
    const newest = await this.newestReadId(this.dataSource.manager, session.id, ['admin', 'auto', 'system']);
    const read: ChatRead = { sessionId: session.id, readerType: 'customer', upTo: newest };
    this.events.emit('chat.session.read', { read, session: null });
    return read;
  }

  /** Where a message of the session stands in its order; created_at as text keeps its microseconds. */
  private async position(manager: EntityManager, sessionId: string, messageId: string) {
    const rows: { id: string; createdAt: string }[] = await manager.query(
      `SELECT id, created_at::text AS "createdAt" FROM chat_messages WHERE id = $1 AND session_id = $2`,
      [messageId, sessionId],
    );
    if (!rows[0]) throw messageNotFound();
    return rows[0];
  }

  private async newestReadId(
    manager: EntityManager,
    sessionId: string,
    senders: ChatSenderType[],
  ): Promise<string | null> {
    const rows: { id: string }[] = await manager.query(
      `SELECT id FROM chat_messages WHERE session_id = $1 AND sender_type = ANY($2) AND is_read AND NOT is_note
       ORDER BY created_at DESC, id DESC LIMIT 1`,
      [sessionId, senders],
    );
    return rows[0]?.id ?? null;
  }

  /**
   * The session a customer's chat:typing may go to: only their own (else a 404). Typing is ephemeral, nothing is
   * stored: the gateway relays it from the socket.
   */
  async customerTypingSession(principal: Principal | null, sessionId: string): Promise<string> {
    return (await this.sessions.ownedSession(principal, sessionId)).id;
  }

  /** The session an agent's agent:typing goes to (a 404 for an unknown one). */
  async agentTypingSession(sessionId: string): Promise<string> {
    return (await this.sessions.findSession(sessionId)).id;
  }
}
