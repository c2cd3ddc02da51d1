import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { inspectionKey } from './get-order-inspection';

/** POST /api/admin/queues/{queue}/jobs/{jobId}/retry: a failed job (an e-mail, a rental end) runs again. */
export function retryQueueJob(queue: string, jobId: string): Promise<unknown> {
  return api.post(`/admin/queues/${encodeURIComponent(queue)}/jobs/${encodeURIComponent(jobId)}/retry`);
}

export function useRetryQueueJob(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ queue, jobId }: { queue: string; jobId: string }) => retryQueueJob(queue, jobId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inspectionKey(orderId) }),
  });
}
