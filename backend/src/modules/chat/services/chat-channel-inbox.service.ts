import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  WHATSAPP_REPLY_WINDOW_MS,
  type ChatChannel,
  type MessageDeliveryStatus,
} from '@kedai/contracts';
import { isUniqueViolation } from '../../../core/database/sql-values';
import { ApiError } from '../../../core/http/api-error';
import { DomainEvents } from '../../../core/events/domain-events.service';
import type { UserPrincipal } from '../../../core/security/principal';
import { chatErrors, validateClientId, validateMessageText } from '../rules/chat-rules';
import { ChatAssignmentService } from './chat-assignment.service';
import { ChatMessage, type StoredAttachment } from '../entities/chat-message.entity';
import { ChatSession } from '../entities/chat-session.entity';
import { ChatMessageEvents } from './chat-message-events';
import { ChatMessageWriter } from './chat-message-writer';
import { deliveryMoves } from '../rules/delivery-status';
import { ChatAttachments, type PreparedAttachment } from './chat-attachments.service';
import { toSessionView } from '../read/chat.view';

/** A message a customer sent on another channel, as its module read it from a verified webhook. */
/** What the agent reads in place of a file a channel delivered that chat does not keep (its reason, as told to uploaders). */
function refusedFileNote(error: unknown): string {
  if (error instanceof ApiError) return `the file was not kept: ${error.message}`;
  throw error;
}

export interface InboundChannelMessage {
  channel: Exclude<ChatChannel, 'web'>;
  /** The customer's number as stored at checkout (+60…). */
  phone: string;
  /** The provider's id of the message: stored once, whatever number of times it is delivered. */
  providerMessageId: string;
  text: string;
  /** When the customer sent it (the reply window runs from here). */
  sentAt: Date;
  /** Who the number belongs to, from their newest order with it (or the profile name WhatsApp gave). */
  contact: { name: string; email: string | null; orderId: string | null };
  /**
   * A file the customer sent with it, as downloaded from the provider: it becomes the message's attachment, checked,
   * converted and kept like a file sent in the web chat (a refused file is named in the text instead).
   */
  file?: { content: Buffer; fileName: string | null } | null;
}

/** A customer's answer by e-mail to one of the conversation's e-mails, read and checked by the e-mail module. */
export interface InboundConversationReply {
  sessionId: string;
  /** Makes the write idempotent: the same e-mail twice (or two deliveries at once) stores its message once. */
  key: string;
  /** The answer with the quoted history and signature taken off. */
  text: string;
  files: { content: Buffer; fileName: string }[];
}

/** Where an e-mailed answer went: the conversation (reopened, or the customer's open one), its messages, refused files. */
export interface InboundConversationResult {
  sessionId: string;
  messageIds: string[];
  created: boolean;
  refusedFiles: { fileName: string; reason: string }[];
}

/** A message the shop is to send on another channel, claimed for one send attempt. */
export interface ChannelSend {
  messageId: string;
  sessionId: string;
  channel: Exclude<ChatChannel, 'web'>;
  phone: string;
  /** The full text (a credentials reply's sealed text: the paid-order rule already allowed it). */
  text: string;
}

/** What claimSend found when it could not claim: already on its way, or started and never answered. */
export type ClaimRefusal = 'not-found' | 'not-pending' | 'interrupted';

/** A send that started (status sending) and got no answer for this long is settled as interrupted. */
const SENDING_STALE_MS = 5 * 60_000;
const INTERRUPTED =
  'The sender stopped during the request, so it is not known whether WhatsApp received it. It was not sent again.';

/**
 * Chat's public face for messaging channels (WhatsApp): inbound messages go into the live inbox through the one
 * message-writing path, and the delivery of what agents send there is recorded on the message. The channel
 * modules speak their provider's protocol; chat owns the conversations and their messages.
 */
