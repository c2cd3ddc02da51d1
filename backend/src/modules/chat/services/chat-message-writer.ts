import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { PoolClient } from 'pg';
import { DataSource, EntityManager, QueryRunner, Repository } from 'typeorm';
import type { ChatSenderType } from '@kedai/contracts';
import { encryptSecret } from '../../../core/security/secret-box';
import { chatErrors } from '../rules/chat-rules';
import { ChatMessage, type AutoReplyKind, type StoredAttachment } from '../entities/chat-message.entity';
import { ChatSession } from '../entities/chat-session.entity';

export interface NewMessage {
  senderType: ChatSenderType;
  senderId: string | null;
  senderName: string;
  /** What is stored in the clear: for a reply carrying a secret, the text with the secret masked. */
  message: string;
  clientId: string | null;
  autoReplyRuleId?: string | null;
  /** Which stage wrote an automatic answer (the support report counts "where is my order?" apart). */
  autoReplyKind?: AutoReplyKind | null;
  /** The full text of a reply carrying a secret; stored encrypted and shown only in the conversation. */
  sealedMessage?: string | null;
  /** A staff-only note: stored and shown to agents, but it never moves the session on (last message, status). */
  isNote?: boolean;
  /** The file the message carries (already in the storage); `message` is then its caption. */
  attachment?: StoredAttachment | null;
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
/** A chat_sessions row as json_agg writes it: column names, timestamps as ISO text. */
type SessionRow = Record<string, unknown> & { id: string; status: string };
type InsertedRow = { id: string; created_at: string };
type SessionColumn = { property: string; column: string; read: (value: unknown) => unknown };
const TIMESTAMP_TYPES = new Set(['timestamp with time zone', 'timestamp without time zone', 'timestamp']);
type BatchResult = { sessions: SessionRow[] | null; inserted: InsertedRow[] | null };

/** At most this many messages per statement. */
const MAX_BATCH = 500;

/**
 * One statement, so one round trip and its own transaction: lock the sessions in a fixed order (no deadlock
 * with another process's batch; End Chat takes the same lock), insert the messages of the sessions that are
 * open, move each session's last message, unread count and status on, and answer every locked session as
 * it now is: moved on, or as locked when none of its messages was new (only resends, or an ended session).
 */
const WRITE_BATCH_SQL = `
WITH locked AS (
  SELECT * FROM chat_sessions WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE
),
ins AS (
  INSERT INTO chat_messages
    (id, session_id, sender_type, sender_id, sender_name, message, client_id, auto_reply_rule_id,
     auto_reply_kind, sealed_message, is_note, attachment, created_at)
  SELECT u.id, u.session_id, u.sender_type, u.sender_id, u.sender_name, u.message, u.client_id, u.rule_id,
         u.rule_kind, u.sealed, u.is_note, u.attachment::jsonb, now() + u.ord * interval '1 microsecond'
  FROM unnest($2::uuid[], $3::uuid[], $4::varchar[], $5::uuid[], $6::varchar[], $7::text[], $8::varchar[],
              $9::uuid[], $10::text[], $11::boolean[], $12::text[], $13::varchar[])
    WITH ORDINALITY AS u(id, session_id, sender_type, sender_id, sender_name, message, client_id, rule_id,
                         sealed, is_note, attachment, rule_kind, ord)
  JOIN locked l ON l.id = u.session_id AND l.status <> 'ended'
  ORDER BY u.ord
  ON CONFLICT (session_id, client_id) DO NOTHING
  RETURNING id, session_id, sender_type, message, is_note, attachment, created_at
),
touched AS (
  SELECT DISTINCT ON (session_id) session_id,
         CASE WHEN message = '' AND attachment IS NOT NULL THEN '📎 ' || (attachment->>'name') ELSE message END
           AS last_message,
         created_at AS last_at,
         count(*) FILTER (WHERE sender_type = 'customer') OVER (PARTITION BY session_id) AS unread,
         bool_or(sender_type = 'admin') OVER (PARTITION BY session_id) AS admin
  FROM ins WHERE NOT is_note ORDER BY session_id, created_at DESC
),
moved AS (
  UPDATE chat_sessions s SET last_message = t.last_message, last_message_at = t.last_at,
    unread_count = s.unread_count + t.unread,
    status = CASE WHEN t.admin THEN 'active' ELSE s.status END
  FROM touched t WHERE s.id = t.session_id
  RETURNING s.*
)
SELECT (SELECT json_agg(CASE WHEN m.id IS NULL THEN to_json(l) ELSE to_json(m) END)
          FROM locked l LEFT JOIN moved m ON m.id = l.id) AS sessions,
       (SELECT json_agg(json_build_object('id', ins.id, 'created_at', ins.created_at)) FROM ins) AS inserted`;

/**
 * The one path that stores chat messages (WRITE_BATCH_SQL is the only statement that moves a session on
 * with a new message). Stores them in batches: messages that arrive while the previous batch is being written
 * go together in WRITE_BATCH_SQL, which also answers the sessions as they now are. Each caller's promise
 * settles only after the commit, so a message is still stored before it is delivered, and messages keep
 * their arrival order (created_at grows by a microsecond per row within a batch, and batches are written
 * one after another).
 */
@Injectable()
export class ChatMessageWriter {
  private readonly logger = new Logger(ChatMessageWriter.name);
  private queue: PendingWrite[] = [];
  private draining = false;
  private sessionColumns?: SessionColumn[];

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

