import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  StockAlertChannelsView,
  StockAlertConfirmation,
  StockAlertDemand,
  StockAlertRequest,
  StockAlertResult,
  StockAlertSettingsView,
} from '@kedai/contracts';
import { api } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n/i18n';

/** POST /api/stock-alerts: the e-mails are written in the language the shopper reads the shop in. */
export const requestStockAlert = (request: StockAlertRequest) =>
  api.post<StockAlertResult>(
    '/stock-alerts',
    { ...request, language: currentLanguage() },
    { onUnauthorized: 'ignore' },
  );

export const useRequestStockAlert = () => useMutation({ mutationFn: requestStockAlert });

/** GET /api/stock-alerts/channels: whether the form may offer WhatsApp (asked when the form shows). */
export const useStockAlertChannels = () =>
  useQuery({
    queryKey: ['stock-alerts', 'channels'],
    queryFn: () => api.get<StockAlertChannelsView>('/stock-alerts/channels', { onUnauthorized: 'ignore' }),
    staleTime: 60_000,
  });

/** POST /api/stock-alerts/confirm: the link from the confirmation e-mail. */
export const confirmStockAlert = (token: string) =>
  api.post<StockAlertConfirmation>('/stock-alerts/confirm', { token }, { onUnauthorized: 'ignore' });

const demandKey = ['admin', 'stock-alerts', 'demand'] as const;
const settingsKey = ['admin', 'stock-alerts', 'settings'] as const;

/** GET /api/admin/stock-alerts/demand: confirmed alerts still waiting, per product. */
export const useStockAlertDemand = () =>
  useQuery({ queryKey: demandKey, queryFn: () => api.get<StockAlertDemand[]>('/admin/stock-alerts/demand') });

export const useStockAlertSettings = () =>
  useQuery({ queryKey: settingsKey, queryFn: () => api.get<StockAlertSettingsView>('/admin/stock-alerts/settings') });

export function useSaveStockAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: StockAlertSettingsView) =>
      api.put<StockAlertSettingsView>('/admin/stock-alerts/settings', settings),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}
