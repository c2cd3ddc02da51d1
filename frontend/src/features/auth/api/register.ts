import { api } from '@/lib/api-client';
import type { AuthResult } from '@/types/api';

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  /** Digits only; left out when empty. */
  phone?: string;
}

/** POST /api/auth/register: 201 with a session for the new account. */
export function registerRequest(input: RegisterInput): Promise<AuthResult> {
  return api.post<AuthResult>('/auth/register', input, { onUnauthorized: 'ignore' });
}