@Injectable()
export class ChatChannelInbox {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(ChatSession) private readonly sessions: Repository<ChatSession>,
    @InjectRepository(ChatMessage) private readonly messages: Repository<ChatMessage>,
    private readonly writer: ChatMessageWriter,
    private readonly messageEvents: ChatMessageEvents,
    private readonly events: DomainEvents,
    private readonly assignment: ChatAssignmentService,
    private readonly attachments: ChatAttachments,
  ) {}

  /** The name of a channel conversation's customer (as matched from their orders), or null for none or web chat. */
  async channelContactName(sessionId: string): Promise<string | null> {
    const session = await this.sessions.findOne({
      where: { id: sessionId },
      select: { channel: true, customerName: true },
    });
    return session && session.channel !== 'web' ? session.customerName : null;
  }

  /**
   * An agent's message that the channel sends as an approved template (WhatsApp, once the 24-hour window has
   * closed): stored like a reply (the first one claims an unassigned chat), with `alsoInTransaction` writing the
   * channel's own record of it in the message's transaction, so no send ever sees the message without it. A
   * resend with the same clientId stores and sends nothing new.
   */
  async writeAgentChannelMessage(
    agent: UserPrincipal,
    sessionId: string,
    input: { text: string; clientId: unknown },
    alsoInTransaction: (em: EntityManager, messageId: string) => Promise<void>,
  ): Promise<{ messageId: string; created: boolean }> {
    const text = validateMessageText(input.text);
    const clientId = validateClientId(input.clientId);
    const session = await this.sessions.findOneBy({ id: sessionId });
    if (!session || session.channel === 'web') throw chatErrors.notFound();
    const stored = await this.dataSource.transaction(async (em) => {
      const written = await this.writer.writeInTransaction(em, sessionId, {
        senderType: 'admin',
        senderId: agent.userId,
        senderName: agent.name,
        message: text,
        clientId,
      });
      if (written.created) await alsoInTransaction(em, written.message.id);
      return written;
    });
    if (stored.created && !stored.session.assigneeId) {
      const claimed = await this.assignment.claimOnReply(agent, sessionId);
      if (claimed) stored.session = claimed;
    }
    this.messageEvents.stored(stored, 'agent');
    return { messageId: stored.message.id, created: stored.created };
  }

  /**
   * A customer's answer by e-mail into its conversation: an ended conversation is reopened (waiting, as a new
   * message makes it); when the customer has opened another one since (one open conversation per visitor or
   * account), the answer goes into that one. The text is one customer message and each file another, checked by
   * their bytes like uploads (a refused file is reported, not stored). Keyed by `key`, so a repeat stores nothing.
   */
  async receiveEmail(input: InboundConversationReply): Promise<InboundConversationResult> {
    const sessionId = await this.reopen(input.sessionId);
    const messageIds: string[] = [];
    let created = false;
    const text = input.text.trim().slice(0, CHAT_MESSAGE_MAX_LENGTH);
    // From now on it is an e-mail conversation (its automatic answers are e-mailed too; the report counts it so).
    await this.dataSource.query(
      `UPDATE chat_sessions SET email_thread_at = now() WHERE id = $1 AND email_thread_at IS NULL`,
      [sessionId],
    );
    const session = await this.sessions.findOneByOrFail({ id: sessionId });
    if (text || input.files.length === 0) {
      const stored = await this.writer.write(sessionId, {
        senderType: 'customer',
        senderId: session.customerId ?? session.visitorId,
        senderName: session.customerName,
        message: text || '(empty e-mail)',
        clientId: `email.${input.key}`.slice(0, 100),
      });
      if (stored.created) this.messageEvents.stored(stored, 'customer');
      created ||= stored.created;
      messageIds.push(stored.message.id);
    }
    const refusedFiles: InboundConversationResult['refusedFiles'] = [];
    for (const [index, file] of input.files.entries()) {
      try {
        const stored = await this.attachments.storeInbound(sessionId, file.content, file.fileName, {
          clientId: `email.${input.key}.${index}`.slice(0, 100),
        });
        created ||= stored.created;
        messageIds.push(stored.message.id);
      } catch (error) {
        refusedFiles.push({ fileName: file.fileName, reason: error instanceof Error ? error.message : String(error) });
      }
    }
    return { sessionId, messageIds, created, refusedFiles };
  }

  /** The conversation an e-mailed answer to `sessionId` goes into (see receiveEmail), reopened if it had ended. */
  emailConversation(sessionId: string): Promise<string> {
    return this.reopen(sessionId);
  }

  /** The conversation, reopened when it had ended; the customer's open one when reopening would make two. */
  private async reopen(sessionId: string): Promise<string> {
    try {
      const [rows] = await this.dataSource.query<[{ id: string }[], number]>(
        `UPDATE chat_sessions SET status = 'waiting', ended_at = NULL WHERE id = $1 AND status = 'ended' RETURNING id`,
        [sessionId],
      );
      if (rows.length > 0) {
        const session = await this.sessions.findOneByOrFail({ id: sessionId });
        this.events.emit('chat.session.changed', { session: toSessionView(session), created: false });
      }
      return sessionId;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const ended = await this.sessions.findOneByOrFail({ id: sessionId });
      const open = await this.sessions
        .createQueryBuilder('s')
        .where(`s.status <> 'ended'`)
        .andWhere('(s.visitorId = :visitor OR s.customerId = :customer)', {
          visitor: ended.visitorId,
          customer: ended.customerId,
        })
        .getOne();
      if (!open) throw error;
      return open.id;
    }
  }

  /** Whether a message of this provider id is stored already (a replayed webhook). */
  async knows(providerMessageId: string): Promise<boolean> {
    return this.messages.exists({ where: { providerMessageId } });
  }

  /**
   * Stores an inbound message once (its provider id is unique: a replay or a late duplicate stores nothing and
   * announces nothing) in the number's open conversation, opened when there is none; the inbox hears it live
   * and auto-replies answer it as they answer web chat.
   */
  async receive(input: InboundChannelMessage): Promise<{ created: boolean; sessionId: string | null }> {
    const known = await this.messages.findOne({
      where: { providerMessageId: input.providerMessageId },
      select: { id: true, sessionId: true },
    });
    if (known) return { created: false, sessionId: known.sessionId };
    const session = await this.openSessionOf(input);
    const windowEndsAt = new Date(input.sentAt.getTime() + WHATSAPP_REPLY_WINDOW_MS);
    const clientId = `${input.channel}.${input.providerMessageId}`.slice(0, 100);
    let text = input.text;
    let prepared: PreparedAttachment | null = null;
    if (input.file) {
      try {
        prepared = await this.attachments.prepare(input.file.content, input.file.fileName ?? undefined);
      } catch (error) {
        text = `${text} (${refusedFileNote(error)})`;
      }
    }
    const write = (attachment: StoredAttachment | null) =>
      this.dataSource.transaction(async (em) => {
        const written = await this.writer.writeInTransaction(em, session.id, {
          senderType: 'customer',
          senderId: null,
          senderName: session.customerName,
          message: text.slice(0, CHAT_MESSAGE_MAX_LENGTH),
          clientId,
          attachment,
        });
        if (!written.created) return written;
        await em.update(ChatMessage, written.message.id, { providerMessageId: input.providerMessageId });
        // Reordered deliveries: an older message never shortens the window a newer one opened.
        await em.query(
          `UPDATE chat_sessions SET reply_window_ends_at = GREATEST(reply_window_ends_at, $2) WHERE id = $1`,
          [session.id, windowEndsAt],
        );
        written.message.providerMessageId = input.providerMessageId;
        const current = written.session.replyWindowEndsAt;
        written.session.replyWindowEndsAt = current && current > windowEndsAt ? current : windowEndsAt;
        return written;
      });
    try {
      // With a file, the file is kept first and removed again when the message was not written (a replay).
      const stored = prepared
        ? await this.attachments.withStoredFile(session.id, clientId, prepared, write)
        : await write(null);
      if (stored.created) this.messageEvents.stored(stored, 'customer');
      return { created: stored.created, sessionId: session.id };
    } catch (error) {
      // The same message delivered twice at once: the other delivery stored it.
      if (isUniqueViolation(error)) return { created: false, sessionId: session.id };
      throw error;
    }
  }

  /** The number's open conversation on the channel, or a new one (one open per number: a unique index). */
  private async openSessionOf(input: InboundChannelMessage, attempt = 0): Promise<ChatSession> {
    const open = await this.sessions
      .createQueryBuilder('s')
      .where('s.channel = :channel AND s.contactPhone = :phone AND s.status <> :ended', {
        channel: input.channel,
        phone: input.phone,
        ended: 'ended',
      })
      .getOne();
    if (open) return open;
    try {
      return await this.sessions.save(
        this.sessions.create({
          channel: input.channel,
          contactPhone: input.phone,
          visitorId: null,
          // Not the account: a customer's open web chat is theirs by account, and this one is theirs by number.
          customerId: null,
          customerName: input.contact.name.slice(0, 100),
          customerEmail: input.contact.email,
          orderId: input.contact.orderId,
          status: 'waiting',
        }),
      );
    } catch (error) {
      if (isUniqueViolation(error) && attempt === 0) return this.openSessionOf(input, 1);
      throw error;
    }
  }

  /** Whether an agent may send this text now: WhatsApp takes free text only inside the 24-hour window. */
  async channelOf(sessionId: string): Promise<{ channel: ChatChannel; windowEndsAt: Date | null } | null> {
    const session = await this.sessions.findOne({
      where: { id: sessionId },
      select: { id: true, channel: true, replyWindowEndsAt: true },
    });
    return session ? { channel: session.channel, windowEndsAt: session.replyWindowEndsAt } : null;
  }

  /**
   * Claims one send of an agent's or auto message in a channel conversation: only a message never tried (or put
   * back after a refusal that proves nothing was sent) is claimed, in one conditional update, so two workers
   * (or a retry after a crash) never both send it. The claim is committed before the request leaves.
   */
  async claimSend(messageId: string): Promise<ChannelSend | ClaimRefusal> {
    // TypeORM answers an UPDATE with [rows, affected].
    const [rows] = await this.dataSource.query<
      [{ id: string; session_id: string; channel: string; contact_phone: string }[], number]
    >(
      `UPDATE chat_messages m SET delivery_status = 'sending', delivery_started_at = now(), delivery_error = NULL
         FROM chat_sessions s
        WHERE m.id = $1 AND s.id = m.session_id AND s.channel <> 'web' AND s.contact_phone IS NOT NULL
          AND m.sender_type IN ('admin', 'auto') AND (m.delivery_status IS NULL OR m.delivery_status = 'queued')
        RETURNING m.id, m.session_id, s.channel, s.contact_phone`,
      [messageId],
    );
    const row = rows[0];
    if (row) {
      const message = await this.messages.findOneOrFail({ where: { id: row.id } });
      this.announce(row.session_id, row.id, 'sending', null);
      return {
        messageId: row.id,
        sessionId: row.session_id,
        channel: row.channel as ChannelSend['channel'],
        phone: row.contact_phone,
        text: message.sealedMessage ?? message.message,
      };
    }
    const current = await this.messages.findOne({
      where: { id: messageId },
      select: { id: true, sessionId: true, deliveryStatus: true, providerMessageId: true },
    });
    if (!current) return 'not-found';
    if (current.deliveryStatus === 'sending' && !current.providerMessageId) {
      // Claimed by a sender that never recorded an answer: it died (or lost the connection) mid-request.
      await this.settleInterrupted(current.id);
      return 'interrupted';
    }
    return 'not-pending';
  }

  /** The provider took the message: its id is kept, so the statuses it reports later find the message. */
  async recordSent(messageId: string, providerMessageId: string): Promise<void> {
    const [rows] = await this.dataSource.query<[{ session_id: string }[], number]>(
      `UPDATE chat_messages SET provider_message_id = $2, delivery_status = 'sent', delivery_error = NULL
        WHERE id = $1 AND provider_message_id IS NULL AND delivery_status IN ('sending', 'failed')
        RETURNING session_id`,
      [messageId, providerMessageId],
    );
    if (rows[0]) this.announce(rows[0].session_id, messageId, 'sent', null);
  }

  /** The provider refused it (its reason kept), or it was never sent (put back to queued for a retry). */
  async recordRefused(messageId: string, outcome: { retry: true } | { retry: false; reason: string }): Promise<void> {
    const status: MessageDeliveryStatus = outcome.retry ? 'queued' : 'failed';
    const reason = outcome.retry ? null : outcome.reason.slice(0, 500);
    const [rows] = await this.dataSource.query<[{ session_id: string }[], number]>(
      `UPDATE chat_messages SET delivery_status = $2, delivery_error = $3
        WHERE id = $1 AND delivery_status = 'sending' RETURNING session_id`,
      [messageId, status, reason],
    );
    if (rows[0]) this.announce(rows[0].session_id, messageId, status, reason);
  }

  /**
   * A status the provider reported (sent, delivered, read, failed) for one of the shop's messages. Statuses
   * only move forward (a late "delivered" after "read" changes nothing). `ownId` is the shop's own message id
   * the send carried (WhatsApp's biz_opaque_callback_data): it finds a message whose sender died before
   * recording the provider's id, and settles it.
   */
  async applyStatus(
    providerMessageId: string,
    status: MessageDeliveryStatus,
    reason: string | null,
    ownId: string | null,
  ): Promise<boolean> {
    let message = await this.messages.findOne({ where: { providerMessageId } });
    if (!message && ownId && /^[0-9a-f-]{36}$/i.test(ownId)) {
      const unanswered = await this.messages.findOne({ where: { id: ownId } });
      if (unanswered && !unanswered.providerMessageId && unanswered.senderType !== 'customer') {
        await this.messages.update(unanswered.id, { providerMessageId });
        message = { ...unanswered, providerMessageId } as ChatMessage;
      }
    }
    if (!message || !deliveryMoves(message.deliveryStatus, status)) return false;
    const error = status === 'failed' ? (reason ?? 'WhatsApp could not deliver the message').slice(0, 500) : null;
    const [moved] = await this.dataSource.query<[unknown[], number]>(
      `UPDATE chat_messages SET delivery_status = $2, delivery_error = $3
        WHERE id = $1 AND delivery_status IS NOT DISTINCT FROM $4 RETURNING id`,
      [message.id, status, error, message.deliveryStatus],
    );
    if (moved.length === 0) return false;
    this.announce(message.sessionId, message.id, status, error);
    return true;
  }

  /**
   * For the channel's sweep: agents' and auto messages of the last day in channel conversations that no send
   * job has claimed after `queuedForMs` (their job was lost with a process), and sends left mid-request for
   * longer than five minutes, which are settled as interrupted here.
   */
  async unsentMessages(queuedForMs: number): Promise<string[]> {
    const stale = await this.dataSource.query<{ id: string }[]>(
      `SELECT m.id FROM chat_messages m
         JOIN chat_sessions s ON s.id = m.session_id AND s.channel <> 'web'
        WHERE m.delivery_status = 'sending' AND m.provider_message_id IS NULL
          AND m.delivery_started_at < now() - make_interval(secs => $1::int / 1000.0)
        LIMIT 200`,
      [SENDING_STALE_MS],
    );
    for (const row of stale) await this.settleInterrupted(row.id);
    const rows = await this.dataSource.query<{ id: string }[]>(
      `SELECT m.id FROM chat_messages m
         JOIN chat_sessions s ON s.id = m.session_id AND s.channel <> 'web'
        WHERE m.sender_type IN ('admin', 'auto') AND (m.delivery_status IS NULL OR m.delivery_status = 'queued')
          AND m.created_at > now() - interval '1 day'
          AND m.created_at < now() - make_interval(secs => $1::int / 1000.0)
        ORDER BY m.created_at LIMIT 500`,
      [queuedForMs],
    );
    return rows.map((row) => row.id);
  }

  private async settleInterrupted(messageId: string): Promise<void> {
    const [rows] = await this.dataSource.query<[{ session_id: string }[], number]>(
      `UPDATE chat_messages SET delivery_status = 'failed', delivery_error = $2
        WHERE id = $1 AND delivery_status = 'sending' AND provider_message_id IS NULL RETURNING session_id`,
      [messageId, INTERRUPTED],
    );
    if (rows[0]) this.announce(rows[0].session_id, messageId, 'failed', INTERRUPTED);
  }

  private announce(sessionId: string, messageId: string, status: MessageDeliveryStatus, error: string | null) {
    this.events.emit('chat.message.status', { sessionId, messageId, delivery: { status, error } });
  }
}
