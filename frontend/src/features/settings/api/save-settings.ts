import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SystemSettingsInput, SystemSettingsView } from '@kedai/contracts';
import { api } from '@/lib/api-client';
import { settingsKey } from './get-settings';

/** PUT /api/admin/settings: the whole settings object; an empty SMTP password keeps the stored one. */
export function saveSettings(settings: SystemSettingsInput): Promise<SystemSettingsView> {
  return api.put<SystemSettingsView>('/admin/settings', settings);
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}
