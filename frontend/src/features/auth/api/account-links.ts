import type { LoginResult } from '@kedai/contracts';
import { api } from '@/lib/api-client';
import type { AuthResult, LinkSentResult } from '@/types/api';

/** POST /api/auth/confirm-email: opens the registration link; the new account is signed in. */
export function confirmEmailRequest(token: string): Promise<AuthResult> {
  return api.post<AuthResult>('/auth/confirm-email', { token }, { onUnauthorized: 'ignore' });
}

/** POST /api/auth/password-reset: the same answer whether or not the e-mail has an account. */
export function passwordResetRequest(email: string): Promise<LinkSentResult> {
  return api.post<LinkSentResult>('/auth/password-reset', { email }, { onUnauthorized: 'ignore' });
}

/** POST /api/auth/set-password: from a staff invitation or a reset link; signed in afterwards. */
export function setPasswordRequest(token: string, password: string): Promise<LoginResult> {
  return api.post<LoginResult>('/auth/set-password', { token, password }, { onUnauthorized: 'ignore' });
}
