import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StorageReport } from '@kedai/contracts';
import { api } from '@/lib/api-client';

export const maintenanceKey = ['admin', 'tools', 'maintenance'] as const;

/** GET /api/admin/tools/maintenance/storage: database by table, uploads, chat, outbox, usage of the quota. */
export function getStorageReport(signal?: AbortSignal): Promise<StorageReport> {
  return api.get<StorageReport>('/admin/tools/maintenance/storage', { signal });
}

export const storageReportQueryOptions = () =>
  queryOptions({ queryKey: [...maintenanceKey, 'storage'], queryFn: ({ signal }) => getStorageReport(signal) });

export function useStorageReport() {
  return useQuery(storageReportQueryOptions());
}
