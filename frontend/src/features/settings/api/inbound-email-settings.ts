import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InboundEmailSettingsInput, InboundEmailSettingsView } from '@kedai/contracts';
import { api } from '@/lib/api-client';

export const inboundEmailSettingsKey = ['admin', 'channels', 'email', 'settings'] as const;

/** GET /api/admin/channels/email/settings (admins): the webhook secret only as set / not set, never its value. */
export function getInboundEmailSettings(signal?: AbortSignal): Promise<InboundEmailSettingsView> {
  return api.get<InboundEmailSettingsView>('/admin/channels/email/settings', { signal });
}

export function useInboundEmailSettings() {
  return useQuery(
    queryOptions({ queryKey: inboundEmailSettingsKey, queryFn: ({ signal }) => getInboundEmailSettings(signal) }),
  );
}

/** PUT …/settings: an empty secret keeps the stored one; clearSecret removes it. */
export function useSaveInboundEmailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InboundEmailSettingsInput) =>
      api.put<InboundEmailSettingsView>('/admin/channels/email/settings', input),
    onSuccess: (saved) => queryClient.setQueryData(inboundEmailSettingsKey, saved),
  });
}
