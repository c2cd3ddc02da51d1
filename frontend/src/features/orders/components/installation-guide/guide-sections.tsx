import type { OrderGuideView } from '@kedai/contracts';
import { Button } from '@/components/ui/button';
import { buttonClass } from '@/components/ui/button-styles';
import { LIVE_CHAT_HOURS, OUTSIDE_HOURS_NOTE, whatsappLink } from '@/config/business';
import { requestLiveChat } from '@/lib/page-context';
import styles from './installation-guide.module.css';

/** Premium duration and update policy (apps) or the rental policy (storefront §6, §9). */
export function GuidePolicy({ kind }: { kind: OrderGuideView['kind'] }) {
  return (
    <section className={styles.section} aria-labelledby="guide-policy" data-testid="guide-policy">
      {kind === 'app' ? (
        <>
          <h2 id="guide-policy">Premium duration &amp; update policy</h2>
          <ul className={styles.list}>
            <li>Premium lasts 1 year or lifetime, as chosen at checkout.</li>
            <li>The 1-year plan includes all updates for 1 year.</li>
            <li>Lifetime includes 1 free update; each further update costs RM2.</li>
            <li>
              Premium accounts must not be shared or used on different devices. Otherwise the account is locked and the
              phone is permanently blacklisted.
            </li>
            <li>Please install within 3 days of delivery. All sales are final, no refunds.</li>
          </ul>
        </>
      ) : (
        <>
          <h2 id="guide-policy">Rental policy</h2>
          <ul className={styles.list}>
            <li>Rentals last 3, 12 or 24 hours, download time included. No refunds once time starts.</li>
            <li>Do not use mods or cheats.</li>
            <li>Do not change the password of the account.</li>
            <li>If cheating leads to account ban, violators will be held responsible and charged at full price!</li>
            <li>When time ends the account is logged out; there is no re-login.</li>
          </ul>
        </>
      )}
    </section>
  );
}

/** Contact Us: a WhatsApp message prefilled with the order and product, or Live Chat tied to the order. */
export function GuideContact({ orderId, productName }: { orderId: string; productName: string }) {
  const text = `Hi Kedai, I need help with order ${orderId}${productName ? ` (${productName})` : ''}.`;
  return (
    <section className={styles.section} aria-labelledby="guide-contact">
      <h2 id="guide-contact">Contact Us</h2>
      <p>Stuck on a step? Send us your order number and we will walk you through it.</p>
      <div className={styles.actions}>
        <a
          className={buttonClass({})}
          href={whatsappLink(text)}
          target="_blank"
          rel="noreferrer"
          data-testid="guide-whatsapp"
        >
          WhatsApp us
        </a>
        <Button variant="secondary" onClick={requestLiveChat} data-testid="guide-start-chat">
          Start Chat
        </Button>
      </div>
    </section>
  );
}

export function GuideBusinessHours() {
  return (
    <section className={styles.section} aria-labelledby="guide-hours">
      <h2 id="guide-hours">Business Hours</h2>
      <p>{LIVE_CHAT_HOURS}</p>
      <p className={styles.muted}>{OUTSIDE_HOURS_NOTE}</p>
    </section>
  );
}
