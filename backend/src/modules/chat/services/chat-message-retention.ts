import { Injectable, OnModuleInit } from '@nestjs/common';
import { RetentionRegistry } from '../../../core/maintenance/retention';

/** Messages older than the cut-off in chats that have ended (an open conversation keeps its history). */
const OLD_MESSAGES = `created_at < $1 AND session_id IN (SELECT id FROM chat_sessions WHERE status = 'ended')`;
/** Ended chats last active before the cut-off with no message left: the session row (name, e-mail) goes too. */
const EMPTY_SESSIONS = `status = 'ended' AND coalesce(last_message_at, ended_at, created_at) < $1
  AND NOT EXISTS (SELECT 1 FROM chat_messages m WHERE m.session_id = chat_sessions.id)`;

/** Chat's part of data retention (Settings → Data retention → Chat messages). */
@Injectable()
export class ChatMessageRetention implements OnModuleInit {
  constructor(private readonly registry: RetentionRegistry) {}

  onModuleInit(): void {
    this.registry.register({
      kind: 'chat-messages',
      count: async (cutoff, em) => {
        const [{ messages }] = await em.query(`SELECT count(*) AS messages FROM chat_messages WHERE ${OLD_MESSAGES}`, [
          cutoff,
        ]);
        return { chat_messages: Number(messages) };
      },
      purge: async (cutoff, em) => {
        const [, messages] = await em.query(`DELETE FROM chat_messages WHERE ${OLD_MESSAGES}`, [cutoff]);
        const [, sessions] = await em.query(`DELETE FROM chat_sessions WHERE ${EMPTY_SESSIONS}`, [cutoff]);
        return { parts: { chat_messages: Number(messages), chat_sessions: Number(sessions) } };
      },
    });
  }
}
