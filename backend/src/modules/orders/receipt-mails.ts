import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { formatRM } from '@kedai/contracts';
import { malaysiaDateTime } from '../../core/format/malaysia-time';
import { MailService } from '../../core/mail/mail.service';
import { greeting, orderPageButton, orderPageUrl, orderSummaryBlock, uploadReceiptUrl } from './order-email-blocks';
import type { OrderRecord } from './order-record';

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
    await this.mail.compose(
      {
        to: order.customerEmail,
        subject: `We received your order ${order.orderId}`,
        orderId: order.orderId,
        blocks: [
          { kind: 'heading', text: 'Thank you for your order' },
          greeting(order.customerName),
          {
            kind: 'paragraph',
            text: `We received your order ${order.orderId}, placed on ${malaysiaDateTime(order.createdAt)} (Malaysia time).`,
          },
          orderSummaryBlock(order),
          {
            kind: 'paragraph',
            text: 'Our team is checking your payment receipt; you will get an e-mail when your payment is confirmed.',
          },
          orderPageButton(order.orderId),
          { kind: 'link', label: 'Attached the wrong receipt? Upload a new one', url: uploadReceiptUrl(order.orderId) },
          {
            kind: 'note',
            text: `An order whose payment cannot be confirmed is cancelled on ${malaysiaDateTime(cancelDue)} (Malaysia time).`,
          },
        ],
      },
      em,
    );
  }

  async verified(order: OrderRecord, em: EntityManager): Promise<void> {
    if (!order.customerEmail) return;
    await this.mail.compose(
      {
        to: order.customerEmail,
        subject: `Payment confirmed for order ${order.orderId}`,
        orderId: order.orderId,
        blocks: [
          { kind: 'heading', text: 'Your payment is confirmed' },
          greeting(order.customerName),
          {
            kind: 'paragraph',
            text:
              `We have checked your payment receipt for order ${order.orderId} and confirmed your payment of ` +
              `${formatRM(order.totalAmount)} on ${malaysiaDateTime(new Date())} (Malaysia time).`,
          },
          orderSummaryBlock(order),
          {
            kind: 'paragraph',
            text: 'Our team now prepares your order; you will get another e-mail when your codes or account are ready.',
          },
          orderPageButton(order.orderId),
        ],
      },
      em,
    );
  }

  async rejected(order: OrderRecord, reason: string, em: EntityManager): Promise<void> {
    if (!order.customerEmail) return;
    await this.mail.compose(
      {
        to: order.customerEmail,
        subject: `Please upload a new payment receipt for order ${order.orderId}`,
        orderId: order.orderId,
        blocks: [
          { kind: 'heading', text: 'We could not accept your payment receipt' },
          greeting(order.customerName),
          {
            kind: 'paragraph',
            text: `We could not accept the payment receipt you uploaded for order ${order.orderId} (${formatRM(order.totalAmount)}).`,
          },
          { kind: 'paragraph', text: `Reason: ${reason}` },
          { kind: 'button', label: 'Upload a new receipt', url: uploadReceiptUrl(order.orderId) },
          orderSummaryBlock(order),
          { kind: 'link', label: 'View your order', url: orderPageUrl(order.orderId) },
        ],
      },
      em,
    );
  }
}
