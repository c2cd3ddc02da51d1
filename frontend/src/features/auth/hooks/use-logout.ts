import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from './use-auth';

/**
 * Log out and land on `landing` (/login for customers; the admin's top bar lands on /redeem:
 * docs/product/admin.md#admin-access). The page is left before the session ends, so a protected screen does
 * not first bounce to /login?redirect=<itself>.
 */
export function useLogout(landing: string = paths.login) {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return useMutation({
    // The screen is left first: a staff screen still polling while the session ends would get a 401 and send
    // the browser to /login?redirect=<that screen> instead of `landing`.
    mutationFn: async () => {
      await navigate(landing, { replace: true });
      await logout({ beforeClear: () => navigate(landing, { replace: true }) });
    },
  });
}
