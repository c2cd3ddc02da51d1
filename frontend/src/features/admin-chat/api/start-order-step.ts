import type { FulfilmentAccepted } from '@kedai/contracts';
import { api } from '@/lib/api-client';

/**
 * POST /api/admin/orders/{id}/send-guide | activate: the Orders screen's own guarded steps (202, the job is
 * queued; its outcome arrives as order:changed / fulfilment:result), or 4xx with the refusal message.
 */
export function startOrderStep(orderId: string, step: 'send-guide' | 'activate'): Promise<FulfilmentAccepted> {
  return api.post<FulfilmentAccepted>(`/admin/orders/${encodeURIComponent(orderId)}/${step}`);
}
