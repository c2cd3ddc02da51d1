import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OfficialGuideLinkView } from '@kedai/contracts';
import { api } from '@/lib/api-client';

/** GET /api/guide-links: the products whose guide configuration has an official guide link. */
export async function getOfficialGuides(signal?: AbortSignal): Promise<OfficialGuideLinkView[]> {
  const data = await api.get<unknown>('/guide-links', { signal });
  if (!Array.isArray(data)) throw new Error('invalid data format');
  return data as OfficialGuideLinkView[];
}

export const officialGuidesQueryOptions = () =>
  queryOptions({
    queryKey: ['guide-links'] as const,
    queryFn: ({ signal }) => getOfficialGuides(signal),
    staleTime: 5 * 60_000,
  });

export function useOfficialGuides() {
  return useQuery(officialGuidesQueryOptions());
}
