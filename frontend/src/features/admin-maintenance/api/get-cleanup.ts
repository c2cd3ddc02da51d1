import { useQuery } from '@tanstack/react-query';
import type { CleanupJobView } from '@kedai/contracts';
import { api } from '@/lib/api-client';
import { maintenanceKey } from './get-storage-report';

/** GET /api/admin/tools/maintenance/cleanups/{jobId}: the job's state and, once done, what it removed. */
export function getCleanup(jobId: string, signal?: AbortSignal): Promise<CleanupJobView> {
  return api.get<CleanupJobView>(`/admin/tools/maintenance/cleanups/${encodeURIComponent(jobId)}`, { signal });
}

export function useCleanup(jobId: string | null) {
  return useQuery({
    queryKey: [...maintenanceKey, 'cleanup', jobId ?? ''],
    queryFn: ({ signal }) => getCleanup(jobId ?? '', signal),
    enabled: Boolean(jobId),
    retry: false,
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === 'completed' || state === 'failed' ? false : 500;
    },
  });
}
