import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SystemSettingsView } from '@kedai/contracts';
import { api } from '@/lib/api-client';

export const settingsKey = ['admin', 'settings'] as const;

/** GET /api/admin/settings (the SMTP password is never sent: only hasSmtpPassword). */
export function getSettings(signal?: AbortSignal): Promise<SystemSettingsView> {
  return api.get<SystemSettingsView>('/admin/settings', { signal });
}

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKey, queryFn: ({ signal }) => getSettings(signal) });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
