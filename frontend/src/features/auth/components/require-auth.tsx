import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { LoadingBlock } from '@/components/ui/spinner';
import { loginPath } from '@/config/paths';
import { useAuth } from '../hooks/use-auth';
import type { LoginNoticeState } from '../login-notice';

export interface RequireAuthProps {
  /**
   * Why a login is needed, e.g. "Please login to view your profile", in the customer's language (the
   * caller translates it); shown here and on /login.
   */
  message: string;
  children: ReactNode;
}

/** Shows its children to a signed-in user; anyone else is told why and sent to /login?redirect=<here>. */
export function RequireAuth({ message, children }: RequireAuthProps) {
  // `ready`: a route that does not load the `account` texts with it shows the plain "Loading..." meanwhile.
  const { t, ready } = useTranslation('account');
  const { status } = useAuth();
  const location = useLocation();

  if (status === 'loading') return <LoadingBlock label={ready ? t('requireAuth.checkingSession') : undefined} />;
  if (status === 'anonymous') {
    const state: LoginNoticeState = { loginNotice: message };
    return (
      <>
        <Alert tone="info">{message}</Alert>
        <Navigate to={loginPath(`${location.pathname}${location.search}${location.hash}`)} replace state={state} />
      </>
    );
  }
  return children;
}
