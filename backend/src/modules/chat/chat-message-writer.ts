import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager, In, Repository } from 'typeorm';
import type { ChatSenderType } from '../../contracts/realtime';
import { encryptSecret } from '../../core/security/secret-box';
import { chatErrors } from './chat-rules';
import { ChatMessage } from './entities/chat-message.entity';
import { ChatSession } from './entities/chat-session.entity';

export interface NewMessage {
  senderType: ChatSenderType;
  senderId: string | null;
  senderName: string;
  /** What is stored in the clear: for a reply carrying a secret, the text with the secret masked. */
  message: string;
  clientId: string | null;
  autoReplyRuleId?: string | null;
  /** The full text of a reply carrying a secret; stored encrypted and shown only in the conversation. */
  sealedMessage?: string | null;
}

export interface StoredMessage {
  message: ChatMessage;
  session: ChatSession;
  /** False when the clientId was already stored: nothing new happened and nothing was emitted. */
  created: boolean;
}

interface PendingWrite {
  sessionId: string;
  input: NewMessage;
  resolve: (stored: StoredMessage) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; stored: StoredMessage } | { ok: false; error: unknown };

/** At most this many messages per transaction. */
const MAX_BATCH = 500;

/**
 * Stores chat messages in batches: messages that arrive while the previous batch is being written
 * go together in one transaction (lock the sessions, one multi-row INSERT ... ON CONFLICT DO NOTHING,
 * one UPDATE of the sessions). Each caller's promise settles only after the commit, so a message is
 * still stored before it is delivered, and messages keep their arrival order (created_at grows by a
 * microsecond per row within a batch, and batches are written one after another).
 */
