import { Injectable, OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../../../core/events/domain-events.service';
import { MetricsService } from '../../../core/metrics/metrics.service';

/** Counts stored chat messages by sender type. */
@Injectable()
export class ChatMetricsListener implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly metrics: MetricsService,
  ) {}

  onModuleInit() {
    this.events.on('chat.message.stored', ({ message }) =>
      // Notes are counted apart: they are not replies the customer got.
      this.metrics.chatMessageStored(message.isNote ? 'note' : message.senderType),
    );
  }
}
