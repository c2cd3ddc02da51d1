import { isStaffRole } from '@kedai/contracts';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { ShieldIcon } from '@/components/ui/icons';
import { LoadingBlock } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { AdminLoginForm } from '@/features/auth/components/admin-login-form';
import { useAuth } from '@/features/auth/hooks/use-auth';
import styles from './auth-page.module.css';

/** /admin-login: a real login that only admin accounts pass (DESIGN decision 2). */
export function AdminLoginRoute() {
  const { user, status } = useAuth();
  const navigate = useNavigate();

  if (status === 'loading') return <LoadingBlock label="Checking your session..." />;
  if (isStaffRole(user?.role)) return <Navigate to={paths.admin.dashboard} replace />;

  return (
    <div className={styles.page}>
      <title>Admin login · Kedai</title>
      <div className={styles.card}>
        <div className={styles.intro}>
          <span className={styles.icon}>
            <ShieldIcon size={24} />
          </span>
          <h1 className={styles.title}>Admin login</h1>
          <p className={styles.lead}>For Kedai staff. Log in with your staff account (admin or support agent).</p>
        </div>
        {user && (
          <Alert tone="info">
            You are logged in as {user.name}, which is not a staff account. Logging in here replaces that session.
          </Alert>
        )}
        <AdminLoginForm onSuccess={() => navigate(paths.admin.dashboard, { replace: true })} />
        <p className={styles.aside}>
          <Link to={paths.forgotPassword}>Forgot password?</Link> · <Link to={paths.home}>Back to the shop</Link>
        </p>
      </div>
    </div>
  );
}