@Injectable()
export class ChatMessageWriter {
  private readonly logger = new Logger(ChatMessageWriter.name);
  private queue: PendingWrite[] = [];
  private draining = false;

  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(ChatMessage) private readonly messages: Repository<ChatMessage>,
  ) {}

  write(sessionId: string, input: NewMessage): Promise<StoredMessage> {
    return new Promise<StoredMessage>((resolve, reject) => {
      this.queue.push({ sessionId, input, resolve, reject });
      if (!this.draining) {
        this.draining = true;
        // Let the socket events read in the same I/O turn join the first batch.
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain() {
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, MAX_BATCH);
        let outcomes: Outcome[];
        try {
          outcomes = await this.dataSource.transaction((manager) => this.writeBatch(manager, batch));
        } catch (error) {
          if (batch.length === 1) {
            outcomes = [{ ok: false, error }];
          } else {
            // One bad message must not fail the others: write them one by one.
            this.logger.warn(`A batch of ${batch.length} chat messages failed (${String(error)}); writing singly`);
            outcomes = [];
            for (const item of batch) {
              outcomes.push(
                await this.dataSource
                  .transaction((manager) => this.writeBatch(manager, [item]))
                  .then((single) => single[0])
                  .catch((singleError: unknown) => ({ ok: false, error: singleError }) as Outcome),
              );
            }
          }
        }
        batch.forEach((item, index) => {
          const outcome = outcomes[index];
          if (outcome.ok) item.resolve(outcome.stored);
          else item.reject(outcome.error);
        });
      }
    } finally {
      this.draining = false;
    }
  }

  private async writeBatch(manager: EntityManager, batch: PendingWrite[]): Promise<Outcome[]> {
    const sessionIds = [...new Set(batch.map((item) => item.sessionId))].sort();
    // Locked in a fixed order (no deadlock with another process's batch); End Chat takes the same lock.
    const locked: { id: string; status: string }[] = await manager.query(
      `SELECT id, status FROM chat_sessions WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`,
      [sessionIds],
    );
    const statusOf = new Map(locked.map((row) => [row.id, row.status]));
    const outcomes: (Outcome | null)[] = batch.map((item) => {
      const status = statusOf.get(item.sessionId);
      if (!status) return { ok: false, error: chatErrors.notFound() };
      if (status === 'ended') return { ok: false, error: chatErrors.ended() };
      return null;
    });
    const accepted = batch.map((item, index) => ({ item, index, id: randomUUID() })).filter((a) => !outcomes[a.index]);
    if (accepted.length === 0) return outcomes as Outcome[];

    const column = <T>(pick: (a: (typeof accepted)[number]) => T) => accepted.map(pick);
    const inserted: { id: string; created_at: Date }[] = await manager.query(
      `INSERT INTO chat_messages
         (id, session_id, sender_type, sender_id, sender_name, message, client_id, auto_reply_rule_id, sealed_message,
          created_at)
       SELECT u.id, u.session_id, u.sender_type, u.sender_id, u.sender_name, u.message, u.client_id, u.rule_id,
              u.sealed, now() + u.ord * interval '1 microsecond'
       FROM unnest($1::uuid[], $2::uuid[], $3::varchar[], $4::uuid[], $5::varchar[], $6::text[], $7::varchar[], $8::uuid[],
                   $9::text[])
         WITH ORDINALITY AS u(id, session_id, sender_type, sender_id, sender_name, message, client_id, rule_id, sealed, ord)
       ORDER BY u.ord
       ON CONFLICT (session_id, client_id) DO NOTHING
       RETURNING id, created_at`,
      [
        column((a) => a.id),
        column((a) => a.item.sessionId),
        column((a) => a.item.input.senderType),
        column((a) => a.item.input.senderId),
        column((a) => a.item.input.senderName),
        column((a) => a.item.input.message),
        column((a) => a.item.input.clientId),
        column((a) => a.item.input.autoReplyRuleId ?? null),
        column((a) => (a.item.input.sealedMessage ? encryptSecret(a.item.input.sealedMessage) : null)),
      ],
    );
    const createdAt = new Map(inserted.map((row) => [row.id, new Date(row.created_at)]));

    // The newest new message of each session, its customer messages, and whether an agent wrote.
    const touched = new Map<string, { last: ChatMessage; unread: number; admin: boolean }>();
    const fresh = new Map<number, ChatMessage>();
    for (const a of accepted) {
      const at = createdAt.get(a.id);
      if (!at) continue;
      const message = this.messages.create({
        id: a.id,
        sessionId: a.item.sessionId,
        senderType: a.item.input.senderType,
        senderId: a.item.input.senderId,
        senderName: a.item.input.senderName,
        message: a.item.input.message,
        clientId: a.item.input.clientId,
        isRead: false,
        autoReplyRuleId: a.item.input.autoReplyRuleId ?? null,
        sealedMessage: a.item.input.sealedMessage ?? null,
        createdAt: at,
      });
      fresh.set(a.index, message);
      const entry = touched.get(a.item.sessionId) ?? { last: message, unread: 0, admin: false };
      entry.last = message;
      if (a.item.input.senderType === 'customer') entry.unread += 1;
      if (a.item.input.senderType === 'admin') entry.admin = true;
      touched.set(a.item.sessionId, entry);
    }
    if (touched.size > 0) {
      const rows = [...touched.entries()];
      await manager.query(
        `UPDATE chat_sessions s SET last_message = v.last_message, last_message_at = v.last_at,
           unread_count = s.unread_count + v.unread,
           status = CASE WHEN v.admin THEN 'active' ELSE s.status END
         FROM unnest($1::uuid[], $2::text[], $3::timestamptz[], $4::int[], $5::boolean[])
           AS v(id, last_message, last_at, unread, admin)
         WHERE s.id = v.id`,
        [
          rows.map(([id]) => id),
          rows.map(([, t]) => t.last.message),
          rows.map(([, t]) => t.last.createdAt),
          rows.map(([, t]) => t.unread),
          rows.map(([, t]) => t.admin),
        ],
      );
    }
    // Resends (clientId already stored, before or earlier in this batch): answer the stored message.
    const duplicates = accepted.filter((a) => !fresh.has(a.index));
    const existing = duplicates.length
      ? await manager.getRepository(ChatMessage).find({
          where: duplicates.map((a) => ({ sessionId: a.item.sessionId, clientId: a.item.input.clientId ?? '' })),
        })
      : [];
    const sessions = await manager.getRepository(ChatSession).findBy({ id: In([...statusOf.keys()]) });
    const sessionById = new Map(sessions.map((session) => [session.id, session]));
    for (const a of accepted) {
      const session = sessionById.get(a.item.sessionId);
      const message =
        fresh.get(a.index) ??
        existing.find((m) => m.sessionId === a.item.sessionId && m.clientId === a.item.input.clientId);
      outcomes[a.index] =
        session && message
          ? { ok: true, stored: { message, session, created: fresh.has(a.index) } }
          : { ok: false, error: chatErrors.notFound() };
    }
    return outcomes as Outcome[];
  }
}
