import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { publicUrl } from '../../core/config/public-url';
import { malaysiaDateTime } from '../../core/format/malaysia-time';
import { MailService } from '../../core/mail/mail.service';
import type { OrderRecord } from './order-record';

const money = (amount: number) => `RM${amount.toFixed(2)}`;

/** The order's lines as the e-mails list them. */
const summary = (order: OrderRecord) => [
  ...(order.items ?? []).map(
    (item) =>
      `- ${item.title}${item.optionLabel ? ` (${item.optionLabel})` : ''} x ${item.quantity}: ${money(item.lineTotal)}`,
  ),
  `Total: ${money(order.totalAmount)}`,
];

/**
 * The e-mails of the receipt review, written in the review's transaction (outbox): one exists exactly
 * when its verdict committed. Links are absolute (PUBLIC_URL) and work for a guest: the order's own page
 * on the Activation Center, and the receipt upload with the order id filled in.
 */
@Injectable()
export class ReceiptMails {
  constructor(private readonly mail: MailService) {}

  /** Order received: the summary, the page to follow it, and the upload link in case the receipt was wrong. */
  async received(order: OrderRecord, cancelDue: Date, em: EntityManager): Promise<void> {
    if (!order.customerEmail) return;
    const lines = [
      `Hi ${order.customerName},`,
      '',
      `Thank you for your order ${order.orderId}, placed on ${malaysiaDateTime(order.createdAt)} (Malaysia time).`,
      '',
      ...summary(order),
      '',
      'Our team is checking your payment receipt; you will get an e-mail when your payment is confirmed.',
      `Follow your order: ${publicUrl(`/redeem/${order.orderId}`)}`,
      `Attached the wrong receipt? Upload a new one: ${publicUrl(`/upload-receipt?orderId=${encodeURIComponent(order.orderId)}`)}`,
      `An order whose payment cannot be confirmed is cancelled on ${malaysiaDateTime(cancelDue)} (Malaysia time).`,
    ];
    await this.mail.send(
      {
        to: order.customerEmail,
        subject: `We received your order ${order.orderId}`,
        text: lines.join('\n'),
        related: { type: 'order', id: order.orderId },
      },
      em,
    );
  }

  async verified(order: OrderRecord, em: EntityManager): Promise<void> {
    if (!order.customerEmail) return;
    const lines = [
      `Hi ${order.customerName},`,
      '',
      `We have checked your payment receipt for order ${order.orderId} and confirmed your payment of ${money(order.totalAmount)} on ${malaysiaDateTime(new Date())} (Malaysia time).`,
      '',
      ...summary(order),
      '',
      'Our team now prepares your order; you will get another e-mail when your codes or account are ready.',
      `Follow your order: ${publicUrl(`/redeem/${order.orderId}`)}`,
    ];
    await this.mail.send(
      {
        to: order.customerEmail,
        subject: `Payment confirmed for order ${order.orderId}`,
        text: lines.join('\n'),
        related: { type: 'order', id: order.orderId },
      },
      em,
    );
  }

  async rejected(order: OrderRecord, reason: string, em: EntityManager): Promise<void> {
    if (!order.customerEmail) return;
    const upload = publicUrl(`/upload-receipt?orderId=${encodeURIComponent(order.orderId)}`);
    const lines = [
      `Hi ${order.customerName},`,
      '',
      `We could not accept the payment receipt you uploaded for order ${order.orderId} (${money(order.totalAmount)}).`,
      '',
      `Reason: ${reason}`,
      '',
      `Please upload a new receipt here: ${upload}`,
      `Your order: ${publicUrl(`/redeem/${order.orderId}`)}`,
      '',
      ...summary(order),
    ];
    await this.mail.send(
      {
        to: order.customerEmail,
        subject: `Please upload a new payment receipt for order ${order.orderId}`,
        text: lines.join('\n'),
        related: { type: 'order', id: order.orderId },
      },
      em,
    );
  }
}
