import { useLocation } from 'react-router-dom';
import { LIVE_CHAT_HOURS, OUTSIDE_HOURS_NOTE } from '@/config/business';
import { paths } from '@/config/paths';
import styles from './account.module.css';

interface Policy {
  title: string;
  points: string[];
}

/** The policy pages with the facts of storefront §6 and §9. */
const POLICIES: Record<string, Policy> = {
  [paths.policies.privacy]: {
    title: 'Privacy Policy',
    points: [
      'We collect your name, e-mail and WhatsApp number to deliver your order and support you.',
      'Payment receipts are stored privately and seen only by our team to check your payment.',
      'We never sell your data. You can ask us to delete your account data at any time.',
      'You must be at least 13 years old to use Kedai.',
    ],
  },
  [paths.policies.terms]: {
    title: 'Terms and Conditions',
    points: [
      'Prices are in Malaysian Ringgit (RM) with 2 decimals. All sales are final.',
      'Rental users must not use mods or cheats or change the account password; a ban means full-price compensation.',
      'Premium accounts must not be shared or used on different devices; otherwise the account is locked and the phone is permanently blacklisted.',
      LIVE_CHAT_HOURS,
    ],
  },
  [paths.policies.shipping]: {
    title: 'Shipping Policy',
    points: [
      'Everything we sell is digital: shipping is free (virtual goods).',
      'Codes and account details are delivered by e-mail or message; account info is sent within 5-10 minutes of the payment check.',
      OUTSIDE_HOURS_NOTE,
    ],
  },
  [paths.policies.refund]: {
    title: 'Refund Policy',
    points: [
      'All sales are final: no refunds.',
      'Rentals (3, 12 or 24 hours) include download time, and are not refunded once time starts.',
      'If a code does not work, contact us with your order number and we will make it right.',
    ],
  },
  [paths.policies.usage]: {
    title: 'Usage Policy',
    points: [
      'Premium: 1 year or lifetime. Lifetime includes 1 free update; each further update costs RM2; all updates are included for 1 year.',
      'Activation codes are single use and must be activated within 24 hours.',
      'Rental accounts are force-logged-out when the time ends, with no re-login.',
    ],
  },
  [paths.policies.accessTime]: {
    title: 'Access Time Policy',
    points: [
      'The camera-app product is accessible within 3 days; other items within 12 hours.',
      'Installation links expire 3 days after delivery.',
      'All sales are final, no refunds.',
    ],
  },
};

export function PolicyRoute() {
  const { pathname } = useLocation();
  const policy = POLICIES[pathname] ?? POLICIES[paths.policies.terms];
  return (
    <section className={`container ${styles.page}`}>
      <title>{`${policy.title} · Kedai`}</title>
      <h1>{policy.title}</h1>
      <div className={styles.card}>
        <ul className={styles.list}>
          {policy.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
