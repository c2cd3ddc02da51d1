import { api } from '@/lib/api-client';
import type { AuthResult } from '@/types/api';
import type { LoginInput } from './login';

/** POST /api/auth/admin-login: only admin accounts get a session (403 otherwise). */
export function adminLoginRequest(input: LoginInput): Promise<AuthResult> {
  return api.post<AuthResult>('/auth/admin-login', input, { onUnauthorized: 'ignore' });
}
