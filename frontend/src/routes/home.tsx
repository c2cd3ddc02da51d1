import type { ParseKeys } from 'i18next';
import type { ComponentType } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import {
  AppIcon,
  ArrowRightIcon,
  BoltIcon,
  BookIcon,
  GamepadIcon,
  PackageIcon,
  ShieldIcon,
  TagIcon,
  type IconProps,
} from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { FeaturedProducts } from '@/features/catalog/components/featured-products';
import styles from './home.module.css';

interface Point {
  icon: ComponentType<IconProps>;
  title: ParseKeys<'catalog'>;
  text: ParseKeys<'catalog'>;
}

const offers: Point[] = [
  { icon: AppIcon, title: 'home.offers.memberships.title', text: 'home.offers.memberships.text' },
  { icon: GamepadIcon, title: 'home.offers.rentals.title', text: 'home.offers.rentals.text' },
  { icon: BookIcon, title: 'home.offers.courses.title', text: 'home.offers.courses.text' },
];

const values: Point[] = [
  { icon: TagIcon, title: 'home.values.affordable.title', text: 'home.values.affordable.text' },
  { icon: BoltIcon, title: 'home.values.instant.title', text: 'home.values.instant.text' },
  { icon: ShieldIcon, title: 'home.values.secure.title', text: 'home.values.secure.text' },
];

export function HomeRoute() {
  const { t } = useTranslation('catalog');
  return (
    <>
      <title>{t('home.pageTitle')}</title>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={`container ${styles.heroInner}`}>
          <div>
            <span className={styles.eyebrow}>{t('home.hero.eyebrow')}</span>
            <h1 id="home-title" className={styles.title}>
              <Trans
                t={t}
                i18nKey="home.hero.title"
                components={{ highlight: <span className={styles.highlight} /> }}
              />
            </h1>
            <p className={styles.lead}>{t('home.hero.lead')}</p>
            <div className={styles.ctas}>
              <ButtonLink to={paths.products} size="lg">
                {t('home.hero.shopNow')}
                <ArrowRightIcon size={18} />
              </ButtonLink>
              <ButtonLink to={paths.redeem} size="lg" variant="secondary">
                <PackageIcon size={18} />
                {t('home.hero.trackOrder')}
              </ButtonLink>
            </div>
          </div>
          <div className={styles.offer}>
            <p className={styles.offerTitle}>{t('home.offers.heading')}</p>
            {offers.map(({ icon: Icon, title, text }) => (
              <div key={title} className={styles.offerItem}>
                <span className={styles.offerIcon}>
                  <Icon size={22} />
                </span>
                <div>
                  <p className={styles.offerName}>{t(title)}</p>
                  <p className={styles.offerText}>{t(text)}</p>
                </div>
              </div>
            ))}
          </div>
        </div>
      </section>

      <FeaturedProducts />

      <section className={`container ${styles.values}`} aria-labelledby="values-title">
        <h2 id="values-title" className={styles.sectionTitle}>
          {t('home.values.heading')}
        </h2>
        <p className={styles.sectionLead}>{t('home.values.lead')}</p>
        <ul role="list" className={styles.valueGrid}>
          {values.map(({ icon: Icon, title, text }) => (
            <li key={title} className={styles.value}>
              <span className={styles.valueIcon}>
                <Icon size={24} />
              </span>
              <h3 className={styles.valueTitle}>{t(title)}</h3>
              <p className={styles.valueText}>{t(text)}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
