import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { chatSettingsKey, type ChatSettings } from './get-chat-settings';

export type ChatSettingsInput = Partial<
  Pick<ChatSettings, 'autoReplyEnabled' | 'responseDelaySeconds' | 'hours' | 'autoAssignEnabled' | 'autoAssignCap'>
>;

/** PUT /api/admin/chat/settings. */
export async function updateChatSettings(input: ChatSettingsInput): Promise<ChatSettings> {
  const { settings } = await api.put<{ settings: ChatSettings }>('/admin/chat/settings', input);
  return settings;
}

export function useUpdateChatSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateChatSettings,
    onSuccess: (settings) => queryClient.setQueryData(chatSettingsKey, settings),
  });
}
