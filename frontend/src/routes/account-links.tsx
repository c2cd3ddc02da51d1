import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isStaffRole } from '@kedai/contracts';
import { Alert } from '@/components/ui/alert';
import { LoadingBlock } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { confirmEmailRequest } from '@/features/auth/api/account-links';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { SetPasswordForm } from '@/features/auth/components/set-password-form';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { errorMessage } from '@/lib/api-client';
import type { UserView } from '@/types/api';
import styles from './auth-page.module.css';
import { shopName } from '@/config/business';

function Card({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <title>{`${title} · ${shopName()}`}</title>
      <div className={styles.card}>
        <div className={styles.intro}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
        </div>
        {children}
      </div>
    </div>
  );
}

const homeOf = (user: UserView) => (isStaffRole(user.role) ? paths.admin.dashboard : paths.home);

/** /forgot-password: a reset link by e-mail. */
export function ForgotPasswordRoute() {
  const { t } = useTranslation('account');
  const [sent, setSent] = useState(false);
  return (
    <Card title={t('forgotPassword.title')} lead={t('forgotPassword.lead')}>
      {sent ? (
        <Alert tone="success" title={t('links.checkEmail')}>
          {t('forgotPassword.linkSent')}
        </Alert>
      ) : (
        <ForgotPasswordForm onSent={() => setSent(true)} />
      )}
      <p className={styles.aside}>
        <Link to={paths.login}>{t('forgotPassword.backToLogin')}</Link>
      </p>
    </Card>
  );
}

/** /set-password?token=: from a staff invitation or a password reset e-mail. */
export function SetPasswordRoute() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  return (
    <Card title={t('setPassword.title')} lead={t('setPassword.lead')}>
      {token ? (
        <SetPasswordForm token={token} onDone={(user) => void navigate(homeOf(user), { replace: true })} />
      ) : (
        <Alert tone="error">{t('links.incomplete')}</Alert>
      )}
    </Card>
  );
}

/** /confirm-email?token=: the registration link; creates the account and signs it in. */
export function ConfirmEmailRoute() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signInWith } = useAuth();
  const token = params.get('token') ?? '';
  const confirm = useMutation({
    mutationFn: async (value: string) => signInWith(await confirmEmailRequest(value)),
    onSuccess: (user) => navigate(homeOf(user), { replace: true }),
  });
  const { mutate } = confirm;
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  return (
    <Card title={t('confirmEmail.title')} lead={t('confirmEmail.lead')}>
      {!token || confirm.isError ? (
        <>
          <Alert tone="error">{token ? errorMessage(confirm.error) : t('links.incomplete')}</Alert>
          <p className={styles.aside}>
            <Link to={`${paths.login}?tab=register`}>{t('confirmEmail.registerAgain')}</Link> ·{' '}
            <Link to={paths.login}>{t('confirmEmail.login')}</Link>
          </p>
        </>
      ) : (
        <LoadingBlock label={t('confirmEmail.confirming')} />
      )}
    </Card>
  );
}
