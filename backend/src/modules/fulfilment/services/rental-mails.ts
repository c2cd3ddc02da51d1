import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { publicUrl } from '../../../core/config/public-url';
import { malaysiaDateTimeIn } from '../../../core/format/malaysia-time';
import { emailT } from '../../../core/i18n/email-i18n';
import { MailService } from '../../../core/mail/mail.service';
import { greeting, orderPageButton, orderSummaryBlock } from '../../orders/services/order-email-blocks';
import type { OrderRecord } from '../../orders/read/order-record';
import type { Rental } from '../entities/rental.entity';

type RentalFacts = Pick<Rental, 'orderId' | 'gameName' | 'expiresAt'>;

/**
 * The rental's e-mails to the customer, written in the transaction of the change they announce (outbox), in
 * the language the order was placed in.
 */
@Injectable()
export class RentalMails {
  constructor(private readonly mail: MailService) {}

  /** Sent once, shortly before the rental ends (the sweep claims `ending_soon_sent_at` first). */
  async endingSoon(rental: RentalFacts, order: OrderRecord, em: EntityManager): Promise<void> {
    if (!order.customerEmail) return;
    const { language, orderId } = order;
    const t = emailT(language);
    const game = rental.gameName;
    const minutes = Math.max(1, Math.round((rental.expiresAt.getTime() - Date.now()) / 60_000));
    await this.mail.compose(
      {
        to: order.customerEmail,
        subject: t('rental.endingSoon.subject', { game }),
        language,
        orderId,
        blocks: [
          { kind: 'heading', text: t('rental.endingSoon.heading') },
          greeting(t, order.customerName),
          {
            kind: 'paragraph',
            text: t('rental.endingSoon.endsOn', {
              game,
              orderId,
              endsAt: malaysiaDateTimeIn(rental.expiresAt, language),
              minutes,
            }),
          },
          { kind: 'paragraph', text: t('rental.endingSoon.saveProgress') },
          orderPageButton(t, orderId),
          orderSummaryBlock(order),
        ],
      },
      em,
    );
  }

  async ended(rental: RentalFacts, order: OrderRecord, em: EntityManager): Promise<void> {
    if (!order.customerEmail) return;
    const { language, orderId } = order;
    const t = emailT(language);
    const game = rental.gameName;
    await this.mail.compose(
      {
        to: order.customerEmail,
        subject: t('rental.ended.subject', { game }),
        language,
        orderId,
        blocks: [
          { kind: 'heading', text: t('rental.ended.heading') },
          greeting(t, order.customerName),
          {
            kind: 'paragraph',
            text: t('rental.ended.endedAt', { game, orderId, endedAt: malaysiaDateTimeIn(rental.expiresAt, language) }),
          },
          { kind: 'paragraph', text: t('rental.ended.thanks') },
          { kind: 'button', label: t('rental.ended.rentAgain'), url: publicUrl('/products') },
          orderSummaryBlock(order),
        ],
      },
      em,
    );
  }
}
