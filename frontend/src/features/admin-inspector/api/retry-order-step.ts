import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FulfilmentAccepted, FulfilmentStep } from '@kedai/contracts';
import { api } from '@/lib/api-client';
import { inspectionKey } from './get-order-inspection';

/** POST /api/admin/tools/orders/{orderId}/retry {step}: the step's normal guarded job runs again. */
export function retryOrderStep(orderId: string, step: FulfilmentStep): Promise<FulfilmentAccepted> {
  return api.post<FulfilmentAccepted>(`/admin/tools/orders/${encodeURIComponent(orderId)}/retry`, { step });
}

export function useRetryOrderStep(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: FulfilmentStep) => retryOrderStep(orderId, step),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inspectionKey(orderId) }),
  });
}
