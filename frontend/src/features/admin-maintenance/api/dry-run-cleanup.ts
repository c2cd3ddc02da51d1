import { useMutation } from '@tanstack/react-query';
import type { CleanupCount, CleanupRequest } from '@kedai/contracts';
import { api } from '@/lib/api-client';

/** POST /api/admin/tools/maintenance/dry-run: what the cleanup would remove now (nothing is removed). */
export function dryRunCleanup(request: CleanupRequest): Promise<CleanupCount> {
  return api.post<CleanupCount>('/admin/tools/maintenance/dry-run', request);
}

export function useDryRunCleanup() {
  return useMutation({ mutationFn: dryRunCleanup });
}
