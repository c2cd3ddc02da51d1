import { publicUrl } from '../../core/config/public-url';
import { malaysiaDateTime } from '../../core/format/malaysia-time';
import type { EmailBlock } from '../../core/mail/email-layout';
import { greeting } from '../orders/order-email-blocks';
import { type GuideOrder, guideExpiryOf, guideSections } from './installation-steps';

/** The guide page of an order (no login: the order id is the key, as on the Activation Center). */
export const guidePageUrl = (orderId: string) => publicUrl(`/installation-guide/${encodeURIComponent(orderId)}`);

/**
 * The installation-guide e-mail of the GUIDE step (the customer's version, before any code is delivered):
 * what the mailer sends and what the steps preview shows.
 */
export function guideMail(order: GuideOrder): { subject: string; blocks: EmailBlock[] } {
  const sections = guideSections(order).flatMap(({ header, steps, codes }): EmailBlock[] => [
    { kind: 'paragraph', text: [header, ...steps].join('\n') },
    ...(codes && codes.length > 0
      ? [
          {
            kind: 'code' as const,
            rows: codes.map((code, index) => ({
              label: codes.length > 1 ? `Activation code ${index + 1}` : 'Activation code',
              value: code,
            })),
          },
        ]
      : []),
  ]);
  return {
    subject: `Installation guide for your order ${order.orderId}`,
    blocks: [
      { kind: 'heading', text: `Installation guide for order ${order.orderId}` },
      greeting(order.customerName),
      ...sections,
      { kind: 'button', label: 'Open your installation guide', url: guidePageUrl(order.orderId) },
      {
        kind: 'note',
        text: `This guide expires on ${malaysiaDateTime(guideExpiryOf(order))} (Malaysia time, 3 days after shipping).`,
      },
    ],
  };
}
