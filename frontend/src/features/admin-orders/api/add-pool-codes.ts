import type { AddCodesResult } from '@kedai/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { codePoolsKey } from './get-code-pools';

export interface AddPoolCodesInput {
  productCode: string;
  /** Pasted text or a CSV file's text: one code per line or cell. */
  text: string;
}

/** POST /api/admin/code-pools/{productCode}/codes {text}: duplicates are removed on the server. */
export function addPoolCodes({ productCode, text }: AddPoolCodesInput): Promise<AddCodesResult> {
  return api.post<AddCodesResult>(`/admin/code-pools/${encodeURIComponent(productCode)}/codes`, { text });
}

export const addCodesResultMessage = (result: AddCodesResult) =>
  `Added ${result.added} ${result.added === 1 ? 'code' : 'codes'} (${result.duplicates} ${
    result.duplicates === 1 ? 'duplicate' : 'duplicates'
  } removed)`;

export function useAddPoolCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPoolCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: codePoolsKey }),
  });
}
