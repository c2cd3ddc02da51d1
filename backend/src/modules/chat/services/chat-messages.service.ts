import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { whatsappWindowOpen, type ChatJoinRequest, type ChatSendRequest, type Language } from '@kedai/contracts';
import { isUuid } from '../../../core/database/sql-values';
import { OutboxService } from '../../../core/outbox/outbox.service';
import { Principal, UserPrincipal } from '../../../core/security/principal';
import { ChatContinuityService } from './chat-continuity.service';
import { ChatAssignmentService } from './chat-assignment.service';
import { ChatConfigService } from './chat-config.service';
import { ChatMessageEvents } from './chat-message-events';
import { ChatMessageWriter, type NewMessage, type StoredMessage } from './chat-message-writer';
import {
  AUTO_REPLY_SENDER,
  chatErrors,
  validateAgentText,
  validateClientId,
  validateMessageText,
} from '../rules/chat-rules';
import { ChatSendRate } from './chat-send-rate';
import { ChatSessionsService } from './chat-sessions.service';
import { ChatAttachments, type PreparedAttachment } from './chat-attachments.service';
import { DomainEvents } from '../../../core/events/domain-events.service';
import { UsersService } from '../../users';
import { mentionedTeammates } from '../rules/mentions';
import { MAX_MESSAGE_LENGTH } from '../entities/chat-message.entity';
import { ChatMessage } from '../entities/chat-message.entity';
import { ChatSession } from '../entities/chat-session.entity';

/** What a message carries, as sent over a socket or REST (shapes already validated; text rules here). */
type Outgoing = Pick<ChatSendRequest, 'message' | 'clientId'>;

/** What an agent's message is besides its text: a staff-only note, and/or a checked file. */
export interface AgentSendOptions {
  isNote?: boolean;
  file?: PreparedAttachment;
}

/** A file's caption: optional, ends trimmed, at most a message's length. */
function validateCaption(raw: unknown): string {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (text.length > MAX_MESSAGE_LENGTH) throw chatErrors.tooLong();
  return text;
}

/**
 * Sending chat messages. Every message is stored (ChatMessageWriter) before `chat.message.stored` is said;
 * delivery, metrics and auto-replies are listeners, so the sender's answer waits for none of them.
 */
@Injectable()
export class ChatMessagesService {
  constructor(
    @InjectRepository(ChatMessage) private readonly messages: Repository<ChatMessage>,
    private readonly sessions: ChatSessionsService,
    private readonly writer: ChatMessageWriter,
    private readonly messageEvents: ChatMessageEvents,
    private readonly rate: ChatSendRate,
    private readonly config: ChatConfigService,
    private readonly continuity: ChatContinuityService,
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly assignment: ChatAssignmentService,
    private readonly attachments: ChatAttachments,
    private readonly events: DomainEvents,
    private readonly users: UsersService,
  ) {}

  /** A guest or customer writes in their own session (socket chat:send). */
  async sendAsCustomer(principal: Principal | null, request: ChatSendRequest, address: string): Promise<StoredMessage> {
    const message = validateMessageText(request.message);
    const clientId = validateClientId(request.clientId);
    const session = await this.sessions.ownedSessionForWriting(principal, request.sessionId);
    return this.customerWrites(session, message, clientId, address, request.language);
  }

  /** REST fallback (and the guide page): resumes or starts the caller's session, then writes in it. */
  async sendFromRest(
    principal: Principal | null,
    input: ChatJoinRequest & Outgoing,
    address: string,
  ): Promise<StoredMessage> {
    const message = validateMessageText(input.message);
    const clientId = validateClientId(input.clientId);
    const session = await this.sessions.openSessionFor(principal, input);
    return this.customerWrites(session, message, clientId, address);
  }

  /**
   * A guest or customer sends a file in their own session (REST upload). The session is checked first (another
   * customer's is 404), then the file (4xx, nothing stored), then the same rate limit and write as text.
   */
  async sendAttachmentAsCustomer(
    principal: Principal | null,
    sessionId: string,
    upload: { buffer?: Buffer; filename?: string; caption?: unknown; clientId?: unknown },
    address: string,
  ): Promise<StoredMessage> {
    const clientId = validateClientId(upload.clientId);
    const caption = validateCaption(upload.caption);
    const session = await this.sessions.ownedSessionForWriting(principal, sessionId);
    if (session.status === 'ended') throw chatErrors.ended();
    const file = await this.attachments.prepare(upload.buffer, upload.filename);
    return this.customerWrites(session, caption, clientId, address, undefined, file);
  }

  private async customerWrites(
    session: ChatSession,
    message: string,
    clientId: string | null,
    address: string,
    language?: Language,
    file?: PreparedAttachment,
  ) {
    if (session.status === 'ended') throw chatErrors.ended();
    // A resend after a lost acknowledgement is answered by the write's ON CONFLICT; only past the rate
    // limit is it looked up here, so that it still gets its stored message rather than "too fast".
    if (!(await this.rate.allows(session.id, address))) {
      const duplicate = clientId ? await this.messages.findOneBy({ sessionId: session.id, clientId }) : null;
      if (duplicate) return { message: duplicate, session, created: false } satisfies StoredMessage;
      throw chatErrors.tooFast();
    }
    let stored;
    try {
      // Stored before the message (only when it changed), so the auto-reply the message may trigger reads it.
      await this.sessions.changeLanguage(session, language, false);
      const input: NewMessage = {
        senderType: 'customer',
        senderId: session.customerId ?? session.visitorId,
        senderName: session.customerName,
        message,
        clientId,
      };
      stored = file
        ? await this.attachments.withStoredFile(session.id, clientId, file, (attachment) =>
            this.writer.write(session.id, { ...input, attachment }),
          )
        : await this.writer.write(session.id, input);
    } catch (error) {
      // Not stored (the database is down, or the file was refused): it never counts against the rate limit, so
      // the client's resends after the outage are not refused as "too fast".
      await this.rate.refund(session.id, address).catch(() => undefined);
      throw error;
    }
    return this.messageEvents.stored(stored, 'customer');
  }