  /**
   * Writes one message inside the caller's transaction (which may already hold the session's row lock, e.g.
   * End Chat or an auto-reply re-checking the session): the same statement, so the same session update.
   * Refuses an ended or missing session like write() does.
   */
  async writeInTransaction(manager: EntityManager, sessionId: string, input: NewMessage): Promise<StoredMessage> {
    if (!manager.queryRunner) throw new Error('writeInTransaction needs a transaction');
    const [outcome] = await this.writeBatch(
      [{ sessionId, input, resolve: () => undefined, reject: () => undefined }],
      manager.queryRunner,
    );
    if (!outcome.ok) throw outcome.error;
    return outcome.stored;
  }

  private async drain() {
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, MAX_BATCH);
        let outcomes: Outcome[];
        try {
          outcomes = await this.writeBatch(batch);
        } catch (error) {
          if (batch.length === 1) {
            outcomes = [{ ok: false, error }];
          } else {
            // One bad message must not fail the others: write them one by one.
            this.logger.warn(`A batch of ${batch.length} chat messages failed (${String(error)}); writing singly`);
            outcomes = [];
            for (const item of batch) {
              outcomes.push(
                await this.writeBatch([item])
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

  /** With a runner: inside its transaction; without: on a pooled connection of its own. */
  private async writeBatch(batch: PendingWrite[], runner?: QueryRunner): Promise<Outcome[]> {
    const sessionIds = [...new Set(batch.map((item) => item.sessionId))].sort();
    const rows = batch.map((item) => ({ item, id: randomUUID() }));
    const column = <T>(pick: (row: (typeof rows)[number]) => T) => rows.map(pick);
    const result = await this.runBatchStatement(runner, [
      sessionIds,
      column((row) => row.id),
      column((row) => row.item.sessionId),
      column((row) => row.item.input.senderType),
      column((row) => row.item.input.senderId),
      column((row) => row.item.input.senderName),
      column((row) => row.item.input.message),
      column((row) => row.item.input.clientId),
      column((row) => row.item.input.autoReplyRuleId ?? null),
      column((row) => (row.item.input.sealedMessage ? encryptSecret(row.item.input.sealedMessage) : null)),
      column((row) => row.item.input.isNote ?? false),
      column((row) => (row.item.input.attachment ? JSON.stringify(row.item.input.attachment) : null)),
      column((row) => row.item.input.autoReplyKind ?? null),
    ]);
    const sessionById = new Map((result.sessions ?? []).map((row) => [row.id, this.toSession(row)]));
    const createdAt = new Map((result.inserted ?? []).map((row) => [row.id, new Date(row.created_at)]));

    const refusals = rows.map(({ item }): Outcome | null => {
      const status = sessionById.get(item.sessionId)?.status;
      if (!status) return { ok: false, error: chatErrors.notFound() };
      if (status === 'ended') return { ok: false, error: chatErrors.ended() };
      return null;
    });
    const fresh = new Map<number, ChatMessage>();
    rows.forEach((row, index) => {
      const at = createdAt.get(row.id);
      if (at) fresh.set(index, this.toEntity(row.id, row.item, at));
    });
    // Resends (clientId already stored, before or earlier in this batch): answer the stored message.
    const duplicates = rows.filter((_, index) => !fresh.has(index) && !refusals[index]);
    const existing = duplicates.length
      ? await (runner?.manager.getRepository(ChatMessage) ?? this.messages).find({
          where: duplicates.map((row) => ({
            sessionId: row.item.sessionId,
            clientId: row.item.input.clientId ?? '',
          })),
        })
      : [];
    return rows.map(({ item }, index): Outcome => {
      const refusal = refusals[index];
      if (refusal) return refusal;
      const session = sessionById.get(item.sessionId);
      const message =
        fresh.get(index) ?? existing.find((m) => m.sessionId === item.sessionId && m.clientId === item.input.clientId);
      return session && message
        ? { ok: true, stored: { message, session, created: fresh.has(index) } }
        : { ok: false, error: chatErrors.notFound() };
    });
  }

  /**
   * Runs WRITE_BATCH_SQL as a named (prepared) statement on a pooled connection: PostgreSQL then plans it once
   * per connection instead of on every batch (planning alone took 1.5 ms of a 2.1 ms batch of one).
   */
  private async runBatchStatement(transaction: QueryRunner | undefined, values: unknown[]): Promise<BatchResult> {
    const runner = transaction ?? this.dataSource.createQueryRunner();
    try {
      const client = (await runner.connect()) as PoolClient;
      const { rows } = await client.query<BatchResult>({ name: 'chat-write-batch', text: WRITE_BATCH_SQL, values });
      return rows[0];
    } finally {
      if (!transaction) await runner.release();
    }
  }

  /** A session row of the batch's answer as the entity TypeORM would have read (columns by their metadata). */
  private toSession(row: SessionRow): ChatSession {
    this.sessionColumns ??= this.sessionColumnReaders();
    const session = new ChatSession();
    for (const { property, column, read } of this.sessionColumns) {
      const value = row[column];
      Object.assign(session, { [property]: value === null || value === undefined ? null : read(value) });
    }
    return session;
  }

  /** JSON gives timestamps as text (node-postgres would have parsed them); the other values come as they are. */
  private sessionColumnReaders(): SessionColumn[] {
    const driver = this.dataSource.driver;
    // Columns a session is never loaded with (the support report's figures) stay out of it here too.
    return this.dataSource
      .getMetadata(ChatSession)
      .columns.filter((metadata) => metadata.isSelect)
      .map((metadata) => ({
        property: metadata.propertyName,
        column: metadata.databaseName,
        read: TIMESTAMP_TYPES.has(driver.normalizeType(metadata))
          ? (value: unknown) => new Date(value as string)
          : (value: unknown) => driver.prepareHydratedValue(value, metadata) as unknown,
      }));
  }

  private toEntity(id: string, item: PendingWrite, createdAt: Date): ChatMessage {
    return this.messages.create({
      id,
      sessionId: item.sessionId,
      senderType: item.input.senderType,
      senderId: item.input.senderId,
      senderName: item.input.senderName,
      message: item.input.message,
      clientId: item.input.clientId,
      isRead: false,
      autoReplyRuleId: item.input.autoReplyRuleId ?? null,
      autoReplyKind: item.input.autoReplyKind ?? null,
      sealedMessage: item.input.sealedMessage ?? null,
      isNote: item.input.isNote ?? false,
      attachment: item.input.attachment ?? null,
      createdAt,
    });
  }
}
