import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuideConfigView } from '@kedai/contracts';
import { api } from '@/lib/api-client';

export const guideConfigsKey = ['admin', 'guide-configs'] as const;

/** The answer was not a list; the screens say so in their own words. */
export class InvalidGuideConfigsResponseError extends Error {
  constructor() {
    super('invalid data format');
    this.name = 'InvalidGuideConfigsResponseError';
  }
}

/** GET /api/admin/guide-configs: every configuration, by product name. */
export async function getGuideConfigs(signal?: AbortSignal): Promise<GuideConfigView[]> {
  const data = await api.get<unknown>('/admin/guide-configs', { signal });
  if (!Array.isArray(data)) throw new InvalidGuideConfigsResponseError();
  return data as GuideConfigView[];
}

export const guideConfigsQueryOptions = () =>
  queryOptions({ queryKey: guideConfigsKey, queryFn: ({ signal }) => getGuideConfigs(signal) });

export function useGuideConfigs() {
  return useQuery(guideConfigsQueryOptions());
}
