import type { CodePoolSettingRequest, CodePoolSummary } from '@kedai/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { codePoolsKey } from './get-code-pools';

export interface UpdateCodePoolInput extends CodePoolSettingRequest {
  productCode: string;
}

/** PUT /api/admin/code-pools/{productCode} {allowGeneratedCodes?, warningLevel?} */
export function updateCodePool({ productCode, ...change }: UpdateCodePoolInput): Promise<CodePoolSummary> {
  return api.put<CodePoolSummary>(`/admin/code-pools/${encodeURIComponent(productCode)}`, change);
}

export function useUpdateCodePool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCodePool,
    onSuccess: (summary) => {
      queryClient.setQueryData<CodePoolSummary[]>(codePoolsKey, (list) =>
        list?.map((pool) => (pool.productCode === summary.productCode ? summary : pool)),
      );
    },
  });
}
