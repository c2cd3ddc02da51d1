import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../../../core/events/domain-events.service';
import { WhatsappSender } from '../services/whatsapp-sender.service';

/**
 * An agent's reply or an auto-reply stored in a WhatsApp conversation is queued for sending. If this process
 * dies between the commit and the queueing, the minute's sweep queues it (WhatsappSender.sweep), and the send's
 * claim keeps it to one delivery whichever job runs.
 */
@Injectable()
export class WhatsappOutboundListener implements OnModuleInit {
  private readonly logger = new Logger(WhatsappOutboundListener.name);

  constructor(
    private readonly events: DomainEvents,
    private readonly sender: WhatsappSender,
  ) {}

  onModuleInit() {
    this.events.on('chat.message.stored', ({ message, session }) => {
      if (session.channel !== 'whatsapp') return;
      if (message.senderType !== 'admin' && message.senderType !== 'auto') return;
      this.sender
        .queue(message.id)
        .catch((error: unknown) => this.logger.warn(`WhatsApp send not queued (the sweep will): ${String(error)}`));
    });
  }
}
