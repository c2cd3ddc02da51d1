import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { quickRepliesKey } from './get-quick-replies';

/** DELETE /api/admin/chat/quick-replies/{id}. */
export function deleteQuickReply(id: string): Promise<void> {
  return api.delete<void>(`/admin/chat/quick-replies/${encodeURIComponent(id)}`);
}

export function useDeleteQuickReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuickReply,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quickRepliesKey }),
  });
}
