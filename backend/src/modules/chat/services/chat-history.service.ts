import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { ChatMessageView, ChatSessionView } from '@kedai/contracts';
import { isUuid } from '../../../core/database/sql-values';
import { Principal } from '../../../core/security/principal';
import { ChatSessionsService } from './chat-sessions.service';
import { toMessageView, toSessionView } from '../read/chat.view';
import { ChatMessage } from '../entities/chat-message.entity';

/** A session's messages, oldest first. */
@Injectable()
export class ChatHistoryService {
  constructor(
    @InjectRepository(ChatMessage) private readonly messages: Repository<ChatMessage>,
    private readonly sessions: ChatSessionsService,
  ) {}

  /** With afterMessageId only the messages after it (reconnect gap-fill); an unknown id gives all. */
  async messageViews(sessionId: string, afterMessageId?: string | null): Promise<ChatMessageView[]> {
    const query = this.messages
      .createQueryBuilder('m')
      .where('m.sessionId = :sessionId', { sessionId })
      .orderBy('m.createdAt', 'ASC')
      .addOrderBy('m.id', 'ASC');
    if (afterMessageId && isUuid(afterMessageId)) {
      // Compared in SQL: created_at has microseconds a JS Date would drop.
      query.andWhere(
        `(NOT EXISTS (SELECT 1 FROM chat_messages a WHERE a.id = :after AND a.session_id = :sessionId)
          OR (m.created_at, m.id) > (SELECT a.created_at, a.id FROM chat_messages a WHERE a.id = :after))`,
        { after: afterMessageId },
      );
    }
    return (await query.getMany()).map(toMessageView);
  }

  /** All messages of an existing session (404 otherwise). */
  async sessionMessages(sessionId: string): Promise<ChatMessageView[]> {
    await this.sessions.findSession(sessionId);
    return this.messageViews(sessionId);
  }

  /** chat:history: the caller's own session only. */
  async ownHistory(
    principal: Principal | null,
    sessionId: string,
    afterMessageId?: string,
  ): Promise<ChatMessageView[]> {
    const session = await this.sessions.ownedSession(principal, sessionId);
    return this.messageViews(session.id, afterMessageId);
  }

  /** The caller's newest session (open or just ended) and its messages, optionally only after a message id. */
  async currentConversation(
    principal: Principal | null,
    after?: string,
  ): Promise<{ session: ChatSessionView | null; messages: ChatMessageView[] }> {
    const session = await this.sessions.currentSession(principal);
    if (!session) return { session: null, messages: [] };
    return { session: toSessionView(session), messages: await this.messageViews(session.id, after) };
  }
}
