import { DEFAULT_LANGUAGE, type Language } from '@kedai/contracts';
import { publicUrl } from '../../../core/config/public-url';
import { malaysiaDateTimeIn } from '../../../core/format/malaysia-time';
import { emailT } from '../../../core/i18n/email-i18n';
import type { EmailBlock } from '../../../core/mail/email-layout';
import { greeting } from '../../orders/services/order-email-blocks';
import { type GuideOrder, guideExpiryOf, guideSections } from '../rules/installation-steps';

/** The guide page of an order (no login: the order id is the key, as on the Activation Center). */
export const guidePageUrl = (orderId: string) => publicUrl(`/installation-guide/${encodeURIComponent(orderId)}`);

/**
 * The installation-guide e-mail of the GUIDE step (the customer's version, before any code is delivered):
 * what the mailer sends and what the steps preview shows. The e-mail's own words are in `language`; the
 * steps themselves are the guide's (English).
 */
export function guideMail(
  order: GuideOrder,
  language: Language = DEFAULT_LANGUAGE,
): { subject: string; blocks: EmailBlock[]; language: Language } {
  const t = emailT(language);
  const sections = guideSections(order).flatMap(({ header, steps, codes }): EmailBlock[] => [
    { kind: 'paragraph', text: [header, ...steps].join('\n') },
    ...(codes && codes.length > 0
      ? [
          {
            kind: 'code' as const,
            rows: codes.map((code, index) => ({
              label:
                codes.length > 1
                  ? t('fulfilment.guide.codeNumbered', { index: index + 1 })
                  : t('fulfilment.guide.code'),
              value: code,
            })),
          },
        ]
      : []),
  ]);
  return {
    subject: t('fulfilment.guide.subject', { orderId: order.orderId }),
    language,
    blocks: [
      { kind: 'heading', text: t('fulfilment.guide.heading', { orderId: order.orderId }) },
      greeting(t, order.customerName),
      ...sections,
      { kind: 'button', label: t('fulfilment.guide.open'), url: guidePageUrl(order.orderId) },
      {
        kind: 'note',
        text: t('fulfilment.guide.expires', { expiresAt: malaysiaDateTimeIn(guideExpiryOf(order), language) }),
      },
    ],
  };
}
