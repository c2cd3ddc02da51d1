import type { ComponentType } from 'react';
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
  title: string;
  text: string;
}

const offers: Point[] = [
  {
    icon: AppIcon,
    title: 'App memberships',
    text: 'Premium camera and photo-editing apps, as activation codes or shared accounts.',
  },
  { icon: GamepadIcon, title: 'Game rentals', text: 'Game accounts for 3, 12 or 24 hours, plus game listings.' },
  { icon: BookIcon, title: 'Courses', text: 'Language courses to learn at your own pace.' },
];

const values: Point[] = [
  {
    icon: TagIcon,
    title: 'Affordable',
    text: 'Premium memberships, rentals and courses at fair prices, all in RM with no shipping fees.',
  },
  {
    icon: BoltIcon,
    title: 'Instant delivery',
    text: 'Your code or account details arrive within minutes, by e-mail or direct message.',
  },
  {
    icon: ShieldIcon,
    title: 'Secure',
    text: 'Every payment is checked by our team, and activation details are released only to you.',
  },
];

export function HomeRoute() {
  return (
    <>
      <title>Kedai: digital goods, delivered in minutes</title>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={`container ${styles.heroInner}`}>
          <div>
            <span className={styles.eyebrow}>Digital goods for Malaysia · Prices in RM</span>
            <h1 id="home-title" className={styles.title}>
              Premium apps, game rentals and courses, <span className={styles.highlight}>delivered in minutes</span>.
            </h1>
            <p className={styles.lead}>
              Pay by scanning an e-wallet QR code, upload your receipt, and get your activation code or account details
              by e-mail or direct message.
            </p>
            <div className={styles.ctas}>
              <ButtonLink to={paths.products} size="lg">
                Shop Now
                <ArrowRightIcon size={18} />
              </ButtonLink>
              <ButtonLink to={paths.redeem} size="lg" variant="secondary">
                <PackageIcon size={18} />
                Track Order
              </ButtonLink>
            </div>
          </div>
          <div className={styles.offer}>
            <p className={styles.offerTitle}>What you can get</p>
            {offers.map(({ icon: Icon, title, text }) => (
              <div key={title} className={styles.offerItem}>
                <span className={styles.offerIcon}>
                  <Icon size={22} />
                </span>
                <div>
                  <p className={styles.offerName}>{title}</p>
                  <p className={styles.offerText}>{text}</p>
                </div>
              </div>
            ))}
          </div>
        </div>
      </section>

      <FeaturedProducts />

      <section className={`container ${styles.values}`} aria-labelledby="values-title">
        <h2 id="values-title" className={styles.sectionTitle}>
          Why shop with Kedai
        </h2>
        <p className={styles.sectionLead}>Support is here 24/7, and a real person checks every order.</p>
        <ul role="list" className={styles.valueGrid}>
          {values.map(({ icon: Icon, title, text }) => (
            <li key={title} className={styles.value}>
              <span className={styles.valueIcon}>
                <Icon size={24} />
              </span>
              <h3 className={styles.valueTitle}>{title}</h3>
              <p className={styles.valueText}>{text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
