import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OutboxService } from '../../../core/outbox/outbox.service';
import { OrdersReadModel, queueWhatsappOrderUpdate } from '../../orders';
import { Rental } from '../entities/rental.entity';
import { RentalMails } from './rental-mails';

/** How long before its end a rental's customer is reminded. */
export const RENTAL_ENDING_SOON_MINUTES = 30;

/**
 * The "rental ends soon" e-mail, once per rental: the sweep finds rentals ending within the window, and each
 * is claimed by a conditional update of `ending_soon_sent_at` in the same transaction as its outbox e-mail,
 * so two sweeps at once (two workers) or a sweep run again send it once.
 */
@Injectable()
export class RentalReminders {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrdersReadModel,
    private readonly mails: RentalMails,
    private readonly outbox: OutboxService,
  ) {}

  /** Sends the reminders due now; resolves to how many were sent. */
  async sendDue(): Promise<number> {
    const due = await this.dataSource.query<{ id: string }[]>(
      `SELECT id FROM rentals
        WHERE ended_at IS NULL AND ending_soon_sent_at IS NULL
          AND expires_at > now() AND expires_at <= now() + make_interval(mins => $1)
        ORDER BY expires_at LIMIT 200`,
      [RENTAL_ENDING_SOON_MINUTES],
    );
    let sent = 0;
    for (const { id } of due) {
      const claimed = await this.dataSource.transaction(async (em) => {
        const rows = await em.query<{ id: string }[]>(
          `WITH claimed AS (
             UPDATE rentals SET ending_soon_sent_at = now()
              WHERE id = $1 AND ending_soon_sent_at IS NULL AND ended_at IS NULL AND expires_at > now()
              RETURNING id
           ) SELECT id FROM claimed`,
          [id],
        );
        if (rows.length === 0) return false;
        const rental = await em.getRepository(Rental).findOneByOrFail({ id });
        const order = await this.orders.withItems({ orderId: rental.orderId }, em);
        if (order) await this.mails.endingSoon(rental, order, em);
        // One WhatsApp update per order, even when it holds several rentals ending together.
        if (order) await queueWhatsappOrderUpdate(this.outbox, em, order, 'rentalEnding');
        return true;
      });
      if (claimed) sent += 1;
    }
    if (sent > 0) this.outbox.kick();
    return sent;
  }
}
