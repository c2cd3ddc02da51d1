import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ChatSettings {
  autoReplyEnabled: boolean;
  responseDelaySeconds: number;
  updatedAt: string;
}

export const chatSettingsKey = ['admin', 'chat', 'settings'] as const;

/** GET /api/admin/chat/settings: the global auto-reply switch and delay. */
export async function getChatSettings(signal?: AbortSignal): Promise<ChatSettings> {
  const { settings } = await api.get<{ settings: ChatSettings }>('/admin/chat/settings', { signal });
  return settings;
}

export const chatSettingsQueryOptions = () =>
  queryOptions({ queryKey: chatSettingsKey, queryFn: ({ signal }) => getChatSettings(signal) });

export function useChatSettings() {
  return useQuery(chatSettingsQueryOptions());
}
