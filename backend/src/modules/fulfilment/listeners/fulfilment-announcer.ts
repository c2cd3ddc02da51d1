import { Injectable, OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../../../core/events/domain-events.service';
import { RealtimeService } from '../../../core/realtime/realtime.service';

/** Tells the admins how a fulfilment step went (fulfilment:result); the order itself is announced by orders. */
@Injectable()
export class FulfilmentAnnouncer implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly realtime: RealtimeService,
  ) {}

  onModuleInit() {
    this.events.on('fulfilment.step.finished', ({ result }) => this.realtime.toAdmins('fulfilment:result', result));
  }
}
