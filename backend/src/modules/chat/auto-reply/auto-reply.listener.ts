import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../../../core/events/domain-events.service';
import { AutoReplyScheduler } from './auto-reply.scheduler';

/**
 * Auto-replies follow the conversation: a customer's new message may schedule one; an agent's message
 * (or End Chat) cancels the session's pending one. Nobody waits for this: the customer's ack goes out
 * while the job is being queued. Per session, the steps run in the order their messages were stored.
 */
@Injectable()
export class AutoReplyListener implements OnModuleInit {
  private readonly logger = new Logger(AutoReplyListener.name);
  private readonly chains = new Map<string, Promise<void>>();

  constructor(
    private readonly events: DomainEvents,
    private readonly scheduler: AutoReplyScheduler,
  ) {}

  onModuleInit() {
    this.events.on('chat.message.stored', ({ message, author, session }) => {
      // A staff-only note is not an answer the customer got: it neither cancels nor schedules anything.
      if (message.isNote) return undefined;
      if (author === 'customer') {
        return this.inOrder(session.id, () => this.scheduler.onCustomerMessage(message, session.orderId), 'schedule');
      }
      if (author === 'agent') {
        return this.inOrder(session.id, () => this.scheduler.agentAnswered(session.id), 'cancel');
      }
      if (author === 'system') {
        return this.inOrder(session.id, () => this.scheduler.cancelPending(session.id), 'cancel');
      }
      return undefined;
    });
  }

  private inOrder(sessionId: string, step: () => Promise<unknown>, what: string): Promise<void> {
    const previous = this.chains.get(sessionId) ?? Promise.resolve();
    const next = previous
      .then(step)
      .then(
        () => undefined,
        (error: unknown) => this.logger.error(`Could not ${what} an auto-reply: ${String(error)}`),
      )
      .finally(() => {
        if (this.chains.get(sessionId) === next) this.chains.delete(sessionId);
      });
    this.chains.set(sessionId, next);
    return next;
  }
}
