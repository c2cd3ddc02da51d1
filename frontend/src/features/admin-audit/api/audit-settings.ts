import type { AuditSettingsView } from '@kedai/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { auditKey } from './get-audit-log';

const settingsKey = [...auditKey, 'settings'] as const;

/** GET /api/admin/audit/settings: how long entries are kept. */
export const getAuditSettings = (signal?: AbortSignal) =>
  api.get<AuditSettingsView>('/admin/audit/settings', { signal });

export const auditSettingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKey, queryFn: ({ signal }) => getAuditSettings(signal) });

export function useAuditSettings() {
  return useQuery(auditSettingsQueryOptions());
}

/** PUT /api/admin/audit/settings (the change is itself an entry, so the list is read again). */
export const saveAuditSettings = (settings: AuditSettingsView) =>
  api.put<AuditSettingsView>('/admin/audit/settings', settings);

export function useSaveAuditSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAuditSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      return queryClient.invalidateQueries({ queryKey: auditKey });
    },
  });
}
