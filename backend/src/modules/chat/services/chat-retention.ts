import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { PurgeRegistry } from '../../../core/maintenance/purge';

/** Ended chats older than the cut-off, except a chat about an order (kept with the order). */
const ENDED = `status = 'ended' AND coalesce(ended_at, last_message_at, created_at) < $1 AND order_id IS NULL`;

/** Chat's part of maintenance: how much it stores, and the purge of old ended chats (messages first). */
@Injectable()
export class ChatRetention implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly registry: PurgeRegistry,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      action: 'ended-chats',
      count: async (cutoff, em) => {
        const [{ sessions, messages }] = await em.query(
          `SELECT (SELECT count(*) FROM chat_sessions WHERE ${ENDED}) AS sessions,
                  (SELECT count(*) FROM chat_messages WHERE session_id IN (SELECT id FROM chat_sessions WHERE ${ENDED})) AS messages`,
          [cutoff],
        );
        return { chat_sessions: Number(sessions), chat_messages: Number(messages) };
      },
      purge: async (cutoff, em) => {
        const [, messages] = await em.query(
          `DELETE FROM chat_messages WHERE session_id IN (SELECT id FROM chat_sessions WHERE ${ENDED})`,
          [cutoff],
        );
        const [, sessions] = await em.query(`DELETE FROM chat_sessions WHERE ${ENDED}`, [cutoff]);
        return { chat_messages: Number(messages), chat_sessions: Number(sessions) };
      },
    });
  }

  /** How many chat messages and sessions are stored. */
  async totals(em: EntityManager = this.dataSource.manager): Promise<{ messages: number; sessions: number }> {
    const [row] = await em.query(
      `SELECT (SELECT count(*) FROM chat_messages) AS messages, (SELECT count(*) FROM chat_sessions) AS sessions`,
    );
    return { messages: Number(row.messages), sessions: Number(row.sessions) };
  }
}
