import type { BurnCodeRequest, BurnCodeResult } from '@kedai/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { codePoolsKey } from './get-code-pools';
import { adminOrderDetailKey } from './get-admin-order';

export interface BurnCodeInput extends BurnCodeRequest {
  orderId: string;
}

/** POST /api/admin/orders/{id}/burn-code: the code is burned and its unit gets the next unsold code. */
export function burnCode({ orderId, ...body }: BurnCodeInput): Promise<BurnCodeResult> {
  return api.post<BurnCodeResult>(`/admin/orders/${encodeURIComponent(orderId)}/burn-code`, body);
}

export function useBurnCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: burnCode,
    onSuccess: (result) => {
      // The timeline (burn + replacement lines) and the pool's count changed.
      void queryClient.invalidateQueries({ queryKey: adminOrderDetailKey(result.orderId) });
      void queryClient.invalidateQueries({ queryKey: codePoolsKey });
    },
  });
}
