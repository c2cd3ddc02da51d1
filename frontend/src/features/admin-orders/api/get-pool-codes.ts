import type { ActivationCodeView } from '@kedai/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { codePoolsKey } from './get-code-pools';

export type CodeListFilter = 'unsold' | 'sold' | 'all';

export const poolCodesKey = (productCode: string) => [...codePoolsKey, 'codes', productCode] as const;

/** GET /api/admin/code-pools/{productCode}/codes?status=unsold|sold|all */
export function getPoolCodes(
  productCode: string,
  status: CodeListFilter,
  signal?: AbortSignal,
): Promise<ActivationCodeView[]> {
  return api.get<ActivationCodeView[]>(`/admin/code-pools/${encodeURIComponent(productCode)}/codes`, {
    query: { status },
    signal,
  });
}

export const poolCodesQueryOptions = (productCode: string, status: CodeListFilter) =>
  queryOptions({
    queryKey: [...poolCodesKey(productCode), status],
    queryFn: ({ signal }) => getPoolCodes(productCode, status, signal),
    placeholderData: keepPreviousData,
  });

export function usePoolCodes(productCode: string | null, status: CodeListFilter) {
  return useQuery({ ...poolCodesQueryOptions(productCode ?? '', status), enabled: Boolean(productCode) });
}
