import { Injectable, OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../../../core/events/domain-events.service';
import { RealtimeService } from '../../../core/realtime/realtime.service';

/** Tells admin sockets the open queue alerts whenever one is raised or cleared (the admin pages' banner). */
@Injectable()
export class QueueAlertsAnnouncer implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly realtime: RealtimeService,
  ) {}

  onModuleInit() {
    this.events.on('ops.queue-alerts.changed', ({ alerts }) => this.realtime.toAdmins('ops:queue-alerts', alerts));
  }
}
