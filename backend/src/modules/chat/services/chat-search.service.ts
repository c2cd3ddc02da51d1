import { HttpStatus, Injectable } from '@nestjs/common';
import { CHAT_SEARCH_LIMIT, chatSearchProblem, searchSnippet, type ChatSearchHit } from '@kedai/contracts';
import { DataSource } from 'typeorm';
import { ApiError } from '../../../core/http/api-error';
import { likePattern } from '../../../core/database/sql-values';

type HitRow = {
  id: string;
  session_id: string;
  sender_type: string;
  sender_name: string;
  message: string;
  created_at: Date;
  customer_name: string;
  status: ChatSearchHit['status'];
};

/**
 * How many of the newest messages the first step reads. A common word ("kod", "激活码") has its newest hits among
 * them; reading them newest-first by IDX_chat_messages_created_at is a few milliseconds, where the trigram index
 * would hand over every one of its hundreds of thousands of matches to be rechecked and sorted.
 */
export const RECENT_WINDOW = 5_000;

const SELECT_HITS = `SELECT m.id, m.session_id, m.sender_type, m.sender_name, m.message, m.created_at, s.customer_name, s.status`;

/**
 * Search in message text across every conversation (staff only; docs/product/chat.md "Search in messages"):
 * `message ILIKE '%term%'`, newest first. Two steps, the same answer as one query over every message: the newest
 * RECENT_WINDOW messages first; when they hold a full page of hits, no older message could be among the newest
 * hits. Otherwise (a rare word) the trigram index IDX_chat_messages_message_trgm finds the few matches anywhere.
 * It searches what the inbox shows: a reply carrying a password is stored masked in `message`, so a secret is
 * never found by search.
 */
@Injectable()
export class ChatSearchService {
  constructor(private readonly dataSource: DataSource) {}

  async search(raw: unknown): Promise<ChatSearchHit[]> {
    const problem = chatSearchProblem(raw);
    if (problem) throw new ApiError(HttpStatus.BAD_REQUEST, 'chat_search_invalid', problem);
    const term = (raw as string).trim();
    const pattern = likePattern(term);
    let rows: HitRow[] = await this.dataSource.query(
      `${SELECT_HITS}
       FROM (SELECT * FROM chat_messages ORDER BY created_at DESC, id DESC LIMIT $3) m
       JOIN chat_sessions s ON s.id = m.session_id
       WHERE m.message ILIKE $1
       ORDER BY m.created_at DESC, m.id DESC
       LIMIT $2`,
      [pattern, CHAT_SEARCH_LIMIT, RECENT_WINDOW],
    );
    if (rows.length < CHAT_SEARCH_LIMIT) {
      rows = await this.dataSource.query(
        `${SELECT_HITS}
         FROM chat_messages m JOIN chat_sessions s ON s.id = m.session_id
         WHERE m.message ILIKE $1
         ORDER BY m.created_at DESC, m.id DESC
         LIMIT $2`,
        [pattern, CHAT_SEARCH_LIMIT],
      );
    }
    return rows.map((row) => ({
      sessionId: row.session_id,
      customerName: row.customer_name,
      status: row.status,
      messageId: row.id,
      senderType: row.sender_type,
      senderName: row.sender_name,
      ...searchSnippet(row.message, term),
      createdAt: new Date(row.created_at).toISOString(),
    }));
  }
}
