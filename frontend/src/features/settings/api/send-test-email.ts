import { useMutation } from '@tanstack/react-query';
import type { TestEmailResult } from '@kedai/contracts';
import { api } from '@/lib/api-client';

/** POST /api/admin/settings/test-email: to the contact e-mail (kept in the outbox when no SMTP is set). */
export function sendTestEmail(): Promise<TestEmailResult> {
  return api.post<TestEmailResult>('/admin/settings/test-email');
}

export function useSendTestEmail() {
  return useMutation({ mutationFn: sendTestEmail });
}
