import { Injectable, OnModuleInit } from '@nestjs/common';
import { rooms } from '@kedai/contracts';
import { DomainEvents } from '../../core/events/domain-events.service';
import { RealtimeService } from '../../core/realtime/realtime.service';

/** Tells the sockets what happened in chat (contract in docs/realtime.md). Works from worker processes too. */
@Injectable()
export class ChatSocketAnnouncer implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly realtime: RealtimeService,
  ) {}

  onModuleInit() {
    this.events.on('chat.message.stored', ({ message, session }) => {
      // Each socket gets each message once: an agent's socket can be in the session room too (it joined the
      // conversation), so the room's copy skips the agents, whose copy carries the session's summary.
      this.realtime.io.to(rooms.chat(session.id)).except(rooms.admins).emit('chat:message', message);
      this.realtime.toAdmins('chat:message', { ...message, session });
    });
    this.events.on('chat.session.read', ({ read, session }) => {
      this.realtime.toRoom([rooms.chat(read.sessionId), rooms.admins], 'chat:read', read);
      if (session) this.realtime.toAdmins('chat:session-updated', session);
    });
    this.events.on('chat.session.changed', ({ session, created }) => {
      this.realtime.toAdmins(created ? 'chat:session-created' : 'chat:session-updated', session);
    });
  }
}
