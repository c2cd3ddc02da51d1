import { isStaffRole } from '@kedai/contracts';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { Drawer } from '@/components/ui/drawer';
import { GridIcon, HomeIcon, LogOutIcon, MenuIcon, PackageIcon, UserIcon } from '@/components/ui/icons';
import { loginPath, paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { cn } from '@/lib/cn';
import { adminMenuLinksFor } from './admin-menu';
import { LanguageSwitcher } from './language-switcher';
import styles from './mobile-menu.module.css';

const PANEL_ID = 'mobile-menu';

/** The hamburger menu below 768 px: main links (Order Tracking reads My Orders), admin links, account. */
export function MobileMenu({ className }: { className?: string }) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const logout = useLogout();
  const close = () => setOpen(false);
  const { t } = useTranslation();

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
        <span className="sr-only">{t('menu.open')}</span>
      </button>
      <Drawer id={PANEL_ID} title={t('menu.title')} open={open} onClose={close}>
        <nav aria-label={t('nav.mobile')}>
          <ul role="list" className={styles.section}>
            <li>
              <NavLink to={paths.home} end className={styles.link}>
                <HomeIcon size={20} />
                {t('nav.home')}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.products} className={styles.link}>
                <GridIcon size={20} />
                {t('nav.products')}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.redeem} className={styles.link}>
                <PackageIcon size={20} />
                {t('nav.myOrders')}
              </NavLink>
            </li>
          </ul>
          {user && isStaffRole(user.role) && (
            <div className={styles.section}>
              <p className={styles.sectionTitle}>{t('menu.admin')}</p>
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
          <LanguageSwitcher />
        </div>
        <div className={styles.section}>
          {user ? (
            <>
              <p className={styles.signedIn}>
                <Trans
                  t={t}
                  i18nKey="account.signedInAs"
                  values={{ name: user.name }}
                  components={{ strong: <strong /> }}
                />
              </p>
              <button
                type="button"
                className={cn(styles.link, styles.danger)}
                onClick={() => logout.mutate(undefined, { onSettled: close })}
                disabled={logout.isPending}
              >
                <LogOutIcon size={20} />
                {logout.isPending ? t('account.loggingOut') : t('account.logout')}
              </button>
            </>
          ) : (
            <NavLink to={loginPath()} className={styles.link}>
              <UserIcon size={20} />
              {t('account.loginRegister')}
            </NavLink>
          )}
        </div>
      </Drawer>
    </div>
  );
}
