import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { rooms, type ChatMessageView, type ChatSessionView } from '@kedai/contracts';
import { DomainEvents } from '../../core/events/domain-events.service';
import { MailService } from '../../core/mail/mail.service';
import { OutboxService } from '../../core/outbox/outbox.service';
import { RealtimeService } from '../../core/realtime/realtime.service';
import { UsersService } from '../users/users.service';
import { CONTINUITY_WINDOW_MINUTES, continuityAddress, continuityMessage } from './chat-continuity-mail';
import { ChatMessage } from './entities/chat-message.entity';
import { ChatSession } from './entities/chat-session.entity';

/**
 * Conversation continuity: an agent's reply to a customer who is not connected (no customer socket in the
 * session's room, on any API process) is also e-mailed, with a link back to the conversation. The 10-minute
 * window is claimed by a conditional update of the session in the same transaction as the outbox e-mail, so a
 * burst of replies, or two agents at once, sends one e-mail.
 */
@Injectable()
export class ChatContinuityListener implements OnModuleInit {
  private readonly logger = new Logger(ChatContinuityListener.name);

  constructor(
    private readonly events: DomainEvents,
    private readonly dataSource: DataSource,
    private readonly realtime: RealtimeService,
    private readonly mail: MailService,
    private readonly outbox: OutboxService,
    private readonly users: UsersService,
  ) {}

  onModuleInit() {
    this.events.on('chat.message.stored', ({ message, session }) => {
      if (message.senderType !== 'admin' || session.status === 'ended') return undefined;
      return this.onAgentReply(message, session).catch((error: unknown) =>
        this.logger.error(`Could not e-mail a chat reply: ${String(error)}`),
      );
    });
  }

  /** Whether a customer socket (not an agent's) is in the conversation's room on any process. */
  async customerConnected(sessionId: string): Promise<boolean> {
    const sockets = await this.realtime.io.in(rooms.chat(sessionId)).except(rooms.admins).fetchSockets();
    return sockets.length > 0;
  }

  private async onAgentReply(message: ChatMessageView, view: ChatSessionView) {
    if (await this.customerConnected(view.id)) return;
    const sent = await this.dataSource.transaction(async (em) => {
      const session = await em.findOneBy(ChatSession, { id: view.id });
      if (!session) return false;
      const account = session.customerId ? await this.users.findByIdIn(em, session.customerId) : null;
      const customerTexts = (
        await em.find(ChatMessage, {
          select: { message: true },
          where: { sessionId: session.id, senderType: 'customer' },
          order: { createdAt: 'ASC' },
        })
      ).map((row) => row.message);
      const to = continuityAddress(session, account?.email ?? null, customerTexts);
      if (!to) return false;
      const claimed: unknown[] = await em.query(
        `UPDATE chat_sessions SET continuity_emailed_at = now()
         WHERE id = $1 AND (continuity_emailed_at IS NULL
           OR continuity_emailed_at <= now() - make_interval(mins => $2))
         RETURNING id`,
        [session.id, CONTINUITY_WINDOW_MINUTES],
      );
      if (flattenRows(claimed).length === 0) return false;
      await this.mail.send(
        continuityMessage({
          to,
          sessionId: session.id,
          customerName: session.customerName,
          agentName: message.senderName,
          reply: message.message,
        }),
        em,
      );
      return true;
    });
    if (sent) this.outbox.kick();
  }
}

/** TypeORM's raw UPDATE … RETURNING answers [rows, count] on PostgreSQL. */
function flattenRows(result: unknown[]): unknown[] {
  return Array.isArray(result[0]) ? (result[0] as unknown[]) : result;
}
