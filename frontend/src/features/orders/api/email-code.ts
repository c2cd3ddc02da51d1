import type { EmailProofView } from '@kedai/contracts';
import { api } from '@/lib/api-client';

export const requestEmailCode = (email: string) =>
  api.post<{ message: string }>('/orders/customer/verify', { email }, { onUnauthorized: 'ignore' });

export const confirmEmailCode = (email: string, code: string) =>
  api.post<EmailProofView>('/orders/customer/verify/confirm', { email, code }, { onUnauthorized: 'ignore' });
