import type { ChatLabelInput, ChatLabelView, ChatSearchHit } from '@kedai/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const chatLabelsKey = ['admin', 'chat', 'labels'] as const;

/** GET /api/admin/chat/labels: the shop's conversation labels, by name. */
export async function getChatLabels(signal?: AbortSignal): Promise<ChatLabelView[]> {
  const { labels } = await api.get<{ labels: ChatLabelView[] }>('/admin/chat/labels', { signal });
  return labels;
}

export const chatLabelsQueryOptions = () =>
  queryOptions({ queryKey: chatLabelsKey, queryFn: ({ signal }) => getChatLabels(signal) });

export function useChatLabels() {
  return useQuery(chatLabelsQueryOptions());
}

/** POST (new) or PUT (existing) /api/admin/chat/labels: admins only. */
export function useSaveChatLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...input }: ChatLabelInput & { id?: string }) =>
      id
        ? (await api.put<{ label: ChatLabelView }>(`/admin/chat/labels/${encodeURIComponent(id)}`, input)).label
        : (await api.post<{ label: ChatLabelView }>('/admin/chat/labels', input)).label,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatLabelsKey }),
  });
}

export function useDeleteChatLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/admin/chat/labels/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatLabelsKey }),
  });
}

/** PUT / DELETE /api/admin/chat/sessions/{id}/labels/{labelId}: answers the conversation's labels now. */
export async function setSessionLabel(sessionId: string, labelId: string, on: boolean): Promise<string[]> {
  const path = `/admin/chat/sessions/${encodeURIComponent(sessionId)}/labels/${encodeURIComponent(labelId)}`;
  const { labelIds } = on
    ? await api.put<{ labelIds: string[] }>(path)
    : await api.delete<{ labelIds: string[] }>(path);
  return labelIds;
}

/** GET /api/admin/chat/search?q=: messages containing the words, newest first, with their conversation. */
export async function searchChatMessages(q: string, signal?: AbortSignal): Promise<ChatSearchHit[]> {
  const { results } = await api.get<{ results: ChatSearchHit[] }>(`/admin/chat/search?q=${encodeURIComponent(q)}`, {
    signal,
  });
  return results;
}

export function useChatMessageSearch(term: string, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'chat', 'search', term],
    queryFn: ({ signal }) => searchChatMessages(term, signal),
    enabled,
    retry: false,
  });
}
