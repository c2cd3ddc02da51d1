import type { Language } from '@kedai/contracts';
import { api } from '@/lib/api-client';
import type { LinkSentResult } from '@/types/api';

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  /** Digits only; left out when empty. */
  phone?: string;
  /** The storefront's language: the new account's, and its e-mails'. Left out: English. */
  language?: Language;
  /** The box "I agree to the privacy notice" was ticked (required; recorded with the notice's version). */
  privacyConsent: true;
}

/**
 * POST /api/auth/register: 202, the same for a new and a taken e-mail. The account is made when the link
 * e-mailed to that address is opened (/confirm-email).
 */
export function registerRequest(input: RegisterInput): Promise<LinkSentResult> {
  return api.post<LinkSentResult>('/auth/register', input, { onUnauthorized: 'ignore' });
}
