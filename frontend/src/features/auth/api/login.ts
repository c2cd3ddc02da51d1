import { api } from '@/lib/api-client';
import type { LoginResult } from '@kedai/contracts';

export interface LoginInput {
  email: string;
  password: string;
}

/**
 * POST /api/auth/login. A 401 here means a wrong password, not an expired session. With two-factor sign-in on,
 * the answer asks for the code (SecondFactorStep).
 */
export function loginRequest(input: LoginInput): Promise<LoginResult> {
  return api.post<LoginResult>('/auth/login', input, { onUnauthorized: 'ignore' });
}
