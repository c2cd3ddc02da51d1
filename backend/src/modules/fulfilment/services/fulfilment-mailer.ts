import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { shopDateTimeIn } from '../../../core/format/shop-time';
import { emailT } from '../../../core/i18n/email-i18n';
import type { EmailBlock } from '../../../core/mail/email-layout';
import { MailService } from '../../../core/mail/mail.service';
import { greeting, orderPageButton, orderPageUrl, orderSummaryBlock, shopperLineTexts } from '../../orders';
import type { OrderRecord } from '../../orders';
import { guideMail, guidePageUrl } from './guide-mail';
import type { Delivered } from './order-delivery.service';

/**
 * The fulfilment e-mails to the customer, written in the transaction of the step they announce (the
 * outbox): an e-mail exists exactly when its step committed, and is delivered after the commit. Written in
 * the language the order was placed in.
 */
@Injectable()
export class FulfilmentMailer {
  constructor(private readonly mail: MailService) {}

  async guide(order: OrderRecord, em: EntityManager): Promise<void> {
    if (!order.customerEmail) return;
    await this.mail.compose(
      {
        to: order.customerEmail,
        ...guideMail(order, order.language),
        orderId: order.orderId,
      },
      em,
    );
  }

  /** The delivery e-mail's outbox id (null: the order has no e-mail address). */
  async delivery(order: OrderRecord, delivered: Delivered, em: EntityManager): Promise<string | null> {
    if (!order.customerEmail) return null;
    const { language, orderId } = order;
    const t = emailT(language);
    const perLine = order.items.flatMap((item): EmailBlock[] => {
      const codes = delivered.codes.filter((code) => code.orderItemId === item.id);
      const rentals = delivered.rentals.filter((rental) => rental.orderItemId === item.id);
      const shown = shopperLineTexts(item);
      const title = `${shown.title}${shown.optionLabel ? ` (${shown.optionLabel})` : ''} x ${item.quantity}`;
      return [
        ...(codes.length > 0
          ? [
              {
                kind: 'code' as const,
                title,
                rows: codes.map((code, index) => ({
                  label: t('fulfilment.delivery.codeLabel', { index: index + 1, total: codes.length }),
                  value: code.code,
                })),
              },
            ]
          : []),
        ...(rentals.length > 0
          ? [
              {
                kind: 'paragraph' as const,
                text: [
                  `${title}:`,
                  ...rentals.map((rental, index) =>
                    t('fulfilment.delivery.rental', {
                      index: index + 1,
                      total: rentals.length,
                      game: rental.gameName,
                      until: shopDateTimeIn(rental.expiresAt, language),
                    }),
                  ),
                  t('fulfilment.delivery.rentalDetails'),
                ].join('\n'),
              },
            ]
          : []),
      ];
    });
    const email = await this.mail.compose(
      {
        to: order.customerEmail,
        subject: t('fulfilment.delivery.subject', { orderId }),
        language,
        orderId,
        blocks: [
          { kind: 'heading', text: t('fulfilment.delivery.heading') },
          greeting(t, order.customerName),
          { kind: 'paragraph', text: t('fulfilment.delivery.delivered', { orderId }) },
          ...perLine,
          orderPageButton(t, orderId),
          { kind: 'link', label: t('fulfilment.delivery.guide'), url: guidePageUrl(orderId) },
          orderSummaryBlock(order),
          { kind: 'note', text: t('fulfilment.singleUse') },
        ],
      },
      em,
    );
    return email.id;
  }

  /** A code reported as not working was burned: the customer gets the code that replaces it. */
  async replacement(
    order: OrderRecord,
    change: { product: string; from: string; to: string },
    em: EntityManager,
  ): Promise<void> {
    if (!order.customerEmail) return;
    const { language, orderId } = order;
    const t = emailT(language);
    await this.mail.compose(
      {
        to: order.customerEmail,
        subject: t('fulfilment.replacement.subject', { orderId }),
        language,
        orderId,
        blocks: [
          { kind: 'heading', text: t('fulfilment.replacement.heading') },
          greeting(t, order.customerName),
          {
            kind: 'paragraph',
            text: t('fulfilment.replacement.replaced', { from: change.from, product: change.product, orderId }),
          },
          { kind: 'code', rows: [{ label: t('fulfilment.replacement.newCode'), value: change.to }] },
          { kind: 'link', label: t('fulfilment.replacement.onOrderPage'), url: orderPageUrl(orderId) },
          { kind: 'note', text: t('fulfilment.singleUse') },
        ],
      },
      em,
    );
  }
}
