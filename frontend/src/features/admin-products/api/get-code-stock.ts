import type { CodePoolSummary } from '@kedai/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The same call (and cache entry) as the code pools screen: products' unsold codes and warning levels. */
export const codeStockKey = ['admin', 'code-pools'] as const;

/** GET /api/admin/code-pools */
export function getCodeStock(signal?: AbortSignal): Promise<CodePoolSummary[]> {
  return api.get<CodePoolSummary[]>('/admin/code-pools', { signal });
}

export const codeStockQueryOptions = () =>
  queryOptions({ queryKey: codeStockKey, queryFn: ({ signal }) => getCodeStock(signal) });

/** By product code, for the product cards. */
export function useCodeStock(): Map<string, CodePoolSummary> {
  const query = useQuery(codeStockQueryOptions());
  return new Map((query.data ?? []).map((pool) => [pool.productCode, pool]));
}
