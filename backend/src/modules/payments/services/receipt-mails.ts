import { paymentMethodLabel } from '@kedai/contracts';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { formatRM } from '@kedai/contracts';
import { shopDateTimeIn } from '../../../core/format/shop-time';
import { emailT } from '../../../core/i18n/email-i18n';
import { MailService } from '../../../core/mail/mail.service';
import { greeting, orderPageButton, orderPageUrl, orderSummaryBlock, uploadReceiptUrl } from '../../orders';
import type { OrderRecord } from '../../orders';

/**
 * The e-mails of the receipt review, written in the review's transaction (outbox): one exists exactly
 * when its verdict committed. Links are absolute (PUBLIC_URL) and work for a guest: the order's own page
 * on the Activation Center, and the receipt upload with the order id filled in. Written in the language
 * the order was placed in.
 */
@Injectable()
export class ReceiptMails {
  constructor(private readonly mail: MailService) {}

  /** Order received: the summary, the page to follow it, and the upload link in case the receipt was wrong. */
  async received(order: OrderRecord, cancelDue: Date, em: EntityManager): Promise<void> {
    if (!order.customerEmail) return;
    const { language, orderId } = order;
    const t = emailT(language);
    await this.mail.compose(
      {
        to: order.customerEmail,
        subject: t('receipt.received.subject', { orderId }),
        language,
        orderId,
        blocks: [
          { kind: 'heading', text: t('receipt.received.heading') },
          greeting(t, order.customerName),
          {
            kind: 'paragraph',
            text: t('receipt.received.placed', { orderId, placedAt: shopDateTimeIn(order.createdAt, language) }),
          },
          orderSummaryBlock(order),
          {
            kind: 'paragraph',
            text: t('receipt.received.paidWith', { method: paymentMethodLabel(order.paymentMethod) }),
          },
          { kind: 'paragraph', text: t('receipt.received.checking') },
          orderPageButton(t, orderId),
          { kind: 'link', label: t('receipt.received.wrongReceipt'), url: uploadReceiptUrl(orderId) },
          {
            kind: 'note',
            text: t('receipt.received.cancelNote', { cancelAt: shopDateTimeIn(cancelDue, language) }),
          },
        ],
      },
      em,
    );
  }

  async verified(order: OrderRecord, em: EntityManager): Promise<void> {
    if (!order.customerEmail) return;
    const { language, orderId } = order;
    const t = emailT(language);
    await this.mail.compose(
      {
        to: order.customerEmail,
        subject: t('receipt.verified.subject', { orderId }),
        language,
        orderId,
        blocks: [
          { kind: 'heading', text: t('receipt.verified.heading') },
          greeting(t, order.customerName),
          {
            kind: 'paragraph',
            text: t('receipt.verified.confirmed', {
              orderId,
              amount: formatRM(order.totalAmount),
              confirmedAt: shopDateTimeIn(new Date(), language),
            }),
          },
          orderSummaryBlock(order),
          { kind: 'paragraph', text: t('receipt.verified.preparing') },
          orderPageButton(t, orderId),
        ],
      },
      em,
    );
  }

  async rejected(order: OrderRecord, reason: string, em: EntityManager): Promise<void> {
    if (!order.customerEmail) return;
    const { language, orderId } = order;
    const t = emailT(language);
    await this.mail.compose(
      {
        to: order.customerEmail,
        subject: t('receipt.rejected.subject', { orderId }),
        language,
        orderId,
        blocks: [
          { kind: 'heading', text: t('receipt.rejected.heading') },
          greeting(t, order.customerName),
          {
            kind: 'paragraph',
            text: t('receipt.rejected.notAccepted', { orderId, amount: formatRM(order.totalAmount) }),
          },
          { kind: 'paragraph', text: t('receipt.rejected.reason', { reason }) },
          { kind: 'button', label: t('receipt.rejected.upload'), url: uploadReceiptUrl(orderId) },
          orderSummaryBlock(order),
          { kind: 'link', label: t('common.viewOrder'), url: orderPageUrl(orderId) },
        ],
      },
      em,
    );
  }
}
