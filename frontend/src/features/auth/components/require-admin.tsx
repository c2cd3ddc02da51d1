import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useMatches } from 'react-router-dom';
import { LoadingBlock } from '@/components/ui/spinner';
import { isStaffRole } from '@kedai/contracts';
import { Alert } from '@/components/ui/alert';
import { loginPath, paths } from '@/config/paths';
import { canOpenAdminPage, staffHome } from '@/config/staff-access';
import { useTwoFactorStatus } from '../api/two-factor';
import { useAuth } from '../hooks/use-auth';
import type { LoginNoticeState } from '../login-notice';

/**
 * A route's `handle` for an admin screen that sends a signed-in non-admin somewhere other than the
 * home page: `{ nonAdmin: 'login' }` (auto delivery: docs/product/admin.md#admin-access).
 */
export interface AdminRouteHandle {
  nonAdmin: 'home' | 'login';
}

const isAdminRouteHandle = (handle: unknown): handle is AdminRouteHandle =>
  typeof handle === 'object' && handle !== null && 'nonAdmin' in handle;

export const ADMIN_ACCOUNT_NOTICE = 'Please log in with an admin account.';

/** Where the matched routes send a non-admin: the deepest route that says wins; home by default. */
function useNonAdminTarget(): AdminRouteHandle['nonAdmin'] {
  const handles = useMatches()
    .map((match) => match.handle)
    .filter(isAdminRouteHandle);
  return handles.at(-1)?.nonAdmin ?? 'home';
}

/**
 * Admin screens (docs/product/admin.md#admin-access): wait for the session check, then no user goes to
 * /login?redirect=<here>, and a customer goes to the home page, or to /login when the route's
 * handle says so. Staff see the pages their role allows (config/staff-access); the server checks again.
 */
export function RequireAdmin({
  children,
  frame = (content) => content,
}: {
  children: ReactNode;
  /** Puts the role refusal inside the layout's frame (the admin shell), so navigation and Logout stay. */
  frame?: (content: ReactNode) => ReactNode;
}) {
  const { user, status } = useAuth();
  const location = useLocation();
  const nonAdmin = useNonAdminTarget();
  const here = loginPath(`${location.pathname}${location.search}`);
  // The shop may require two-factor sign-in of staff: without it they enrol first (the API refuses the rest).
  const twoFactor = useTwoFactorStatus(status === 'authenticated' && isStaffRole(user?.role));

  if (status === 'loading') return <LoadingBlock label="Checking your session..." />;
  if (!user) return <Navigate to={here} replace />;
  if (!isStaffRole(user.role)) {
    if (nonAdmin === 'home') return <Navigate to={paths.home} replace />;
    const state: LoginNoticeState = { loginNotice: ADMIN_ACCOUNT_NOTICE };
    return <Navigate to={here} replace state={state} />;
  }
  if (twoFactor.isPending) return <LoadingBlock label="Checking your session..." />;
  if (twoFactor.data?.required && !twoFactor.data.enabled) return <Navigate to={paths.twoFactorSetup} replace />;
  if (!canOpenAdminPage(user.role, location.pathname)) {
    // An agent arriving at the admin home goes to the inbox; any other admin page says why not.
    if (location.pathname === paths.admin.dashboard) return <Navigate to={staffHome(user.role)} replace />;
    return frame(
      <Alert tone="warning" title="Your role cannot open this page">
        This page is for admins. <Link to={staffHome(user.role)}>Go to Live Chat</Link> or ask an admin for access.
      </Alert>,
    );
  }
  return children;
}
