import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, Repository } from 'typeorm';
import { CHAT_MESSAGE_MAX_LENGTH, type Language } from '@kedai/contracts';
import { DomainEvents } from '../../../core/events/domain-events.service';
import type { Principal } from '../../../core/security/principal';
import { ChatSession } from '../entities/chat-session.entity';
import { toSessionView } from '../read/chat.view';
import { ChatAttachments } from './chat-attachments.service';
import { ChatMessageEvents } from './chat-message-events';
import { ChatMessageWriter } from './chat-message-writer';
import { ChatSessionsService } from './chat-sessions.service';

/** Who is reporting, and about which order: the conversation is opened (or found) with this context. */
export interface ReportContext {
  orderId: string;
  customerName: string;
  customerEmail: string | null;
  language: Language;
  productName: string;
}

/**
 * Chat's public face for a customer's "report a problem" form (problem-reports module): the report opens the
 * customer's open conversation (or adds to it), linked to the order, and is written there as the customer's
 * message, with the screenshot as its file, so agents hear it live like any other message.
 */
@Injectable()
export class ChatReportInbox {
  constructor(
    @InjectRepository(ChatSession) private readonly sessions: Repository<ChatSession>,
    private readonly chatSessions: ChatSessionsService,
    private readonly writer: ChatMessageWriter,
    private readonly messageEvents: ChatMessageEvents,
    private readonly attachments: ChatAttachments,
    private readonly events: DomainEvents,
  ) {}

  /**
   * The reporter's open conversation, linked to the order: a signed-in customer's or a guest visitor's own;
   * for a guest who has no chat identity, the order's own open guest conversation (opened when there is none).
   */
  async openFor(principal: Principal | null, context: ReportContext): Promise<string> {
    if (principal && principal.kind === 'user') {
      const session = await this.chatSessions.openSessionFor(principal, {
        orderId: context.orderId,
        productName: context.productName,
        language: context.language,
        customerName: context.customerName,
        customerEmail: principal.email,
      });
      return session.id;
    }
    if (principal?.kind === 'visitor') {
      const session = await this.chatSessions.openSessionFor(principal, {
        orderId: context.orderId,
        productName: context.productName,
        language: context.language,
        customerName: context.customerName,
        customerEmail: context.customerEmail ?? undefined,
      });
      return session.id;
    }
    const open = await this.sessions.findOne({
      where: {
        orderId: context.orderId,
        channel: 'web',
        status: In(['waiting', 'active']),
        visitorId: IsNull(),
        customerId: IsNull(),
      },
      order: { createdAt: 'DESC' },
    });
    if (open) return open.id;
    const created = await this.sessions.save(
      this.sessions.create({
        channel: 'web',
        visitorId: null,
        customerId: null,
        customerName: context.customerName.slice(0, 100),
        customerEmail: context.customerEmail,
        orderId: context.orderId,
        productName: context.productName.slice(0, 200),
        language: context.language,
        status: 'waiting',
      }),
    );
    this.events.emit('chat.session.changed', { session: toSessionView(created), created: true });
    return created.id;
  }

  /** Checks a screenshot as chat checks any file (type from the bytes); 4xx with a readable message. */
  async checkScreenshot(buffer: Buffer, filename: string): Promise<void> {
    await this.attachments.prepare(buffer, filename);
  }

  /**
   * Writes the report into the conversation as the customer's message (once per `clientId`), with the
   * screenshot as its file when there is one.
   */
  async post(
    sessionId: string,
    input: { text: string; clientId: string; screenshot?: { buffer: Buffer; filename: string } | null },
  ): Promise<{ messageId: string }> {
    const text = input.text.slice(0, CHAT_MESSAGE_MAX_LENGTH);
    if (input.screenshot) {
      const stored = await this.attachments.storeInbound(
        sessionId,
        input.screenshot.buffer,
        input.screenshot.filename,
        {
          clientId: input.clientId,
          caption: text,
        },
      );
      return { messageId: stored.message.id };
    }
    const session = await this.chatSessions.findSession(sessionId);
    const stored = await this.writer.write(session.id, {
      senderType: 'customer',
      senderId: session.customerId ?? session.visitorId,
      senderName: session.customerName,
      message: text,
      clientId: input.clientId,
    });
    this.messageEvents.stored(stored, 'customer');
    return { messageId: stored.message.id };
  }
}
