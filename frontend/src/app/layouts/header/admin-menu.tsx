import type { Role } from '@kedai/contracts';
import { NavLink } from 'react-router-dom';
import { ChevronDownIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { canOpenAdminPage } from '@/config/staff-access';
import { cn } from '@/lib/cn';
import { useDisclosure } from '@/hooks/use-disclosure';
import styles from './dropdown.module.css';

/**
 * The storefront's Admin dropdown (docs/product/admin.md#navigation); the mobile menu has the same links but Auto
 * Delivery.
 */
export const adminMenuLinks = [
  { to: paths.admin.dashboard, label: 'Dashboard', end: true },
  { to: paths.admin.orders, label: 'Orders' },
  { to: paths.admin.products, label: 'Products' },
  { to: paths.admin.users, label: 'Users' },
  { to: paths.admin.settings, label: 'Settings' },
  { to: paths.admin.autoDelivery, label: 'Auto Delivery', desktopOnly: true },
] as const;

/** The links this staff role may open (agents: the support desk only). */
export const adminMenuLinksFor = (role: Role) => adminMenuLinks.filter((link) => canOpenAdminPage(role, link.to));

export function AdminMenu({ role, className }: { role: Role; className?: string }) {
  const { open, toggle, containerRef } = useDisclosure();
  return (
    <div ref={containerRef} className={cn(styles.root, className)}>
      <button
        type="button"
        className={cn(styles.trigger, styles.textTrigger)}
        aria-expanded={open}
        aria-controls="admin-menu-panel"
        onClick={toggle}
      >
        Admin
        <ChevronDownIcon size={16} className={styles.chevron} />
      </button>
      {open && (
        <div id="admin-menu-panel" className={styles.panel}>
          <ul role="list">
            {adminMenuLinksFor(role).map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={'end' in link} className={styles.item}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
