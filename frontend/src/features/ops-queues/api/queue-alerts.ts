import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueueAlertThresholds, QueueAlertView, QueueAlertsState } from '@kedai/contracts';
import { useSocketEvent } from '@/hooks/use-socket-event';
import { api } from '@/lib/api-client';

export const queueAlertsKey = ['admin', 'queue-alerts'] as const;

/** GET /api/admin/queue-alerts, kept current by the live `ops:queue-alerts` event (and a slow refetch). */
export function useQueueAlerts() {
  const client = useQueryClient();
  useSocketEvent('ops:queue-alerts', (alerts: QueueAlertView[]) => {
    client.setQueryData<QueueAlertsState>(queueAlertsKey, (state) => (state ? { ...state, alerts } : state));
  });
  return useQuery({
    queryKey: queueAlertsKey,
    queryFn: ({ signal }) => api.get<QueueAlertsState>('/admin/queue-alerts', { signal }),
    refetchInterval: 60_000,
  });
}

/** PUT /api/admin/queue-alerts/{queue}: one queue's thresholds (null: not watched). */
export function useSaveQueueThresholds() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ queue, ...thresholds }: QueueAlertThresholds) =>
      api.put<QueueAlertThresholds[]>(`/admin/queue-alerts/${encodeURIComponent(queue)}`, thresholds),
    onSuccess: (thresholds) =>
      client.setQueryData<QueueAlertsState>(queueAlertsKey, (state) => (state ? { ...state, thresholds } : state)),
  });
}