  /**
   * An agent answers (its pending auto-reply is cancelled by the auto-reply listener). To a customer who is
   * not connected, the reply and its continuity e-mail (or the window's digest job) share one transaction.
   * The first reply to an unassigned chat assigns it to the agent (said live as `chat.session.assigned`).
   */
  async sendAsAgent(
    agent: UserPrincipal,
    sessionId: string,
    outgoing: Outgoing,
    options: AgentSendOptions = {},
  ): Promise<StoredMessage> {
    const reply: NewMessage = {
      senderType: 'admin',
      senderId: agent.userId,
      senderName: agent.name,
      message: options.file ? validateCaption(outgoing.message) : validateAgentText(outgoing.message),
      clientId: validateClientId(outgoing.clientId),
    };
    const session = await this.sessions.findSession(sessionId);
    if (options.isNote) return this.writeNote(agent, sessionId, reply, options.file);
    if (session.channel === 'whatsapp' && !whatsappWindowOpen(session.replyWindowEndsAt)) {
      throw chatErrors.channelWindowClosed();
    }
    // A WhatsApp customer hears the reply on WhatsApp (modules/whatsapp sends it), never by a continuity e-mail.
    const write = async (input: NewMessage) =>
      session.channel !== 'web' || (await this.continuity.customerConnected(sessionId))
        ? await this.writer.write(sessionId, input)
        : await this.writeWithContinuity(sessionId, input);
    const file = options.file;
    const stored = file
      ? await this.attachments.withStoredFile(sessionId, reply.clientId, file, (attachment) =>
          write({ ...reply, attachment }),
        )
      : await write(reply);
    if (stored.created && !stored.session.assigneeId) {
      const claimed = await this.assignment.claimOnReply(agent, sessionId);
      if (claimed) stored.session = claimed;
    }
    return this.messageEvents.stored(stored, 'agent');
  }

  /**
   * A staff-only note: stored like a reply but marked, so it never reaches the customer (no room copy, no
   * history, transcript or e-mail), never moves the session on, never claims the chat nor cancels an auto-reply.
   * Each teammate it names with @name hears of it (`chat.mention`), once, when it is first stored.
   */
  private async writeNote(
    agent: UserPrincipal,
    sessionId: string,
    note: NewMessage,
    file?: PreparedAttachment,
  ): Promise<StoredMessage> {
    const input: NewMessage = { ...note, isNote: true };
    const stored = file
      ? await this.attachments.withStoredFile(sessionId, note.clientId, file, (attachment) =>
          this.writer.write(sessionId, { ...input, attachment }),
        )
      : await this.writer.write(sessionId, input);
    this.messageEvents.stored(stored, 'agent');
    if (stored.created && stored.message.message.includes('@')) {
      const named = mentionedTeammates(stored.message.message, await this.users.activeStaff(), agent.userId);
      for (const teammate of named) {
        this.events.emit('chat.mention', {
          sessionId,
          messageId: stored.message.id,
          agentId: teammate.id,
          byAgentId: agent.userId,
          byName: agent.name,
          text: stored.message.message,
          customerName: stored.session.customerName,
          createdAt: stored.message.createdAt.toISOString(),
        });
      }
    }
    return stored;
  }

  private async writeWithContinuity(sessionId: string, reply: NewMessage): Promise<StoredMessage> {
    const stored = await this.dataSource.transaction(async (em) => {
      const written = await this.writer.writeInTransaction(em, sessionId, reply);
      if (written.created) await this.continuity.onAgentReplyStored(em, written.message);
      return written;
    });
    this.outbox.kick();
    return stored;
  }

  /** POST .../auto-reply: an agent sends a rule's reply by hand; stored as an auto message. */
  async sendManualAutoReply(sessionId: string, text: string, ruleId?: string): Promise<StoredMessage> {
    const message = validateMessageText(text);
    await this.sessions.findSession(sessionId);
    const rule = ruleId && isUuid(ruleId) ? await this.config.findRule(ruleId) : null;
    const input: NewMessage = {
      senderType: 'auto',
      senderId: null,
      senderName: AUTO_REPLY_SENDER,
      message,
      clientId: null,
      autoReplyRuleId: rule?.id ?? null,
    };
    // To a customer who wrote by e-mail and is away, e-mailed in the message's transaction like any automatic answer.
    if (!(await this.continuity.autoAnswerGoesByEmail(sessionId))) {
      return this.messageEvents.stored(await this.writer.write(sessionId, input), 'agent');
    }
    const stored = await this.dataSource.transaction(async (em) => {
      const written = await this.writer.writeInTransaction(em, sessionId, input);
      if (written.created) await this.continuity.onAutoAnswerStored(em, written.message);
      return written;
    });
    this.outbox.kick();
    return this.messageEvents.stored(stored, 'agent');
  }
}
