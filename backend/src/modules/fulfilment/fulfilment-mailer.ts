import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { publicUrl } from '../../core/config/public-url';
import { malaysiaDateTime } from '../../core/format/malaysia-time';
import { MailService } from '../../core/mail/mail.service';
import type { OrderRecord } from '../orders/order-record';
import { guideText } from './installation-steps';
import type { Delivered } from './order-delivery.service';

/**
 * The fulfilment e-mails to the customer, written in the transaction of the step they announce (the
 * outbox): an e-mail exists exactly when its step committed, and is delivered after the commit.
 */
@Injectable()
export class FulfilmentMailer {
  constructor(private readonly mail: MailService) {}

  async guide(order: OrderRecord, em: EntityManager): Promise<void> {
    if (!order.customerEmail) return;
    await this.mail.send(
      {
        to: order.customerEmail,
        subject: `Installation guide for your order ${order.orderId}`,
        text: guideText(order, 'customer', { codes: [], rentals: [] }),
        related: { type: 'order', id: order.orderId },
      },
      em,
    );
  }

  async delivery(order: OrderRecord, delivered: Delivered, em: EntityManager): Promise<void> {
    if (!order.customerEmail) return;
    const perLine = order.items.flatMap((item) => {
      const codes = delivered.codes.filter((code) => code.orderItemId === item.id);
      const rentals = delivered.rentals.filter((rental) => rental.orderItemId === item.id);
      return [
        `${item.title}${item.optionLabel ? ` (${item.optionLabel})` : ''} x ${item.quantity}:`,
        ...codes.map((code, index) => `  Activation code ${index + 1} of ${codes.length}: ${code.code}`),
        ...rentals.map(
          (rental, index) =>
            `  Rental account ${index + 1} of ${rentals.length} (${rental.gameName}) runs until ` +
            `${malaysiaDateTime(rental.expiresAt)} (Malaysia time). The account details are on your order page: ${publicUrl(`/redeem/${order.orderId}`)}`,
        ),
      ];
    });
    const lines = [
      `Hi ${order.customerName},`,
      '',
      `Your order ${order.orderId} has been delivered.`,
      ...perLine,
      '',
      `Installation guide: ${publicUrl(`/installation-guide/${order.orderId}`)}`,
      'Each code is single use and must be activated within 24 hours.',
    ];
    await this.mail.send(
      {
        to: order.customerEmail,
        subject: `Your activation details for order ${order.orderId}`,
        text: lines.join('\n'),
        related: { type: 'order', id: order.orderId },
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
    const lines = [
      `Hi ${order.customerName},`,
      '',
      `The activation code ${change.from} for ${change.product} (order ${order.orderId}) has been replaced.`,
      `Your new activation code: ${change.to}`,
      '',
      `It is also on your order page: ${publicUrl(`/redeem/${order.orderId}`)}`,
      'Each code is single use and must be activated within 24 hours.',
    ];
    await this.mail.send(
      {
        to: order.customerEmail,
        subject: `Your replacement activation code for order ${order.orderId}`,
        text: lines.join('\n'),
        related: { type: 'order', id: order.orderId },
      },
      em,
    );
  }
}
