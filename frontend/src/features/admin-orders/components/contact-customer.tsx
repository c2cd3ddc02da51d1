import type { AdminOrderView } from '@kedai/contracts';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button-styles';
import { Button } from '@/components/ui/button';
import { whatsappChatLink } from '@/config/business';
import { contactDraft } from '../contact-draft';
import { NO_CONTACT_MESSAGE } from '../order-labels';

/**
 * Contact customer (admin spec §7): a mail draft written for the order's state (a receipt request only
 * when there is no receipt), else a WhatsApp link with the same text, else the spec's message.
 */
export function ContactCustomer({ order }: { order: AdminOrderView }) {
  const [missing, setMissing] = useState(false);
  const email = order.customerInfo.email;
  const phone = order.customerInfo.phone || order.whatsapp;
  const { subject, text } = contactDraft(order);

  if (email) {
    const query = `subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`;
    return (
      <a className={buttonClass({ variant: 'secondary', size: 'sm' })} href={`mailto:${email}?${query}`}>
        Contact customer
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
        Contact customer (WhatsApp)
      </a>
    );
  }
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setMissing(true)}>
        Contact customer
      </Button>
      {missing && <Alert tone="warning">{NO_CONTACT_MESSAGE}</Alert>}
    </>
  );
}
