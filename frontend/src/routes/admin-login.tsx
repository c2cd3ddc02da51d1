import { isStaffRole } from '@kedai/contracts';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { ShieldIcon } from '@/components/ui/icons';
import { LoadingBlock } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { AdminLoginForm } from '@/features/auth/components/admin-login-form';
import { useAuth } from '@/features/auth/hooks/use-auth';
import styles from './auth-page.module.css';

/** /admin-login: a real login that only admin accounts pass (decision 2 in docs/product/README.md#decisions). */
export function AdminLoginRoute() {
  const { t } = useTranslation('admin');
  const { user, status } = useAuth();
  const navigate = useNavigate();

  if (status === 'loading') return <LoadingBlock label={t('login.checkingSession')} />;
  if (isStaffRole(user?.role)) return <Navigate to={paths.admin.dashboard} replace />;

  return (
    <div className={styles.page}>
      <title>{t('login.pageTitle')}</title>
      <div className={styles.card}>
        <div className={styles.intro}>
          <span className={styles.icon}>
            <ShieldIcon size={24} />
          </span>
          <h1 className={styles.title}>{t('login.heading')}</h1>
          <p className={styles.lead}>{t('login.lead')}</p>
        </div>
        {user && <Alert tone="info">{t('login.notStaff', { name: user.name })}</Alert>}
        <AdminLoginForm onSuccess={() => void navigate(paths.admin.dashboard, { replace: true })} />
        <p className={styles.aside}>
          <Link to={paths.forgotPassword}>{t('login.forgotPassword')}</Link> ·{' '}
          <Link to={paths.home}>{t('login.backToShop')}</Link>
        </p>
      </div>
    </div>
  );
}
