import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../../../../core/events/domain-events.service';
import { DataRequestsService } from '../services/data-requests.service';

/** Signing in during an erasure's grace period cancels it (the e-mail says so): the customer came back. */
@Injectable()
export class ErasureSignInListener implements OnModuleInit {
  private readonly logger = new Logger(ErasureSignInListener.name);

  constructor(
    private readonly events: DomainEvents,
    private readonly requests: DataRequestsService,
  ) {}

  onModuleInit(): void {
    this.events.on('auth.signed-in', ({ userId }) => {
      this.requests
        .cancelOwnErasure(userId)
        .catch((error: unknown) => this.logger.warn(`Could not cancel the erasure of ${userId}: ${String(error)}`));
    });
  }
}
