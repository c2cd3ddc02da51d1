import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { clearSession, getSession, setSession, setStoredUser, subscribeSession } from '@/lib/auth-storage';
import { isSecondFactorChallenge, type LoginResult } from '@kedai/contracts';
import type { AuthResult, UserView } from '@/types/api';
import { adminLoginRequest } from '../api/admin-login';
import { useMe } from '../api/get-me';
import { loginRequest, type LoginInput } from '../api/login';
import { logoutRequest } from '../api/logout';
import { registerRequest, type RegisterInput } from '../api/register';
import { AuthContext, type AuthContextValue, type AuthStatus, type LogoutOptions } from '../auth-context';

function startSession(result: AuthResult): UserView {
  setSession(result.token, result.user);
  return result.user;
}

/** A session at once, or the challenge of the second step (nothing is stored until the code). */
const sessionOrChallenge = (result: LoginResult) => (isSecondFactorChallenge(result) ? result : startSession(result));

const login = async (input: LoginInput) => sessionOrChallenge(await loginRequest(input));
const register = (input: RegisterInput) => registerRequest(input);
const adminLogin = async (input: LoginInput) => sessionOrChallenge(await adminLoginRequest(input));

/**
 * The signed-in user (docs/product/storefront.md#profile-and-session). The session is read from storage at once, so the
 * header shows the name on the first paint; a stored token is then checked with GET /api/auth/me, and
 * until that answers the status is `loading` (guards wait for it, so a reload never bounces an admin).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useSyncExternalStore(subscribeSession, getSession, getSession);
  const [startToken] = useState(() => getSession().token);
  const me = useMe(startToken !== null && session.token === startToken);

  useEffect(() => {
    // Only if the session is still the one we asked about (not replaced by a login meanwhile).
    if (me.data && getSession().token === startToken) setStoredUser(me.data);
  }, [me.data, startToken]);

  const checking = startToken !== null && session.token === startToken && me.isPending;
  const status: AuthStatus = checking ? 'loading' : session.token && session.user ? 'authenticated' : 'anonymous';

  const value = useMemo<AuthContextValue>(
    () => ({
      user: status === 'anonymous' ? null : session.user,
      status,
      login,
      register,
      signInWith: startSession,
      adminLogin,
      logout: async (options?: LogoutOptions) => {
        try {
          await logoutRequest();
        } catch {
          // Offline or already expired: the session is still ended on this device.
        }
        await options?.beforeClear?.();
        clearSession();
        queryClient.clear();
      },
    }),
    [status, session.user, queryClient],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
