import { Link } from 'react-router-dom';
import { ClockIcon } from '@/components/ui/icons';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useChatHoursText } from '@/hooks/use-chat-hours';
import { ShopContact } from '@/components/shop-contact/shop-contact';
import { useShopInfo } from '@/hooks/use-shop-info';
import { paths } from '@/config/paths';
import styles from './footer.module.css';

type FooterLink = { to: string; label: ParseKeys<'common'> };

const quickLinks: FooterLink[] = [
  { to: paths.home, label: 'nav.home' },
  { to: paths.products, label: 'nav.products' },
  { to: paths.cart, label: 'nav.cart' },
  { to: paths.login, label: 'footer.loginRegister' },
];

const informationLinks: FooterLink[] = [
  { to: paths.policies.privacy, label: 'footer.privacy' },
  { to: paths.policies.terms, label: 'footer.terms' },
  { to: paths.policies.shipping, label: 'footer.shipping' },
  { to: paths.policies.refund, label: 'footer.refund' },
  { to: paths.policies.usage, label: 'footer.usage' },
  { to: paths.policies.accessTime, label: 'footer.accessTime' },
];

function LinkList({ title, links }: { title: string; links: FooterLink[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      <ul role="list" className={styles.links}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.link}>
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The storefront footer (docs/product/storefront.md#header-and-footer). */
export function Footer() {
  const { t } = useTranslation();
  const chatHours = useChatHoursText();
  const shop = useShopInfo();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <span className={styles.brandName}>{shop.siteName}</span>
          <p>{t('footer.about')}</p>
        </div>
        <LinkList title={t('footer.quickLinks')} links={quickLinks} />
        <LinkList title={t('footer.information')} links={informationLinks} />
        <div>
          <h2 className={styles.heading}>{t('footer.businessHours')}</h2>
          <p className={styles.hours}>
            <ClockIcon size={16} />
            <span data-testid="footer-chat-hours">{t('footer.liveChatHours', chatHours)}</span>
          </p>
          <p className={styles.note}>{t('footer.outsideHours')}</p>
          <h2 className={styles.heading}>{t('footer.contact')}</h2>
          <ShopContact whatsappText={t('footer.whatsappText')} testId="footer" />
        </div>
      </div>
      <div className={`container ${styles.bottom}`}>
        {t('footer.copyright', {
          year: new Date().getFullYear(),
          shop: shop.siteName,
          currency: t(`footer.currencyNames.${shop.currency}`),
        })}
      </div>
    </footer>
  );
}
