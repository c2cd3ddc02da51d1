import { NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { canOpenAdminPage } from '@/config/staff-access';
import { UnreadBadge } from '@/features/admin-chat/alerts/alert-controls';
import { useAuth } from '@/features/auth/hooks/use-auth';
import styles from './admin-nav.module.css';

/** The admin navigation bar (admin spec §2): the pages the role may open; the active link is highlighted. */
const links = [
  { to: paths.admin.dashboard, label: 'Dashboard', end: true },
  { to: paths.admin.orders, label: 'Orders' },
  { to: paths.admin.receipts, label: 'Receipts' },
  { to: paths.admin.autoDelivery, label: 'Auto Delivery' },
  { to: paths.admin.codePools, label: 'Code Pools' },
  { to: paths.admin.rentalAccounts, label: 'Rental Accounts' },
  { to: paths.admin.products, label: 'Products' },
  { to: paths.admin.users, label: 'Users' },
  { to: paths.admin.liveChat, label: 'Live Chat' },
  { to: paths.admin.passwordManager, label: 'password manager' },
  { to: paths.admin.installationGuideManager, label: 'Installation Guide' },
  { to: paths.admin.settings, label: 'Settings' },
  { to: paths.admin.outbox, label: 'Outbox' },
  { to: paths.admin.queues, label: 'Ops: Queues' },
  { to: paths.admin.screenshot, label: 'Screenshot Tool' },
  { to: paths.admin.orderInspectorPicker, label: 'Order Inspector' },
  { to: paths.admin.maintenance, label: 'Maintenance' },
  { to: paths.admin.uploadTest, label: 'Upload Test' },
  { to: paths.admin.testSteps, label: 'Steps Preview' },
];

export function AdminNav() {
  const { user } = useAuth();
  const visible = links.filter((link) => user && canOpenAdminPage(user.role, link.to));
  return (
    <nav className={styles.nav} aria-label="Admin">
      <ul role="list" className={`container ${styles.list}`}>
        {visible.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end} className={styles.link}>
              {link.label}
              {link.to === paths.admin.liveChat && <UnreadBadge />}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
