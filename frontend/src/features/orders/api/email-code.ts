import type { EmailProofView } from '@kedai/contracts';
import { api } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n/i18n';

/** The code's e-mail is written in the language the visitor reads the shop in. */
export const requestEmailCode = (email: string) =>
  api.post<{ message: string }>(
    '/orders/customer/verify',
    { email, language: currentLanguage() },
    { onUnauthorized: 'ignore' },
  );

export const confirmEmailCode = (email: string, code: string) =>
  api.post<EmailProofView>('/orders/customer/verify/confirm', { email, code }, { onUnauthorized: 'ignore' });
