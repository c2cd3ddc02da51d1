import { Injectable, OnModuleInit } from '@nestjs/common';
import { rooms } from '@kedai/contracts';
import { DomainEvents } from '../../../core/events/domain-events.service';
import { RealtimeService } from '../../../core/realtime/realtime.service';

/**
 * Says who is there: agents online (chat:presence to customers and agents), a conversation's customer
 * connected or gone (chat:customer-presence to agents) and the auto-reply's typing indicator. These are not
 * messages, so unlike ChatSocketAnnouncer they do not flush the batched agents' copies first.
 */
@Injectable()
export class ChatPresenceAnnouncer implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly realtime: RealtimeService,
  ) {}

  onModuleInit() {
    this.events.on('chat.presence.changed', ({ presence }) => {
      this.realtime.toRoom([rooms.chatCustomers, rooms.admins], 'chat:presence', presence);
    });
    this.events.on('chat.customer-presence.changed', ({ sessionId, online }) => {
      this.realtime.toAdmins('chat:customer-presence', { sessionId, online });
    });
    this.events.on('chat.auto-reply.typing', ({ sessionId, isTyping }) => {
      this.realtime.toRoom([rooms.chat(sessionId), rooms.admins], 'chat:typing', {
        sessionId,
        senderType: 'auto',
        isTyping,
      });
    });
  }
}
