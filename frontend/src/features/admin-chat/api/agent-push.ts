import type { PushStatusView } from '@kedai/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';

export const agentPushKey = ['admin', 'push'] as const;

/** GET /api/admin/push: the VAPID public key, the caller's on/off and how many of their browsers are subscribed. */
export function getAgentPush(signal?: AbortSignal): Promise<PushStatusView> {
  return api.get<PushStatusView>('/admin/push', { signal });
}

export function useAgentPush(enabled: boolean) {
  return useQuery(queryOptions({ queryKey: agentPushKey, queryFn: ({ signal }) => getAgentPush(signal), enabled }));
}

/** POST /api/admin/push/subscriptions: this browser's PushSubscription.toJSON(); turns the caller's pushes on. */
export function subscribeAgentPush(subscription: PushSubscriptionJSON): Promise<PushStatusView> {
  return api.post<PushStatusView>('/admin/push/subscriptions', subscription);
}

/** DELETE /api/admin/push/subscriptions: this browser stops. */
export function unsubscribeAgentPush(endpoint: string): Promise<PushStatusView> {
  return apiRequest<PushStatusView>('/admin/push/subscriptions', { method: 'DELETE', body: { endpoint } });
}

/** PUT /api/admin/push/preference: the caller's on/off for all their browsers. */
export function setAgentPushEnabled(enabled: boolean): Promise<PushStatusView> {
  return api.put<PushStatusView>('/admin/push/preference', { enabled });
}
