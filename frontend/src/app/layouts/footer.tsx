import { Link } from 'react-router-dom';
import { ClockIcon } from '@/components/ui/icons';
import { LIVE_CHAT_HOURS, OUTSIDE_HOURS_NOTE, SHOP_NAME, whatsappLink } from '@/config/business';
import { paths } from '@/config/paths';
import styles from './footer.module.css';

const quickLinks = [
  { to: paths.home, label: 'Home' },
  { to: paths.products, label: 'Products' },
  { to: paths.cart, label: 'Cart' },
  { to: paths.login, label: 'Login/Register' },
];

const informationLinks = [
  { to: paths.policies.privacy, label: 'Privacy Policy' },
  { to: paths.policies.terms, label: 'Terms & Conditions' },
  { to: paths.policies.shipping, label: 'Shipping Policy' },
  { to: paths.policies.refund, label: 'Refund Policy' },
  { to: paths.policies.usage, label: 'Usage Policy' },
  { to: paths.policies.accessTime, label: 'Access Time Policy' },
];

function LinkList({ title, links }: { title: string; links: Array<{ to: string; label: string }> }) {
  return (
    <nav aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      <ul role="list" className={styles.links}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The storefront footer (storefront spec §2, business hours from §9). */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <span className={styles.brandName}>{SHOP_NAME}</span>
          <p>
            Premium app memberships, game rentals and courses for Malaysia. Prices in RM, delivered within minutes by
            e-mail or direct message.
          </p>
        </div>
        <LinkList title="Quick Links" links={quickLinks} />
        <LinkList title="Information" links={informationLinks} />
        <div>
          <h2 className={styles.heading}>Business hours</h2>
          <p className={styles.hours}>
            <ClockIcon size={16} />
            <span>{LIVE_CHAT_HOURS}</span>
          </p>
          <p className={styles.note}>{OUTSIDE_HOURS_NOTE}</p>
          <h2 className={styles.heading}>Contact</h2>
          <a
            className={styles.link}
            href={whatsappLink('Hi Kedai, I have a question.')}
            target="_blank"
            rel="noreferrer"
            data-testid="footer-whatsapp"
          >
            Chat with us on WhatsApp
          </a>
        </div>
      </div>
      <div className={`container ${styles.bottom}`}>
        © {new Date().getFullYear()} {SHOP_NAME}. All prices in Malaysian ringgit (RM).
      </div>
    </footer>
  );
}
