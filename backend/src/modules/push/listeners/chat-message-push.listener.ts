import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import type { ChatMessageView, ChatSessionView } from '@kedai/contracts';
import { DomainEvents } from '../../../core/events/domain-events.service';
import { AgentPush } from '../services/agent-push.service';

/**
 * A customer's message becomes a push for the staff who are away (AgentPush.customerMessage). A resend of a
 * stored message (`chat.message.resent`: its first announcement may have died with the process that stored it)
 * asks again; the job id and the delivery rows make it the same single push.
 */
@Injectable()
export class ChatMessagePushListener implements OnModuleInit {
  private readonly logger = new Logger(ChatMessagePushListener.name);

  constructor(
    private readonly events: DomainEvents,
    private readonly push: AgentPush,
  ) {}

  onModuleInit() {
    this.events.on('chat.message.stored', ({ message, session }) => this.customerWrote(message, session));
    this.events.on('chat.message.resent', ({ message, session }) => this.customerWrote(message, session));
    this.events.on('chat.mention', (mention) => {
      this.push
        .mention(mention)
        .catch((error: unknown) =>
          this.logger.warn(`Push for mention ${mention.messageId} not queued: ${String(error)}`),
        );
    });
  }

  private customerWrote(message: ChatMessageView, session: ChatSessionView) {
    if (message.senderType !== 'customer') return;
    this.push
      .customerMessage(message, session)
      .catch((error: unknown) => this.logger.warn(`Push for message ${message.id} not queued: ${String(error)}`));
  }
}
