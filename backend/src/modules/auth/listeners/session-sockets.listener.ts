import { Injectable, OnModuleInit } from '@nestjs/common';
import { rooms } from '@kedai/contracts';
import { DomainEvents } from '../../../core/events/domain-events.service';
import { RealtimeService } from '../../../core/realtime/realtime.service';

/**
 * Closes the sockets of revoked login sessions, after telling them why (session:revoked), and of staff who
 * must enrol in two-factor sign-in once the shop requires it.
 */
@Injectable()
export class SessionSocketsListener implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly realtime: RealtimeService,
  ) {}

  onModuleInit() {
    this.events.on('auth.session.revoked', ({ sessionId }) => {
      this.realtime.disconnectRoom(rooms.session(sessionId), {
        code: 'logged_out',
        message: 'You have been logged out.',
      });
    });
    this.events.on('auth.user-sessions.revoked', ({ userId }) => {
      this.realtime.disconnectRoom(rooms.user(userId), {
        code: 'logged_out',
        message: 'Your password was changed. Please log in again.',
      });
    });
    this.events.on('auth.second-factor.policy-changed', ({ staffToEnrol }) => {
      for (const userId of staffToEnrol) {
        this.realtime.disconnectRoom(rooms.user(userId), {
          code: 'two_factor_enrolment_required',
          message: 'Set up two-factor sign-in first: the shop requires it for staff.',
        });
      }
    });
  }
}
