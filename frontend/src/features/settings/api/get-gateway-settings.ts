import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GatewaySettingsView } from '@kedai/contracts';
import { api } from '@/lib/api-client';

export const gatewaySettingsKey = ['admin', 'payments', 'settings'] as const;

/** GET /api/admin/payments/settings (admins): the gateways' choices; keys only as set / not set, never the value. */
export function getGatewaySettings(signal?: AbortSignal): Promise<GatewaySettingsView> {
  return api.get<GatewaySettingsView>('/admin/payments/settings', { signal });
}

export const gatewaySettingsQueryOptions = () =>
  queryOptions({ queryKey: gatewaySettingsKey, queryFn: ({ signal }) => getGatewaySettings(signal) });

export function useGatewaySettings() {
  return useQuery(gatewaySettingsQueryOptions());
}
