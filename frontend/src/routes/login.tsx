import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { TabList, tabPanelProps } from '@/components/ui/tabs';
import { paths, safeRedirectPath } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import { RegisterForm } from '@/features/auth/components/register-form';
import { loginNoticeFrom } from '@/features/auth/login-notice';
import styles from './auth-page.module.css';

type Mode = 'login' | 'register';

const tabs = [
  { value: 'login', label: 'Login' },
  { value: 'register', label: 'Register' },
] as const;

const TABS_ID = 'account-tabs';

/** /login: log in or create an account, then go back to ?redirect= (or home). */
export function LoginRoute() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>(params.get('tab') === 'register' ? 'register' : 'login');
  const notice = loginNoticeFrom(location.state);
  const target = safeRedirectPath(params.get('redirect')) ?? paths.home;
  const done = () => navigate(target, { replace: true });
  const [linkSent, setLinkSent] = useState<string | null>(null);

  return (
    <div className={styles.page}>
      <title>{mode === 'login' ? 'Log in · Kedai' : 'Create an account · Kedai'}</title>
      <div className={styles.card}>
        <div className={styles.intro}>
          <h1 className={styles.title}>{mode === 'login' ? 'Welcome back' : 'Create your account'}</h1>
          <p className={styles.lead}>
            {mode === 'login'
              ? 'Log in to see your orders, favourites and reviews.'
              : 'Keep your orders, favourites and reviews in one place.'}
          </p>
        </div>
        {notice && <Alert tone="info">{notice}</Alert>}
        <TabList idBase={TABS_ID} label="Login or register" items={tabs} value={mode} onChange={setMode} />
        <div {...tabPanelProps(TABS_ID, mode)} className={styles.panel}>
          {mode === 'login' ? (
            <LoginForm onSuccess={done} />
          ) : linkSent ? (
            <Alert tone="success" title="Check your e-mail">
              {linkSent}
            </Alert>
          ) : (
            <RegisterForm onSuccess={(result) => setLinkSent(result.message)} />
          )}
        </div>
        {mode === 'login' && (
          <p className={styles.aside}>
            <Link to={paths.forgotPassword}>Forgot password?</Link>
          </p>
        )}
        <p className={styles.aside}>
          {mode === 'login' ? 'New to Kedai? ' : 'Already have an account? '}
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => setMode(mode === 'login' ? 'register' : 'login')}
          >
            {mode === 'login' ? 'Create an account' : 'Log in instead'}
          </button>
        </p>
        <p className={styles.aside}>
          Staff? <Link to={paths.adminLogin}>Admin login</Link>
        </p>
      </div>
    </div>
  );
}
