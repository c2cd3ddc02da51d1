import { useEffect, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { LogOutIcon, MenuIcon, ShieldIcon, StoreIcon } from '@/components/ui/icons';
import { shopName } from '@/config/business';
import { paths } from '@/config/paths';
import { AlertControls } from '@/features/admin-chat/alerts/alert-controls';
import { ChatAlertsProvider } from '@/features/admin-chat/alerts/chat-alerts';
import { RequireAdmin } from '@/features/auth/components/require-admin';
import { QueueAlertBanner } from '@/features/ops-queues/components/queue-alert-banner';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { installAdminApp } from '@/lib/admin-pwa';
import styles from './admin-layout.module.css';
import { AdminNav } from './admin-nav';
import { useAdminPhoneMenu } from './admin-phone-menu';
import { ScrollRestoration } from './scroll-restoration';

/** The admin frame: top bar, navigation and the page (the route's screen, or `children` such as a role refusal). */
function AdminShell({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('admin');
  const { user } = useAuth();
  const logout = useLogout(paths.redeem);
  const menu = useAdminPhoneMenu('admin-menu');
  // Installable on a phone, with push notifications, while the admin is open.
  useEffect(() => installAdminApp(), []);
  if (!user) return null;
  return (
    <ChatAlertsProvider userId={user.id}>
      <div className={styles.shell}>
        <a href="#admin-main" className="skip-link">
          {t('layout.skipToContent')}
        </a>
        <header className={styles.topbar}>
          <div className={`container ${styles.topbarInner}`}>
            <Link to={paths.admin.dashboard} className={styles.brand}>
              <span className={styles.brandMark} aria-hidden="true">
                K
              </span>
              {shopName()}
              <span className={styles.brandTag}>{t('layout.brandTag')}</span>
            </Link>
            <div className={styles.session}>
              {user && (
                <span className={styles.who}>
                  <Trans
                    t={t}
                    i18nKey="layout.signedInAs"
                    values={{ name: user.name }}
                    components={{ strong: <strong /> }}
                  />
                </span>
              )}
              <div className={styles.wideOnly}>
                <AlertControls />
              </div>
              <button type="button" className={`${styles.topbarButton} ${styles.menuButton}`} {...menu.buttonProps}>
                <MenuIcon size={16} />
                {t('layout.menu')}
              </button>
              <Link to={paths.twoFactorSetup} className={styles.topbarButton} aria-label={t('layout.securityLabel')}>
                <ShieldIcon size={16} />
                <span className={styles.hideSmall}>{t('layout.security')}</span>
              </Link>
              <Link to={paths.home} className={styles.topbarButton} aria-label={t('layout.viewStore')}>
                <StoreIcon size={16} />
                <span className={styles.hideSmall}>{t('layout.viewStore')}</span>
              </Link>
              <button
                type="button"
                className={styles.topbarButton}
                onClick={() => logout.mutate()}
                disabled={logout.isPending}
              >
                <LogOutIcon size={16} />
                {t('layout.logout')}
              </button>
            </div>
          </div>
        </header>
        <div className={styles.menuPanel} {...menu.panelProps}>
          <div className={styles.phoneControls}>
            <AlertControls />
          </div>
          <AdminNav />
        </div>
        <main id="admin-main" className={`container ${styles.main}`} tabIndex={-1}>
          <QueueAlertBanner />
          {children ?? <Outlet />}
        </main>
        <ScrollRestoration />
      </div>
    </ChatAlertsProvider>
  );
}

/** The admin area: only admins get past RequireAdmin; its screens render in the Outlet. */
export function AdminLayout() {
  return (
    <RequireAdmin frame={(refusal) => <AdminShell>{refusal}</AdminShell>}>
      <AdminShell />
    </RequireAdmin>
  );
}
