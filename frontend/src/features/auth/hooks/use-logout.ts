import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from './use-auth';

/**
 * Log out and land on /login. The page is left before the session is cleared, so a protected screen
 * does not first bounce to /login?redirect=<itself>.
 */
export function useLogout() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => logout({ beforeClear: () => navigate(paths.login, { replace: true }) }),
  });
}
