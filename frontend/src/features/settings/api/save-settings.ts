import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SystemSettingsInput, SystemSettingsView } from '@kedai/contracts';
import { api } from '@/lib/api-client';
import { settingsKey } from './get-settings';
import { shopInfoQueryOptions } from '@/lib/shop-time-zone';

/** PUT /api/admin/settings: the whole settings object; an empty SMTP password keeps the stored one. */
export function saveSettings(settings: SystemSettingsInput): Promise<SystemSettingsView> {
  return api.put<SystemSettingsView>('/admin/settings', settings);
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      // Dates, names, contact links and prices follow the saved settings at once (lib/shop-info).
      void queryClient.invalidateQueries({ queryKey: shopInfoQueryOptions().queryKey });
    },
  });
}
