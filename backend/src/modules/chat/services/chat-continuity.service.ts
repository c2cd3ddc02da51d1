import { Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { rooms } from '@kedai/contracts';
import { MailService } from '../../../core/mail/mail.service';
import { OutboxService } from '../../../core/outbox/outbox.service';
import { jobId } from '../../../core/queue/job-catalogue';
import { SocketCensus } from '../../../core/realtime/socket-census';
import { UsersService } from '../../users';
import { CONTINUITY_WINDOW_MINUTES, continuityAddress, continuityMessage } from '../rules/chat-continuity-mail';
import { ChatCustomerPresenceService } from './chat-customer-presence.service';
import { ChatMessage, type StoredAttachment } from '../entities/chat-message.entity';
import { emailAttachmentLink } from '../read/chat.view';
import { ChatSession } from '../entities/chat-session.entity';
import { ChatEmailThreads, type EmailThread } from './chat-email-threads';

interface WindowState {
  open: boolean;
  digest_due: Date | null;
  window_end: Date | null;
}

/**
 * Conversation continuity: an agent's reply to a customer who is not connected (no customer socket in the
 * session's room, on any API process) is also e-mailed, with a link back, in the reply's own transaction
 * (the write holds the session's row lock, so two agents at once are serialized). At most one e-mail per
 * conversation per 10 minutes: replies written inside the window are sent when it closes, as one digest (a
 * delayed `chat` job written through the outbox), unless the customer has read them by then.
 */
@Injectable()
export class ChatContinuityService {
  private readonly logger = new Logger(ChatContinuityService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly sockets: SocketCensus,
    private readonly mail: MailService,
    private readonly outbox: OutboxService,
    private readonly users: UsersService,
    private readonly customerPresence: ChatCustomerPresenceService,
    private readonly threads: ChatEmailThreads,
  ) {}

  /** Whether a customer socket (not an agent's) is in the conversation's room on any process. */
  async customerConnected(sessionId: string): Promise<boolean> {
    try {
      return await this.sockets.anyIn(rooms.chat(sessionId), rooms.admins);
    } catch (error) {
      // The adapter asks every API process it knows of and fails when one does not answer in time: a process
      // that died without saying so counts until its heartbeats time out. The reply must not fail for that:
      // the customer presence set (kept by heartbeats as well) answers instead.
      this.logger.warn(`Asking the API processes for a customer's sockets failed (${String(error)}); using presence`);
      return this.customerPresence.connected(sessionId);
    }
  }

  /** Where the session's customer can be reached (account, session or chat-given e-mail), or null. */
  async addressOf(em: EntityManager, session: ChatSession): Promise<string | null> {
    const account = session.customerId ? await this.users.findByIdIn(em, session.customerId) : null;
    const customerTexts = (
      await em.find(ChatMessage, {
        select: { message: true },
        where: { sessionId: session.id, senderType: 'customer' },
        order: { createdAt: 'ASC' },
      })
    ).map((row) => row.message);
    return continuityAddress(session, account?.email ?? null, customerTexts);
  }

  /**
   * Inside the transaction that stored `reply` for a customer who is away: e-mails it now when the window is
   * open (with any earlier reply still unsent), else makes sure the window's digest is scheduled. The caller
   * kicks the outbox after the commit.
   */
  async onAgentReplyStored(em: EntityManager, reply: ChatMessage): Promise<void> {
    const session = await em.findOneBy(ChatSession, { id: reply.sessionId });
    if (!session || session.status === 'ended') return;
    // The customer answered by e-mail: each reply goes back at once as an answer in that thread.
    const thread = await this.threads.thread(em, session.id);
    if (thread) return this.mailThreadReply(em, session, reply, thread);
    const to = await this.addressOf(em, session);
    if (!to) return;
    const [state] = rowsOf<WindowState>(
      await em.query(
        `SELECT (continuity_emailed_at IS NULL
                 OR continuity_emailed_at <= now() - make_interval(mins => $2)) AS open,
                continuity_digest_due AS digest_due,
                continuity_emailed_at + make_interval(mins => $2) AS window_end
         FROM chat_sessions WHERE id = $1`,
        [session.id, CONTINUITY_WINDOW_MINUTES],
      ),
    );
    if (state.open) {
      // The first e-mail of a conversation carries this reply only, not what the customer saw while there.
      await em.query(
        `UPDATE chat_sessions SET continuity_mailed_through =
           (SELECT created_at - interval '1 microsecond' FROM chat_messages WHERE id = $2)
         WHERE id = $1 AND continuity_mailed_through IS NULL`,
        [session.id, reply.id],
      );
      await this.mailUnsentReplies(em, session, to);
      return;
    }
    if (state.digest_due || !state.window_end) return;
    const due = new Date(state.window_end);
    await em.update(ChatSession, { id: session.id }, { continuityDigestDue: due });
    await this.outbox.enqueue(
      em,
      'chat',
      'continuity-digest',
      { sessionId: session.id },
      { jobId: jobId('continuity-digest', session.id, String(due.getTime())), delayMs: due.getTime() - Date.now() },
    );
  }

  /**
   * Before an automatic answer (a keyword auto-reply, the greeting or away message, "where is my order?") is
   * written: whether it is to go by e-mail, as an agent's reply would. Only in a web conversation the customer
   * has answered by e-mail (WhatsApp sends its own), and only while they are not connected (then they read it in
   * the widget). Asked before the session's lock is taken, like the agent's path asks before its write.
   */
  async autoAnswerGoesByEmail(sessionId: string): Promise<boolean> {
    const session = await this.dataSource.manager.findOne(ChatSession, {
      where: { id: sessionId },
      select: { id: true, channel: true, status: true },
    });
    if (!session || session.channel !== 'web' || session.status === 'ended') return false;
    if (!(await this.threads.hasThread(this.dataSource.manager, sessionId))) return false;
    return !(await this.customerConnected(sessionId));
  }

  /**
   * Inside the transaction that stored an automatic answer for a customer who wrote by e-mail: e-mailed in that
   * transaction through the outbox (so exactly once: the message and its e-mail commit together, and a rerun of the
   * job finds the message stored and writes neither), threaded and with the conversation's reply address, marked
   * `Auto-Submitted: auto-replied`. A credentials answer goes masked (its message, never the sealed text): the
   * password is shown only in the chat itself (decision 3). The caller kicks the outbox after the commit.
   */
  async onAutoAnswerStored(em: EntityManager, answer: ChatMessage): Promise<boolean> {
    const session = await em.findOneBy(ChatSession, { id: answer.sessionId });
    if (!session || session.status === 'ended' || session.channel !== 'web') return false;
    const thread = await this.threads.thread(em, session.id);
    if (!thread) return false;
    await this.mailThreadReply(em, session, answer, thread, true);
    return true;
  }

  /**
   * One agent reply to a customer who wrote by e-mail, e-mailed in the reply's transaction (so exactly once),
   * threaded under the customer's e-mail; the window's digest then leaves it out.
   */
  private async mailThreadReply(
    em: EntityManager,
    session: ChatSession,
    reply: ChatMessage,
    thread: EmailThread,
    automatic = false,
  ): Promise<void> {
    await em.query(
      `UPDATE chat_sessions SET continuity_emailed_at = now(),
         continuity_mailed_through = GREATEST(coalesce(continuity_mailed_through, '-infinity'),
           (SELECT created_at FROM chat_messages WHERE id = $2))
       WHERE id = $1`,
      [session.id, reply.id],
    );
    const message = continuityMessage({
      to: thread.to,
      sessionId: session.id,
      customerName: session.customerName,
      language: session.language,
      automatic,
      replies: [
        {
          agentName: reply.senderName,
          text: reply.message,
          file: emailAttachmentLink({ id: reply.id, attachment: reply.attachment }),
        },
      ],
    });
    await this.mail.compose(
      {
        ...message,
        subject: /^re:/i.test(thread.subject) ? thread.subject : `Re: ${thread.subject || message.subject}`,
        headers: {
          ...(thread.replyTo && { replyTo: thread.replyTo }),
          inReplyTo: thread.inReplyTo,
          references: thread.references,
          ...(automatic && { autoSubmitted: 'auto-replied' as const }),
        },
      },
      em,
    );
  }

  /** The `continuity-digest` job: e-mails the replies written inside the window that the customer has not read. */
  async sendDigest(sessionId: string): Promise<string> {
    const sent = await this.dataSource.transaction(async (em) => {
      const session = await em.findOne(ChatSession, { where: { id: sessionId }, lock: { mode: 'pessimistic_write' } });
      if (!session?.continuityDigestDue) return 'none due';
      await em.update(ChatSession, { id: sessionId }, { continuityDigestDue: null });
      const to = await this.addressOf(em, session);
      if (!to) return 'no address';
      return (await this.mailUnsentReplies(em, session, to)) ? 'sent' : 'nothing unread';
    });
    if (sent === 'sent') this.outbox.kick();
    return sent;
  }

  /** E-mails the agent replies after the last one e-mailed that are still unread, and starts a new window. */
  private async mailUnsentReplies(em: EntityManager, session: ChatSession, to: string): Promise<boolean> {
    // Staff-only notes are never e-mailed (nor do they count as replies the customer has not read).
    const replies = rowsOf<{ id: string; sender_name: string; message: string; attachment: StoredAttachment | null }>(
      await em.query(
        `SELECT id, sender_name, message, attachment FROM chat_messages
         WHERE session_id = $1 AND sender_type = 'admin' AND NOT is_note AND is_read = false
           AND created_at > (SELECT continuity_mailed_through FROM chat_sessions WHERE id = $1)
         ORDER BY created_at`,
        [session.id],
      ),
    );
    if (replies.length === 0) return false;
    await em.query(
      `UPDATE chat_sessions SET continuity_emailed_at = now(), continuity_digest_due = NULL,
         continuity_mailed_through = (SELECT max(created_at) FROM chat_messages
                                      WHERE session_id = $1 AND sender_type = 'admin' AND NOT is_note)
       WHERE id = $1`,
      [session.id],
    );
    const headers = await this.threads.headersFor(em, session.id, to);
    await this.mail.compose(
      {
        ...continuityMessage({
          to,
          sessionId: session.id,
          customerName: session.customerName,
          language: session.language,
          replies: replies.map((row) => ({
            agentName: row.sender_name,
            text: row.message,
            file: emailAttachmentLink({ id: row.id, attachment: row.attachment }),
          })),
        }),
        ...(headers && { headers }),
      },
      em,
    );
    return true;
  }
}

/** TypeORM's raw queries answer rows, or [rows, count] for UPDATE … RETURNING, on PostgreSQL. */
function rowsOf<T>(result: unknown[]): T[] {
  return (Array.isArray(result[0]) ? result[0] : result) as T[];
}
