import type { ChatAssignee } from '@kedai/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const chatAssigneesKey = ['admin', 'chat', 'assignees'] as const;

/** GET /api/admin/chat/assignees: the active admins and agents a chat can be given to. */
export async function getChatAssignees(signal?: AbortSignal): Promise<ChatAssignee[]> {
  const { assignees } = await api.get<{ assignees: ChatAssignee[] }>('/admin/chat/assignees', { signal });
  return assignees;
}

export function useChatAssignees() {
  return useQuery(
    queryOptions({ queryKey: chatAssigneesKey, queryFn: ({ signal }) => getChatAssignees(signal), staleTime: 60_000 }),
  );
}
