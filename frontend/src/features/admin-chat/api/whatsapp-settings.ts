import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  WhatsappSettingsInput,
  WhatsappSettingsView,
  WhatsappTestInput,
  WhatsappTestResult,
} from '@kedai/contracts';
import { api } from '@/lib/api-client';

export const whatsappSettingsKey = ['admin', 'channels', 'whatsapp', 'settings'] as const;

/** GET /api/admin/channels/whatsapp/settings (admins): keys only as set / not set, never their values. */
export function getWhatsappSettings(signal?: AbortSignal): Promise<WhatsappSettingsView> {
  return api.get<WhatsappSettingsView>('/admin/channels/whatsapp/settings', { signal });
}

export function useWhatsappSettings() {
  return useQuery(
    queryOptions({ queryKey: whatsappSettingsKey, queryFn: ({ signal }) => getWhatsappSettings(signal) }),
  );
}

/** PUT …/settings: an empty key keeps the stored one; `clear` removes stored keys. */
export function useSaveWhatsappSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WhatsappSettingsInput) =>
      api.put<WhatsappSettingsView>('/admin/channels/whatsapp/settings', input),
    onSuccess: (saved) => queryClient.setQueryData(whatsappSettingsKey, saved),
  });
}

/** POST …/test: Meta's hello_world template to a number. */
export function useSendWhatsappTest() {
  return useMutation({
    mutationFn: (input: WhatsappTestInput) => api.post<WhatsappTestResult>('/admin/channels/whatsapp/test', input),
  });
}
