import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import type { ChatJoinRequest, ChatSendRequest, Language } from '@kedai/contracts';
import { isUuid } from '../../../core/database/sql-values';
import { OutboxService } from '../../../core/outbox/outbox.service';
import { Principal, UserPrincipal } from '../../../core/security/principal';
import { ChatContinuityService } from './chat-continuity.service';
import { ChatAssignmentService } from './chat-assignment.service';
import { ChatConfigService } from './chat-config.service';
import { ChatMessageEvents } from './chat-message-events';
import { ChatMessageWriter, type NewMessage, type StoredMessage } from './chat-message-writer';
import { AUTO_REPLY_SENDER, chatErrors, validateClientId, validateMessageText } from '../rules/chat-rules';
import { ChatSendRate } from './chat-send-rate';
import { ChatSessionsService } from './chat-sessions.service';
import { ChatMessage } from '../entities/chat-message.entity';
import { ChatSession } from '../entities/chat-session.entity';

/** What a message carries, as sent over a socket or REST (shapes already validated; text rules here). */
type Outgoing = Pick<ChatSendRequest, 'message' | 'clientId'>;

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

  private async customerWrites(
    session: ChatSession,
    message: string,
    clientId: string | null,
    address: string,
    language?: Language,
  ) {
    if (session.status === 'ended') throw chatErrors.ended();
    // A resend after a lost acknowledgement is answered by the write's ON CONFLICT; only past the rate
    // limit is it looked up here, so that it still gets its stored message rather than "too fast".
    if (!(await this.rate.allows(session.id, address))) {
      const duplicate = clientId ? await this.messages.findOneBy({ sessionId: session.id, clientId }) : null;
      if (duplicate) return { message: duplicate, session, created: false } satisfies StoredMessage;
      throw chatErrors.tooFast();
    }
    // Stored before the message (only when it changed), so the auto-reply the message may trigger reads it.
    await this.sessions.changeLanguage(session, language, false);
    const stored = await this.writer.write(session.id, {
      senderType: 'customer',
      senderId: session.customerId ?? session.visitorId,
      senderName: session.customerName,
      message,
      clientId,
    });
    return this.messageEvents.stored(stored, 'customer');
  }

  /**
   * An agent answers (its pending auto-reply is cancelled by the auto-reply listener). To a customer who is
   * not connected, the reply and its continuity e-mail (or the window's digest job) share one transaction.
   * The first reply to an unassigned chat assigns it to the agent (said live as `chat.session.assigned`).
   */
  async sendAsAgent(agent: UserPrincipal, sessionId: string, outgoing: Outgoing): Promise<StoredMessage> {
    const reply: NewMessage = {
      senderType: 'admin',
      senderId: agent.userId,
      senderName: agent.name,
      message: validateMessageText(outgoing.message),
      clientId: validateClientId(outgoing.clientId),
    };
    await this.sessions.findSession(sessionId);
    const stored = (await this.continuity.customerConnected(sessionId))
      ? await this.writer.write(sessionId, reply)
      : await this.writeWithContinuity(sessionId, reply);
    if (stored.created && !stored.session.assigneeId) {
      const claimed = await this.assignment.claimOnReply(agent, sessionId);
      if (claimed) stored.session = claimed;
    }
    return this.messageEvents.stored(stored, 'agent');
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
    const stored = await this.writer.write(sessionId, {
      senderType: 'auto',
      senderId: null,
      senderName: AUTO_REPLY_SENDER,
      message,
      clientId: null,
      autoReplyRuleId: rule?.id ?? null,
    });
    return this.messageEvents.stored(stored, 'agent');
  }
}
