import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { rooms } from '@kedai/contracts';
import { DomainEvents } from '../../../core/events/domain-events.service';
import { RealtimeService } from '../../../core/realtime/realtime.service';
import { ProblemReportsService } from '../problem-reports.service';

/**
 * `problem-report.changed` → `problem-report:changed` (the customer's view) to the order's watchers and
 * `problem-report:admin-changed` (the agent's card) to the staff. Never throws.
 */
@Injectable()
export class ProblemReportAnnouncer implements OnModuleInit {
  private readonly logger = new Logger(ProblemReportAnnouncer.name);

  constructor(
    private readonly events: DomainEvents,
    private readonly realtime: RealtimeService,
    private readonly reports: ProblemReportsService,
  ) {}

  onModuleInit(): void {
    this.events.on('problem-report.changed', ({ reportId }) => this.announce(reportId));
  }

  async announce(reportId: string): Promise<void> {
    try {
      const card = await this.reports.adminView(reportId);
      if (!card) return;
      this.realtime.toAdmins('problem-report:admin-changed', card);
      const { id, orderId, itemId, productTitle, reason, note, status, rejectReason, createdAt, resolvedAt } = card;
      this.realtime.toRoom(rooms.order(orderId), 'problem-report:changed', {
        orderId,
        report: { id, orderId, itemId, productTitle, reason, note, status, rejectReason, createdAt, resolvedAt },
      });
    } catch (error) {
      this.logger.warn(`Could not announce problem report ${reportId}: ${String(error)}`);
    }
  }
}
