import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuideConfigInput, GuideConfigView } from '@kedai/contracts';
import { api } from '@/lib/api-client';
import { guideConfigsKey } from './get-guide-configs';

export interface SaveGuideConfigInput {
  /** Absent: a new configuration (POST); present: PUT /{id}. */
  id?: string;
  config: GuideConfigInput;
}

/** POST /api/admin/guide-configs or PUT /api/admin/guide-configs/{id}. */
export function saveGuideConfig({ id, config }: SaveGuideConfigInput): Promise<GuideConfigView> {
  return id
    ? api.put<GuideConfigView>(`/admin/guide-configs/${encodeURIComponent(id)}`, config)
    : api.post<GuideConfigView>('/admin/guide-configs', config);
}

export function useSaveGuideConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGuideConfig,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guideConfigsKey }),
  });
}
