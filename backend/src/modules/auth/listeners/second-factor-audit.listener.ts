import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { isStaffRole, type AuditAction } from '@kedai/contracts';
import { DomainEvents } from '../../../core/events/domain-events.service';
import { AuditService } from '../../audit';
import { UsersService } from '../../users';

/**
 * Two-factor and session changes of staff on the audit log (docs/product/admin.md#audit-log): enrolled, a wrong
 * code, an admin's reset, sessions ended. Written as the events come, just after their change committed; the
 * log is of staff, so a customer's own 2FA and devices are not in it.
 */
@Injectable()
export class SecondFactorAuditListener implements OnModuleInit {
  private readonly logger = new Logger(SecondFactorAuditListener.name);

  constructor(
    private readonly events: DomainEvents,
    private readonly audit: AuditService,
    private readonly users: UsersService,
  ) {}

  onModuleInit() {
    this.events.on('auth.second-factor.changed', ({ userId, change }) => {
      if (change === 'enabled') void this.log('auth.2fa-enrolled', userId, userId, null, {});
    });
    this.events.on(
      'auth.second-factor.failed',
      ({ userId, ip }) => void this.log('auth.2fa-failed', userId, userId, ip, {}),
    );
    this.events.on(
      'auth.second-factor.reset',
      ({ userId, by }) => void this.log('auth.2fa-reset', by.id, userId, null, {}),
    );
    this.events.on('auth.sessions.ended', ({ userId, sessionIds, by }) => {
      void this.log('auth.session-ended', by, userId, null, { sessions: sessionIds.length });
    });
  }

  /** One entry by `actorId` about the staff member `targetId`; nothing when the target is a customer. */
  private async log(
    action: AuditAction,
    actorId: string,
    targetId: string,
    ip: string | null,
    summary: Record<string, unknown>,
  ): Promise<void> {
    try {
      const [actor, target] = await Promise.all([this.users.findById(actorId), this.users.findById(targetId)]);
      if (!actor || !target || !isStaffRole(target.role)) return;
      await this.audit.recordAlone(
        { userId: actor.id, name: actor.name, role: actor.role, ip, userAgent: null },
        action,
        { type: 'user', id: targetId },
        summary,
      );
    } catch (error) {
      this.logger.error(`Could not write the ${action} audit entry: ${String(error)}`);
    }
  }
}
