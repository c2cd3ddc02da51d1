import { api } from '@/lib/api-client';
import type { LoginResult } from '@kedai/contracts';
import type { LoginInput } from './login';

/** POST /api/auth/admin-login: only admin accounts get a session (403 otherwise). */
export function adminLoginRequest(input: LoginInput): Promise<LoginResult> {
  return api.post<LoginResult>('/auth/admin-login', input, { onUnauthorized: 'ignore' });
}
