import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GatewaySettingsInput, GatewaySettingsView } from '@kedai/contracts';
import { api } from '@/lib/api-client';
import { gatewaySettingsKey } from './get-gateway-settings';

/** PUT /api/admin/payments/settings: a key left out keeps the stored one; `clear` removes keys. */
export function saveGatewaySettings(input: GatewaySettingsInput): Promise<GatewaySettingsView> {
  return api.put<GatewaySettingsView>('/admin/payments/settings', input);
}

export function useSaveGatewaySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGatewaySettings,
    onSuccess: (saved) => queryClient.setQueryData(gatewaySettingsKey, saved),
  });
}
