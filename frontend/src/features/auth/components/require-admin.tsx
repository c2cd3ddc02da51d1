import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingBlock } from '@/components/ui/spinner';
import { loginPath, paths } from '@/config/paths';
import { useAuth } from '../hooks/use-auth';

/**
 * Admin screens (admin spec §2 Admin access): wait for the session check, then no user goes to
 * /login?redirect=<here> and a non-admin goes to the home page. The server checks the role again.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, status } = useAuth();
  const location = useLocation();

  if (status === 'loading') return <LoadingBlock label="Checking your session..." />;
  if (!user) return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  if (user.role !== 'admin') return <Navigate to={paths.home} replace />;
  return children;
}
