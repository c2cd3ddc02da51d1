import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuickReplyView as QuickReply } from '@kedai/contracts';
import { api } from '@/lib/api-client';

export type { QuickReplyCategory, QuickReplyView as QuickReply } from '@kedai/contracts';

export const quickRepliesKey = ['admin', 'chat', 'quick-replies'] as const;

/** GET /api/admin/chat/quick-replies. */
export async function getQuickReplies(signal?: AbortSignal): Promise<QuickReply[]> {
  const { quickReplies } = await api.get<{ quickReplies: QuickReply[] }>('/admin/chat/quick-replies', { signal });
  return quickReplies;
}

export const quickRepliesQueryOptions = () =>
  queryOptions({ queryKey: quickRepliesKey, queryFn: ({ signal }) => getQuickReplies(signal) });

export function useQuickReplies() {
  return useQuery(quickRepliesQueryOptions());
}
