import { useMutation } from '@tanstack/react-query';
import type { CleanupJobView, CleanupRequest } from '@kedai/contracts';
import { api } from '@/lib/api-client';

/** POST /api/admin/tools/maintenance/cleanups: queues the cleanup as a job. */
export function startCleanup(request: CleanupRequest): Promise<CleanupJobView> {
  return api.post<CleanupJobView>('/admin/tools/maintenance/cleanups', request);
}

export function useStartCleanup() {
  return useMutation({ mutationFn: startCleanup });
}
