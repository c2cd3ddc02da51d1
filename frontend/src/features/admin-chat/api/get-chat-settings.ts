import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatSettingsView as ChatSettings } from '@kedai/contracts';
import { api } from '@/lib/api-client';

export type { ChatSettingsView as ChatSettings } from '@kedai/contracts';

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
