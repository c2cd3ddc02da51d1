import type { FulfilmentAccepted, FulfilmentStep } from '@kedai/contracts';
import { api } from '@/lib/api-client';

/**
 * POST /api/admin/orders/{id}/send-guide | activate | trigger-delivery | auto-ship | send-installation.
 * The five steps share one shape: no body, 202 FulfilmentAccepted (the job is queued and its outcome
 * arrives as `fulfilment:result`), or 4xx with the refusal message (thrown as ApiError).
 */
export function startFulfilmentStep(orderId: string, step: FulfilmentStep): Promise<FulfilmentAccepted> {
  return api.post<FulfilmentAccepted>(`/admin/orders/${encodeURIComponent(orderId)}/${step}`);
}

export const sendGuide = (orderId: string) => startFulfilmentStep(orderId, 'send-guide');
export const activateOrder = (orderId: string) => startFulfilmentStep(orderId, 'activate');
export const triggerDelivery = (orderId: string) => startFulfilmentStep(orderId, 'trigger-delivery');
export const autoShip = (orderId: string) => startFulfilmentStep(orderId, 'auto-ship');
export const sendInstallation = (orderId: string) => startFulfilmentStep(orderId, 'send-installation');
