import { useTranslation } from 'react-i18next';
import { whatsappLink } from '@/config/business';
import { useShopInfo } from '@/hooks/use-shop-info';
import styles from './shop-contact.module.css';

/**
 * The seller as Settings names it: the business's name and registration (SSM) number, address, e-mail and the
 * WhatsApp link (footer, policy pages; docs/product/storefront.md#header-and-footer). Lines left empty in
 * Settings are left out (`data-shop-line`: the server leaves them out of a prerendered page too).
 */
export function ShopContact({ whatsappText, testId }: { whatsappText: string; testId?: string }) {
  const { t } = useTranslation();
  const shop = useShopInfo();
  return (
    <address className={styles.contact} data-testid={testId}>
      <span className={styles.name}>{shop.siteName}</span>
      {shop.businessRegistrationNumber && (
        <span data-shop-line="businessRegistrationNumber">
          {t('footer.registration', { number: shop.businessRegistrationNumber })}
        </span>
      )}
      {shop.address && (
        <span className={styles.address} data-shop-line="address">
          {shop.address}
        </span>
      )}
      {shop.contactEmail && (
        <a className={styles.link} href={`mailto:${shop.contactEmail}`} data-shop-line="contactEmail">
          {t('footer.email', { email: shop.contactEmail })}
        </a>
      )}
      <a
        className={styles.link}
        href={whatsappLink(whatsappText)}
        target="_blank"
        rel="noreferrer"
        data-testid={testId ? `${testId}-whatsapp` : undefined}
      >
        {t('footer.whatsapp')}
      </a>
    </address>
  );
}
