import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { autoReplyRulesKey } from './get-auto-reply-rules';

/** DELETE /api/admin/chat/auto-reply-rules/{id}. */
export function deleteAutoReplyRule(id: string): Promise<void> {
  return api.delete<void>(`/admin/chat/auto-reply-rules/${encodeURIComponent(id)}`);
}

export function useDeleteAutoReplyRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAutoReplyRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: autoReplyRulesKey }),
  });
}
