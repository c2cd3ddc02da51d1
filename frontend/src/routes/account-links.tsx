import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
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

function Card({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <title>{`${title} · Kedai`}</title>
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
  const [sent, setSent] = useState<string | null>(null);
  return (
    <Card title="Reset your password" lead="We will e-mail you a link to choose a new password.">
      {sent ? (
        <Alert tone="success" title="Check your e-mail">
          {sent}
        </Alert>
      ) : (
        <ForgotPasswordForm onSent={(result) => setSent(result.message)} />
      )}
      <p className={styles.aside}>
        <Link to={paths.login}>Back to login</Link>
      </p>
    </Card>
  );
}

/** /set-password?token=: from a staff invitation or a password reset e-mail. */
export function SetPasswordRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  return (
    <Card title="Choose your password" lead="Pick a password that is hard to guess; you will be signed in after.">
      {token ? (
        <SetPasswordForm token={token} onDone={(user) => navigate(homeOf(user), { replace: true })} />
      ) : (
        <Alert tone="error">This link is incomplete. Open the link from the e-mail again.</Alert>
      )}
    </Card>
  );
}

/** /confirm-email?token=: the registration link; creates the account and signs it in. */
export function ConfirmEmailRoute() {
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
    <Card title="Confirm your e-mail" lead="One moment while we create your account.">
      {!token || confirm.isError ? (
        <>
          <Alert tone="error">
            {token ? errorMessage(confirm.error) : 'This link is incomplete. Open the link from the e-mail again.'}
          </Alert>
          <p className={styles.aside}>
            <Link to={`${paths.login}?tab=register`}>Register again</Link> · <Link to={paths.login}>Log in</Link>
          </p>
        </>
      ) : (
        <LoadingBlock label="Confirming your e-mail..." />
      )}
    </Card>
  );
}
