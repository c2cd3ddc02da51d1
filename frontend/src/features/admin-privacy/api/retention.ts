import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RetentionPeriods, RetentionReport, RetentionSettingsView } from '@kedai/contracts';
import { api } from '@/lib/api-client';

export const retentionKey = ['admin', 'privacy', 'retention'] as const;

/** GET /api/admin/privacy/retention: each kind's period (null: kept) and the audit log's. */
export function getRetention(signal?: AbortSignal): Promise<RetentionSettingsView> {
  return api.get<RetentionSettingsView>('/admin/privacy/retention', { signal });
}

export const retentionQueryOptions = () =>
  queryOptions({ queryKey: retentionKey, queryFn: ({ signal }) => getRetention(signal) });

export function useRetention() {
  return useQuery(retentionQueryOptions());
}

/** PUT /api/admin/privacy/retention */
export function saveRetention(periods: RetentionPeriods): Promise<RetentionSettingsView> {
  return api.put<RetentionSettingsView>('/admin/privacy/retention', { periods });
}

export function useSaveRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRetention,
    onSuccess: (view) => queryClient.setQueryData(retentionKey, view),
  });
}

/** POST /api/admin/privacy/retention/dry-run: what the daily run would erase now (nothing is erased). */
export function dryRunRetention(): Promise<RetentionReport> {
  return api.post<RetentionReport>('/admin/privacy/retention/dry-run');
}

export function useDryRunRetention() {
  return useMutation({ mutationFn: dryRunRetention });
}
