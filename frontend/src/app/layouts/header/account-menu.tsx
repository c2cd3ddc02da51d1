import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { ChevronDownIcon, LogOutIcon, PackageIcon, UserIcon } from '@/components/ui/icons';
import { loginPath, paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { useDisclosure } from '@/hooks/use-disclosure';
import { cn } from '@/lib/cn';
import { initialOf } from '@/lib/format';
import headerStyles from './header.module.css';
import styles from './dropdown.module.css';

const NO_RETURN_PATHS: ReadonlySet<string> = new Set([paths.home, paths.login, paths.adminLogin]);

/** "Login" for guests; for a signed-in user their name, opening a menu with Logout. */
export function AccountMenu() {
  const { user } = useAuth();
  const location = useLocation();
  const { open, toggle, containerRef } = useDisclosure();
  const logout = useLogout();
  const { t } = useTranslation();

  if (!user) {
    const here = NO_RETURN_PATHS.has(location.pathname) ? undefined : `${location.pathname}${location.search}`;
    return (
      <Link to={loginPath(here)} className={cn(styles.trigger, styles.textTrigger)}>
        <UserIcon size={20} />
        {t('account.login')}
      </Link>
    );
  }

  return (
    <div ref={containerRef} className={styles.root}>
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls="account-menu-panel"
        onClick={toggle}
      >
        <span className={styles.avatar} aria-hidden="true">
          {initialOf(user.name || user.email)}
        </span>
        <span className={styles.name} data-testid="account-name">
          {user.name}
        </span>
        <span className="sr-only">{t('account.accountMenu')}</span>
        <ChevronDownIcon size={16} className={cn(styles.chevron, headerStyles.wideOnly)} />
      </button>
      {open && (
        <div id="account-menu-panel" className={styles.panel}>
          <div className={styles.panelHeader}>
            <span className={styles.panelName}>{user.name}</span>
            <span className={styles.panelEmail}>{user.email}</span>
          </div>
          <ul role="list">
            <li>
              <Link to={paths.profile} className={styles.item}>
                <UserIcon size={18} />
                {t('account.profile')}
              </Link>
            </li>
            <li>
              <Link to={paths.myOrders} className={styles.item}>
                <PackageIcon size={18} />
                {t('account.myOrders')}
              </Link>
            </li>
          </ul>
          <div className={styles.separator} role="presentation" />
          <button
            type="button"
            className={cn(styles.item, styles.danger)}
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
          >
            <LogOutIcon size={18} />
            {logout.isPending ? t('account.loggingOut') : t('account.logout')}
          </button>
        </div>
      )}
    </div>
  );
}
