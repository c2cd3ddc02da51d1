import { isStaffRole } from '@kedai/contracts';
import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { Drawer } from '@/components/ui/drawer';
import { GridIcon, HomeIcon, LogOutIcon, MenuIcon, PackageIcon, UserIcon } from '@/components/ui/icons';
import { loginPath, paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { cn } from '@/lib/cn';
import { adminMenuLinksFor } from './admin-menu';
import styles from './mobile-menu.module.css';

const PANEL_ID = 'mobile-menu';

/** The hamburger menu below 768 px: main links (Order Tracking reads My Orders), admin links, account. */
export function MobileMenu({ className }: { className?: string }) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const logout = useLogout();
  const close = () => setOpen(false);

  return (
    <div className={className}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen(true)}
      >
        <MenuIcon size={22} />
        <span className="sr-only">Menu</span>
      </button>
      <Drawer id={PANEL_ID} title="Menu" open={open} onClose={close}>
        <nav aria-label="Mobile">
          <ul role="list" className={styles.section}>
            <li>
              <NavLink to={paths.home} end className={styles.link}>
                <HomeIcon size={20} />
                Home
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.products} className={styles.link}>
                <GridIcon size={20} />
                Products
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.redeem} className={styles.link}>
                <PackageIcon size={20} />
                My Orders
              </NavLink>
            </li>
          </ul>
          {user && isStaffRole(user.role) && (
            <div className={styles.section}>
              <p className={styles.sectionTitle}>Admin</p>
              <ul role="list">
                {adminMenuLinksFor(user.role)
                  .filter((link) => !('desktopOnly' in link))
                  .map((link) => (
                    <li key={link.to}>
                      <NavLink to={link.to} end={'end' in link} className={styles.link}>
                        {link.label}
                      </NavLink>
                    </li>
                  ))}
              </ul>
            </div>
          )}
        </nav>
        <div className={styles.section}>
          {user ? (
            <>
              <p className={styles.signedIn}>
                Signed in as <strong>{user.name}</strong>
              </p>
              <button
                type="button"
                className={cn(styles.link, styles.danger)}
                onClick={() => logout.mutate(undefined, { onSettled: close })}
                disabled={logout.isPending}
              >
                <LogOutIcon size={20} />
                {logout.isPending ? 'Logging out...' : 'Logout'}
              </button>
            </>
          ) : (
            <NavLink to={loginPath()} className={styles.link}>
              <UserIcon size={20} />
              Login / Register
            </NavLink>
          )}
        </div>
      </Drawer>
    </div>
  );
}
