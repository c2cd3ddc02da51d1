import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { guideConfigsKey } from './get-guide-configs';

/** DELETE /api/admin/guide-configs/{id}. */
export function deleteGuideConfig(id: string): Promise<void> {
  return api.delete<void>(`/admin/guide-configs/${encodeURIComponent(id)}`);
}

export function useDeleteGuideConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGuideConfig,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guideConfigsKey }),
  });
}
