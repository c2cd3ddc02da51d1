import { api } from '@/lib/api-client';
import type { AuthResult } from '@/types/api';

export interface LoginInput {
  email: string;
  password: string;
}

/** POST /api/auth/login. A 401 here means a wrong password, not an expired session. */
export function loginRequest(input: LoginInput): Promise<AuthResult> {
  return api.post<AuthResult>('/auth/login', input, { onUnauthorized: 'ignore' });
}
