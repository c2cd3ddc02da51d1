import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { publicUrl } from '../../core/config/public-url';
import { malaysiaDateTime } from '../../core/format/malaysia-time';
import { MailService } from '../../core/mail/mail.service';
import { greeting, orderPageButton, orderSummaryBlock } from '../orders/order-email-blocks';
import type { OrderRecord } from '../orders/order-record';
import type { Rental } from './entities/rental.entity';

type RentalFacts = Pick<Rental, 'orderId' | 'gameName' | 'expiresAt'>;

/** The rental's e-mails to the customer, written in the transaction of the change they announce (outbox). */
@Injectable()
export class RentalMails {
  constructor(private readonly mail: MailService) {}

  /** Sent once, shortly before the rental ends (the sweep claims `ending_soon_sent_at` first). */
  async endingSoon(rental: RentalFacts, order: OrderRecord, em: EntityManager): Promise<void> {
    if (!order.customerEmail) return;
    const minutes = Math.max(1, Math.round((rental.expiresAt.getTime() - Date.now()) / 60_000));
    await this.mail.compose(
      {
        to: order.customerEmail,
        subject: `Your rental of ${rental.gameName} ends soon`,
        orderId: order.orderId,
        blocks: [
          { kind: 'heading', text: 'Your rental ends soon' },
          greeting(order.customerName),
          {
            kind: 'paragraph',
            text:
              `Your rental of ${rental.gameName} (order ${order.orderId}) ends on ` +
              `${malaysiaDateTime(rental.expiresAt)} (Malaysia time), in about ${minutes} minutes.`,
          },
          {
            kind: 'paragraph',
            text: 'Save your progress before then: the account is signed out and its password changed when the rental ends.',
          },
          orderPageButton(order.orderId),
          orderSummaryBlock(order),
        ],
      },
      em,
    );
  }

  async ended(rental: RentalFacts, order: OrderRecord, em: EntityManager): Promise<void> {
    if (!order.customerEmail) return;
    await this.mail.compose(
      {
        to: order.customerEmail,
        subject: `Your rental of ${rental.gameName} has ended`,
        orderId: order.orderId,
        blocks: [
          { kind: 'heading', text: 'Your rental has ended' },
          greeting(order.customerName),
          {
            kind: 'paragraph',
            text:
              `Your rental of ${rental.gameName} (order ${order.orderId}) ended at ` +
              `${malaysiaDateTime(rental.expiresAt)} (Malaysia time). The account is no longer available to you.`,
          },
          { kind: 'paragraph', text: 'Thank you for renting with Kedai. Rent again any time from our shop.' },
          { kind: 'button', label: 'Rent again', url: publicUrl('/products') },
          orderSummaryBlock(order),
        ],
      },
      em,
    );
  }
}
