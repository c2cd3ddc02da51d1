import type { OutboundEmailView } from '@kedai/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { outboxKey } from './get-outbox';

/** POST /api/admin/outbox/{id}/resend: the same e-mail again, as a new entry. */
export const resendEmail = (id: string) =>
  api.post<OutboundEmailView>(`/admin/outbox/${encodeURIComponent(id)}/resend`);

export function useResendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outboxKey }),
  });
}
