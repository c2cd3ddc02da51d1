import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { TabList, tabPanelProps } from '@/components/ui/tabs';
import { paths, safeRedirectPath } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import { RegisterForm } from '@/features/auth/components/register-form';
import { loginNoticeFrom } from '@/features/auth/login-notice';
import styles from './auth-page.module.css';

type Mode = 'login' | 'register';

const TABS_ID = 'account-tabs';

/** /login: log in or create an account, then go back to ?redirect= (or home). */
export function LoginRoute() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>(params.get('tab') === 'register' ? 'register' : 'login');
  const notice = loginNoticeFrom(location.state);
  const target = safeRedirectPath(params.get('redirect')) ?? paths.home;
  const done = () => void navigate(target, { replace: true });
  // The e-mail the registration link went to (the server's answer says which, normalised).
  const [linkSent, setLinkSent] = useState<string | null>(null);
  const tabs = [
    { value: 'login', label: t('login.tabs.login') },
    { value: 'register', label: t('login.tabs.register') },
  ] as const;

  return (
    <div className={styles.page}>
      <title>{t(`login.pageTitle.${mode}`)}</title>
      <div className={styles.card}>
        <div className={styles.intro}>
          <h1 className={styles.title}>{t(`login.heading.${mode}`)}</h1>
          <p className={styles.lead}>{t(`login.lead.${mode}`)}</p>
        </div>
        {notice && <Alert tone="info">{notice}</Alert>}
        <TabList idBase={TABS_ID} label={t('login.tabs.label')} items={tabs} value={mode} onChange={setMode} />
        <div {...tabPanelProps(TABS_ID, mode)} className={styles.panel}>
          {mode === 'login' ? (
            <LoginForm onSuccess={done} />
          ) : linkSent ? (
            <Alert tone="success" title={t('links.checkEmail')}>
              {t('login.linkSent', { email: linkSent })}
            </Alert>
          ) : (
            <RegisterForm onSuccess={(result) => setLinkSent(result.email)} />
          )}
        </div>
        {mode === 'login' && (
          <p className={styles.aside}>
            <Link to={paths.forgotPassword}>{t('login.forgotPassword')}</Link>
          </p>
        )}
        <p className={styles.aside}>
          <Trans
            t={t}
            i18nKey={mode === 'login' ? 'login.switch.toRegister' : 'login.switch.toLogin'}
            components={{
              switch: (
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => setMode(mode === 'login' ? 'register' : 'login')}
                />
              ),
            }}
          />
        </p>
        <p className={styles.aside}>
          <Trans t={t} i18nKey="login.staff" components={{ adminLogin: <Link to={paths.adminLogin} /> }} />
        </p>
      </div>
    </div>
  );
}
