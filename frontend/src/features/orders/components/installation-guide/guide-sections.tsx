import type { OrderGuideView } from '@kedai/contracts';
import { useTranslation } from 'react-i18next';
import { useChatHoursText } from '@/hooks/use-chat-hours';
import { Button } from '@/components/ui/button';
import { buttonClass } from '@/components/ui/button-styles';
import { whatsappLink } from '@/config/business';
import { requestLiveChat } from '@/lib/page-context';
import styles from './installation-guide.module.css';

/** Premium duration and update policy (apps) or the rental policy (docs/product/storefront.md#installation-guide). */
export function GuidePolicy({ kind }: { kind: OrderGuideView['kind'] }) {
  const { t } = useTranslation('guide');
  return (
    <section className={styles.section} aria-labelledby="guide-policy" data-testid="guide-policy">
      {kind === 'app' ? (
        <>
          <h2 id="guide-policy">{t('policy.app.heading')}</h2>
          <ul className={styles.list}>
            <li>{t('policy.app.duration')}</li>
            <li>{t('policy.app.yearUpdates')}</li>
            <li>{t('policy.app.lifetimeUpdates')}</li>
            <li>{t('policy.app.noSharing')}</li>
            <li>{t('policy.app.installWithin')}</li>
          </ul>
        </>
      ) : (
        <>
          <h2 id="guide-policy">{t('policy.rental.heading')}</h2>
          <ul className={styles.list}>
            <li>{t('policy.rental.duration')}</li>
            <li>{t('policy.rental.noCheats')}</li>
            <li>{t('policy.rental.noPassword')}</li>
            <li>{t('policy.rental.ban')}</li>
            <li>{t('policy.rental.timeEnds')}</li>
          </ul>
        </>
      )}
    </section>
  );
}

/** Contact Us: a WhatsApp message prefilled with the order and product, or Live Chat tied to the order. */
export function GuideContact({ orderId, productName }: { orderId: string; productName: string }) {
  const { t } = useTranslation('guide');
  const text = productName
    ? t('contact.whatsappTextWithProduct', { orderId, product: productName })
    : t('contact.whatsappText', { orderId });
  return (
    <section className={styles.section} aria-labelledby="guide-contact">
      <h2 id="guide-contact">{t('contact.heading')}</h2>
      <p>{t('contact.text')}</p>
      <div className={styles.actions}>
        <a
          className={buttonClass({})}
          href={whatsappLink(text)}
          target="_blank"
          rel="noreferrer"
          data-testid="guide-whatsapp"
        >
          {t('contact.whatsapp')}
        </a>
        <Button variant="secondary" onClick={requestLiveChat} data-testid="guide-start-chat">
          {t('contact.startChat')}
        </Button>
      </div>
    </section>
  );
}

/** The live chat hours, as the footer shows them (`common`), in the chosen language. */
export function GuideBusinessHours() {
  const { t } = useTranslation(['guide', 'common']);
  const chatHours = useChatHoursText();
  return (
    <section className={styles.section} aria-labelledby="guide-hours">
      <h2 id="guide-hours">{t('businessHours.heading')}</h2>
      <p>{t('common:footer.liveChatHours', chatHours)}</p>
      <p className={styles.muted}>{t('common:footer.outsideHours')}</p>
    </section>
  );
}
