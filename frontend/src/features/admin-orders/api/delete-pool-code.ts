import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { codePoolsKey } from './get-code-pools';

export interface DeletePoolCodeInput {
  productCode: string;
  id: string;
}

/** DELETE /api/admin/code-pools/{productCode}/codes/{id}: unsold codes only (409 otherwise). */
export function deletePoolCode({ productCode, id }: DeletePoolCodeInput): Promise<void> {
  return api.delete<void>(`/admin/code-pools/${encodeURIComponent(productCode)}/codes/${encodeURIComponent(id)}`);
}

export function useDeletePoolCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePoolCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: codePoolsKey }),
  });
}
