import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { rooms } from '@kedai/contracts';
import { DomainEvents } from '../../../core/events/domain-events.service';
import { RealtimeService } from '../../../core/realtime/realtime.service';
import { AdminOrderReader } from '../read/admin-order-reader.service';

/**
 * Listens to `order.changed` and tells the sockets: `order:changed` (the AdminOrderView) to the admins and
 * `order:updated` `{orderId, status, updatedAt}` to the order's watchers. Never throws.
 */
@Injectable()
export class OrderAnnouncer implements OnModuleInit {
  private readonly logger = new Logger(OrderAnnouncer.name);

  constructor(
    private readonly events: DomainEvents,
    private readonly realtime: RealtimeService,
    private readonly reader: AdminOrderReader,
  ) {}

  onModuleInit(): void {
    this.events.on('order.changed', ({ orderId }) => this.announce(orderId));
    // An order's e-mail was sent or failed: the screens that show its e-mail status follow.
    this.events.on('mail.status.changed', ({ relatedType, relatedId }) => {
      if (relatedType === 'order' && relatedId) return this.announce(relatedId);
    });
  }

  async announce(orderId: string): Promise<void> {
    try {
      const view = await this.reader.announcedView(orderId);
      if (!view) return;
      this.realtime.toAdmins('order:changed', view);
      this.realtime.toRoom(rooms.order(orderId), 'order:updated', {
        orderId,
        status: view.status,
        updatedAt: view.updatedAt,
      });
    } catch (error) {
      this.logger.warn(`Could not announce order ${orderId}: ${String(error)}`);
    }
  }
}
