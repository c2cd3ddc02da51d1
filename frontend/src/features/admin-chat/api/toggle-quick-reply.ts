import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { quickRepliesKey, type QuickReply } from './get-quick-replies';

/** POST /api/admin/chat/quick-replies/{id}/toggle: active ↔ inactive. */
export async function toggleQuickReply(id: string): Promise<QuickReply> {
  const { quickReply } = await api.post<{ quickReply: QuickReply }>(
    `/admin/chat/quick-replies/${encodeURIComponent(id)}/toggle`,
  );
  return quickReply;
}

export function useToggleQuickReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleQuickReply,
    onSuccess: (reply) => {
      queryClient.setQueryData<QuickReply[]>(quickRepliesKey, (list) =>
        list?.map((item) => (item.id === reply.id ? reply : item)),
      );
    },
  });
}
