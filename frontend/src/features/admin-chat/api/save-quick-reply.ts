import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { quickRepliesKey, type QuickReply } from './get-quick-replies';

export type QuickReplyInput = Pick<QuickReply, 'title' | 'content' | 'translations' | 'category' | 'isActive'>;

/** POST /api/admin/chat/quick-replies (no id) or PUT /api/admin/chat/quick-replies/{id}. */
export async function saveQuickReply({ id, ...input }: QuickReplyInput & { id?: string }): Promise<QuickReply> {
  const { quickReply } = id
    ? await api.put<{ quickReply: QuickReply }>(`/admin/chat/quick-replies/${encodeURIComponent(id)}`, input)
    : await api.post<{ quickReply: QuickReply }>('/admin/chat/quick-replies', input);
  return quickReply;
}

export function useSaveQuickReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuickReply,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quickRepliesKey }),
  });
}
