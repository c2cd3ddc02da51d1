import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { canOpenAdminPage } from '@/config/staff-access';
import { UnreadBadge } from '@/features/admin-chat/alerts/alert-controls';
import { useAuth } from '@/features/auth/hooks/use-auth';
import styles from './admin-nav.module.css';

/**
 * The admin navigation bar (docs/product/admin.md#navigation): the pages the role may open; the active link is
 * highlighted.
 */
const links: { to: string; label: ParseKeys<'admin'>; end?: boolean }[] = [
  { to: paths.admin.dashboard, label: 'nav.links.dashboard', end: true },
  { to: paths.admin.orders, label: 'nav.links.orders' },
  { to: paths.admin.receipts, label: 'nav.links.receipts' },
  { to: paths.admin.autoDelivery, label: 'nav.links.autoDelivery' },
  { to: paths.admin.codePools, label: 'nav.links.codePools' },
  { to: paths.admin.rentalAccounts, label: 'nav.links.rentalAccounts' },
  { to: paths.admin.products, label: 'nav.links.products' },
  { to: paths.admin.users, label: 'nav.links.users' },
  { to: paths.admin.customers, label: 'nav.links.customers' },
  { to: paths.admin.liveChat, label: 'nav.links.liveChat' },
  { to: paths.admin.passwordManager, label: 'nav.links.passwordManager' },
  { to: paths.admin.installationGuideManager, label: 'nav.links.installationGuide' },
  { to: paths.admin.settings, label: 'nav.links.settings' },
  { to: paths.admin.payments, label: 'nav.links.payments' },
  { to: paths.admin.discounts, label: 'nav.links.discounts' },
  { to: paths.admin.reports, label: 'nav.links.reports' },
  { to: paths.admin.outbox, label: 'nav.links.outbox' },
  { to: paths.admin.audit, label: 'nav.links.audit' },
  { to: paths.admin.queues, label: 'nav.links.queues' },
  { to: paths.admin.screenshot, label: 'nav.links.screenshot' },
  { to: paths.admin.orderInspectorPicker, label: 'nav.links.orderInspector' },
  { to: paths.admin.maintenance, label: 'nav.links.maintenance' },
  { to: paths.admin.uploadTest, label: 'nav.links.uploadTest' },
  { to: paths.admin.testSteps, label: 'nav.links.stepsPreview' },
];

export function AdminNav() {
  const { t } = useTranslation('admin');
  const { user } = useAuth();
  const visible = links.filter((link) => user && canOpenAdminPage(user.role, link.to));
  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      <ul role="list" className={`container ${styles.list}`}>
        {visible.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end} className={styles.link}>
              {t(link.label)}
              {link.to === paths.admin.liveChat && <UnreadBadge />}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
