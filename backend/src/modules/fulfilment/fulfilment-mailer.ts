import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { malaysiaDateTime } from '../../core/format/malaysia-time';
import type { EmailBlock } from '../../core/mail/email-layout';
import { MailService } from '../../core/mail/mail.service';
import { greeting, orderPageButton, orderPageUrl, orderSummaryBlock } from '../orders/order-email-blocks';
import type { OrderRecord } from '../orders/order-record';
import { guideMail, guidePageUrl } from './guide-mail';
import type { Delivered } from './order-delivery.service';

const SINGLE_USE = 'Each code is single use and must be activated within 24 hours.';

/**
 * The fulfilment e-mails to the customer, written in the transaction of the step they announce (the
 * outbox): an e-mail exists exactly when its step committed, and is delivered after the commit.
 */
@Injectable()
export class FulfilmentMailer {
  constructor(private readonly mail: MailService) {}

  async guide(order: OrderRecord, em: EntityManager): Promise<void> {
    if (!order.customerEmail) return;
    await this.mail.compose(
      {
        to: order.customerEmail,
        ...guideMail(order),
        orderId: order.orderId,
      },
      em,
    );
  }

  async delivery(order: OrderRecord, delivered: Delivered, em: EntityManager): Promise<void> {
    if (!order.customerEmail) return;
    const perLine = order.items.flatMap((item): EmailBlock[] => {
      const codes = delivered.codes.filter((code) => code.orderItemId === item.id);
      const rentals = delivered.rentals.filter((rental) => rental.orderItemId === item.id);
      const title = `${item.title}${item.optionLabel ? ` (${item.optionLabel})` : ''} x ${item.quantity}`;
      return [
        ...(codes.length > 0
          ? [
              {
                kind: 'code' as const,
                title,
                rows: codes.map((code, index) => ({
                  label: `Activation code ${index + 1} of ${codes.length}`,
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
                  ...rentals.map(
                    (rental, index) =>
                      `Rental account ${index + 1} of ${rentals.length} (${rental.gameName}) runs until ` +
                      `${malaysiaDateTime(rental.expiresAt)} (Malaysia time).`,
                  ),
                  'The account details are on your order page.',
                ].join('\n'),
              },
            ]
          : []),
      ];
    });
    await this.mail.compose(
      {
        to: order.customerEmail,
        subject: `Your activation details for order ${order.orderId}`,
        orderId: order.orderId,
        blocks: [
          { kind: 'heading', text: 'Your order has been delivered' },
          greeting(order.customerName),
          { kind: 'paragraph', text: `Your order ${order.orderId} has been delivered.` },
          ...perLine,
          orderPageButton(order.orderId),
          { kind: 'link', label: 'Installation guide', url: guidePageUrl(order.orderId) },
          orderSummaryBlock(order),
          { kind: 'note', text: SINGLE_USE },
        ],
      },
      em,
    );
  }

  /** A code reported as not working was burned: the customer gets the code that replaces it. */
  async replacement(
    order: OrderRecord,
    change: { product: string; from: string; to: string },
    em: EntityManager,
  ): Promise<void> {
    if (!order.customerEmail) return;
    await this.mail.compose(
      {
        to: order.customerEmail,
        subject: `Your replacement activation code for order ${order.orderId}`,
        orderId: order.orderId,
        blocks: [
          { kind: 'heading', text: 'Your replacement activation code' },
          greeting(order.customerName),
          {
            kind: 'paragraph',
            text: `The activation code ${change.from} for ${change.product} (order ${order.orderId}) has been replaced.`,
          },
          { kind: 'code', rows: [{ label: 'Your new activation code', value: change.to }] },
          { kind: 'link', label: 'It is also on your order page', url: orderPageUrl(order.orderId) },
          { kind: 'note', text: SINGLE_USE },
        ],
      },
      em,
    );
  }
}
