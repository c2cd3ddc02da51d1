import type { CodePoolSummary } from '@kedai/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const codePoolsKey = ['admin', 'code-pools'] as const;

/** GET /api/admin/code-pools: every product with its unsold and sold code counts. */
export function getCodePools(signal?: AbortSignal): Promise<CodePoolSummary[]> {
  return api.get<CodePoolSummary[]>('/admin/code-pools', { signal });
}

export const codePoolsQueryOptions = () =>
  queryOptions({ queryKey: codePoolsKey, queryFn: ({ signal }) => getCodePools(signal) });

export function useCodePools() {
  return useQuery(codePoolsQueryOptions());
}
