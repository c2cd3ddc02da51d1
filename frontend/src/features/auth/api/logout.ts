import { api } from '@/lib/api-client';

/** POST /api/auth/logout: ends the session on the server (204). An already expired one is fine too. */
export function logoutRequest(): Promise<void> {
  return api.post<void>('/auth/logout', undefined, { onUnauthorized: 'ignore' });
}
