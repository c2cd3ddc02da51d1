import type { AdminOrderView } from '@kedai/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button-styles';
import { Button } from '@/components/ui/button';
import { whatsappChatLink } from '@/config/business';
import { contactDraft } from '../contact-draft';

/**
 * Contact customer (docs/product/admin.md#contact-customer): a mail draft written for the order's state (a receipt
 * request only when there is no receipt), else a WhatsApp link with the same text, else a note that there is no way to
 * reach them.
 */
export function ContactCustomer({ order }: { order: AdminOrderView }) {
  const { t } = useTranslation('admin-orders');
  const [missing, setMissing] = useState(false);
  const email = order.customerInfo.email;
  const phone = order.customerInfo.phone || order.whatsapp;
  const { subject, text } = contactDraft(order);

  if (email) {
    const query = `subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`;
    return (
      <a className={buttonClass({ variant: 'secondary', size: 'sm' })} href={`mailto:${email}?${query}`}>
        {t('contact.button')}
      </a>
    );
  }
  if (phone) {
    return (
      <a
        className={buttonClass({ variant: 'secondary', size: 'sm' })}
        href={whatsappChatLink(phone, text)}
        target="_blank"
        rel="noreferrer"
      >
        {t('contact.whatsapp')}
      </a>
    );
  }
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setMissing(true)}>
        {t('contact.button')}
      </Button>
      {missing && <Alert tone="warning">{t('contact.noContact')}</Alert>}
    </>
  );
}
