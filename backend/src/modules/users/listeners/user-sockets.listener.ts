import { Injectable, OnModuleInit } from '@nestjs/common';
import { rooms } from '@kedai/contracts';
import { DomainEvents } from '../../../core/events/domain-events.service';
import { RealtimeService } from '../../../core/realtime/realtime.service';

const reasons = {
  role_changed: { code: 'role_changed', message: 'Your access has changed. Please sign in again.' },
  deactivated: { code: 'account_deactivated', message: 'This account has been deactivated. Please contact support.' },
} as const;

/**
 * Closes every socket of a user whose access changed, after telling it why (session:revoked). Tokens stop
 * working at once by themselves (every request re-checks the role and isActive); open sockets do not.
 */
@Injectable()
export class UserSocketsListener implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly realtime: RealtimeService,
  ) {}

  onModuleInit() {
    this.events.on('user.access.changed', ({ userId, reason }) => {
      this.realtime.disconnectRoom(rooms.user(userId), reasons[reason]);
    });
  }
}
