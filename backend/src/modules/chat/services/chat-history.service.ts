import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository, type SelectQueryBuilder } from 'typeorm';
import type { AgentChatMessageView, ChatMention, ChatMessageView, ChatSessionView } from '@kedai/contracts';
import { isUuid } from '../../../core/database/sql-values';
import { Principal } from '../../../core/security/principal';
import { UsersService } from '../../users';
import { mentionedTeammates } from '../rules/mentions';
import { ChatSessionsService } from './chat-sessions.service';
import { toMessageView, toSessionView } from '../read/chat.view';
import { ChatMessage } from '../entities/chat-message.entity';
import { ChatSession } from '../entities/chat-session.entity';

/** At most this many missed messages are given back at once: beyond that the inbox itself is the catch-up. */
export const MISSED_MESSAGES_LIMIT = 200;

/** A session's messages, oldest first. */
@Injectable()
export class ChatHistoryService {
  constructor(
    @InjectRepository(ChatMessage) private readonly messages: Repository<ChatMessage>,
    @InjectRepository(ChatSession) private readonly sessionRows: Repository<ChatSession>,
    private readonly sessions: ChatSessionsService,
    private readonly users: UsersService,
  ) {}

  /**
   * With afterMessageId only the messages after it (reconnect gap-fill); an unknown id gives all. Staff-only
   * notes are in the staff's view only; the customer's (the default, so a new caller cannot leak them) has none.
   */
  async messageViews(
    sessionId: string,
    afterMessageId?: string | null,
    audience: 'customer' | 'staff' = 'customer',
  ): Promise<ChatMessageView[]> {
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
    if (audience === 'customer') query.andWhere('m.isNote = false');
    return (await query.getMany()).map(toMessageView);
  }

  /** All messages of an existing session, notes included (404 otherwise): the agents' view. */
  async sessionMessages(sessionId: string): Promise<ChatMessageView[]> {
    await this.sessions.findSession(sessionId);
    return this.messageViews(sessionId, null, 'staff');
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

  /**
   * What an agent's screen missed while its socket was away (a restart, a network drop): customers' messages in any
   * conversation after the newest message it saw (`after`, a message id; else `since`, a time), oldest first, each
   * with its conversation's summary as the live copies carry it, so the screen alerts for them as if they had come
   * live. Compared in SQL: created_at has microseconds a JS Date would drop.
   */
  async missedByAgents(cursor: MissedCursor): Promise<AgentChatMessageView[]> {
    const query = this.messages.createQueryBuilder('m').where(`m.senderType = 'customer'`);
    if (!afterCursor(query, cursor)) return [];
    const messages = await query.getMany();
    if (messages.length === 0) return [];
    const sessions = await this.sessionViews(messages);
    return messages.flatMap((message) => {
      const session = sessions.get(message.sessionId);
      return session ? [{ ...toMessageView(message), session }] : [];
    });
  }

  /**
   * After a reconnect: the notes that named this agent (@name) while their screen was away, as the chat:mention
   * each would have brought live (the same rule, against the staff as they are now).
   */
  async missedMentions(agentId: string, cursor: MissedCursor): Promise<ChatMention[]> {
    const query = this.messages
      .createQueryBuilder('m')
      .where('m.isNote = true')
      .andWhere(`m.message LIKE '%@%'`)
      .andWhere('m.senderId IS DISTINCT FROM :agentId', { agentId });
    if (!afterCursor(query, cursor)) return [];
    const notes = await query.getMany();
    if (notes.length === 0) return [];
    const staff = await this.users.activeStaff();
    const naming = notes.filter((note) =>
      mentionedTeammates(note.message, staff, note.senderId ?? '').some((teammate) => teammate.id === agentId),
    );
    const sessions = await this.sessionViews(naming);
    return naming.flatMap((note) => {
      const session = sessions.get(note.sessionId);
      if (!session) return [];
      return [
        {
          sessionId: note.sessionId,
          messageId: note.id,
          agentId,
          byAgentId: note.senderId ?? '',
          byName: note.senderName,
          text: note.message,
          customerName: session.customerName,
          createdAt: note.createdAt.toISOString(),
        },
      ];
    });
  }

  private async sessionViews(messages: ChatMessage[]): Promise<Map<string, ChatSessionView>> {
    const ids = [...new Set(messages.map((m) => m.sessionId))];
    if (ids.length === 0) return new Map();
    return new Map((await this.sessionRows.findBy({ id: In(ids) })).map((s) => [s.id, toSessionView(s)]));
  }
}

/** Where an agent's screen stopped hearing: after the newest message it saw, or (none yet) a time. */
export type MissedCursor = { after?: string; since?: string };

/** Messages after the cursor, oldest first, at most MISSED_MESSAGES_LIMIT; false when there is no cursor. */
function afterCursor(query: SelectQueryBuilder<ChatMessage>, cursor: MissedCursor): boolean {
  query.orderBy('m.createdAt', 'ASC').addOrderBy('m.id', 'ASC').limit(MISSED_MESSAGES_LIMIT);
  if (cursor.after) {
    // Compared in SQL: created_at has microseconds a JS Date would drop.
    query.andWhere(`(m.created_at, m.id) > (SELECT a.created_at, a.id FROM chat_messages a WHERE a.id = :after)`, {
      after: cursor.after,
    });
    return true;
  }
  if (cursor.since) {
    query.andWhere('m.created_at > :since', { since: new Date(cursor.since) });
    return true;
  }
  return false;
}
