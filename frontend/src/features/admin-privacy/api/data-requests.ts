import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminDataRequestView, DataRequestKind, DataRequestSettingsView } from '@kedai/contracts';
import { api } from '@/lib/api-client';

const requestsKey = ['admin', 'privacy', 'requests'] as const;
const settingsKey = ['admin', 'privacy', 'requests', 'settings'] as const;
const building = (request: AdminDataRequestView) => request.status === 'queued' || request.status === 'running';

/** GET /api/admin/privacy/requests: the newest 100 requests (read again every 2 s while an archive is built). */
export const dataRequestsQueryOptions = () =>
  queryOptions({
    queryKey: requestsKey,
    queryFn: ({ signal }) => api.get<AdminDataRequestView[]>('/admin/privacy/requests', { signal }),
    refetchInterval: (query) => ((query.state.data ?? []).some(building) ? 2000 : false),
  });

export const useDataRequests = () => useQuery(dataRequestsQueryOptions());

export interface StaffDataRequestInput {
  email: string;
  kind: DataRequestKind;
  channel: 'email' | 'whatsapp';
  note?: string;
}

/** POST /api/admin/privacy/requests: run an export or a deletion for a customer who asked by e-mail or WhatsApp. */
export function useCreateDataRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffDataRequestInput) => api.post<AdminDataRequestView>('/admin/privacy/requests', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsKey }),
  });
}

/** POST /api/admin/privacy/requests/:id/download-link: a signed link to send to the customer (audited). */
export const useDataRequestLink = () =>
  useMutation({
    mutationFn: (id: string) =>
      api.post<{ url: string }>(`/admin/privacy/requests/${encodeURIComponent(id)}/download-link`),
  });

/** POST /api/admin/privacy/requests/:id/cancel: keep an account whose deletion is in its grace period (audited). */
export function useCancelDataRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<AdminDataRequestView>(`/admin/privacy/requests/${encodeURIComponent(id)}/cancel`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestsKey }),
  });
}

export const useDataRequestSettings = () =>
  useQuery(
    queryOptions({
      queryKey: settingsKey,
      queryFn: ({ signal }) => api.get<DataRequestSettingsView>('/admin/privacy/requests/settings', { signal }),
    }),
  );

export function useSaveDataRequestSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (erasureGraceDays: number) =>
      api.put<DataRequestSettingsView>('/admin/privacy/requests/settings', { erasureGraceDays }),
    onSuccess: (view) => queryClient.setQueryData(settingsKey, view),
  });
}
