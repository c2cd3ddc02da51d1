import type { Language } from '@kedai/contracts';
import { publicUrl } from '../../core/config/public-url';
import { emailT } from '../../core/i18n/email-i18n';
import type { ComposedEmail } from '../../core/mail/mail.service';

/** The product as the alert's reader knows it: its name in their language and its page. */
export interface AlertProduct {
  productCode: string;
  title: string;
  /** The choice's label when the alert is for one choice. */
  choice: string | null;
}

/** The product as an alert names it: with the choice when the alert is for one. */
export const named = (product: AlertProduct) =>
  product.choice ? `${product.title} (${product.choice})` : product.title;

/** The confirmation link (the e-mail's button, the WhatsApp template's parameter). */
export const confirmAlertUrl = (token: string) => publicUrl(`/stock-alerts/confirm?token=${token}`);

/** The product's page (where "it is back" sends the reader). */
export const productPageUrl = (product: AlertProduct) => publicUrl(`/product/${product.productCode}`);

/** "Confirm your alert": the link proves the address is the shopper's before anything is sent to it. */
export function confirmAlertMessage(
  to: string,
  product: AlertProduct,
  token: string,
  language: Language,
  alertId: string,
): ComposedEmail {
  const t = emailT(language);
  return {
    to,
    subject: t('stockAlert.confirm.subject', { product: named(product) }),
    language,
    blocks: [
      { kind: 'heading', text: t('stockAlert.confirm.heading') },
      { kind: 'paragraph', text: t('stockAlert.confirm.body', { product: named(product) }) },
      { kind: 'button', label: t('stockAlert.confirm.button'), url: confirmAlertUrl(token) },
      { kind: 'note', text: t('stockAlert.confirm.ignore') },
    ],
    related: { type: 'stock-alert', id: alertId },
  };
}

/** "It is back": sent once, with the product's page (first come, first served: the note says so). */
export function backInStockMessage(to: string, product: AlertProduct, language: Language, alertId: string) {
  const t = emailT(language);
  return {
    to,
    subject: t('stockAlert.back.subject', { product: named(product) }),
    language,
    blocks: [
      { kind: 'heading', text: t('stockAlert.back.heading', { product: named(product) }) },
      { kind: 'paragraph', text: t('stockAlert.back.body') },
      { kind: 'button', label: t('stockAlert.back.button'), url: productPageUrl(product) },
      { kind: 'note', text: t('stockAlert.back.once') },
    ],
    related: { type: 'stock-alert', id: alertId },
  } satisfies ComposedEmail;
}
