import type { DataRequestView } from '@kedai/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const key = ['me', 'data-requests'] as const;
const building = (request: DataRequestView) => request.status === 'queued' || request.status === 'running';

/**
 * GET /api/me/data-requests: the account's exports and deletion, newest first. While an archive is being built it
 * is read again every second, so its progress moves on the page; each read brings a fresh signed download link.
 */
export const myDataRequestsOptions = () =>
  queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => api.get<DataRequestView[]>('/me/data-requests', { signal }),
    refetchInterval: (query) => ((query.state.data ?? []).some(building) ? 1000 : false),
  });

export const useMyDataRequests = () => useQuery(myDataRequestsOptions());

function useDataRequestChange<I>(request: (input: I) => Promise<DataRequestView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** POST /api/me/data-requests/export: "Download my data". */
export const useRequestExport = () => useDataRequestChange(() => api.post<DataRequestView>('/me/data-requests/export'));

/** POST /api/me/data-requests/erasure: "Delete my account", with the password again. */
export const useRequestErasure = () =>
  useDataRequestChange((password: string) => api.post<DataRequestView>('/me/data-requests/erasure', { password }));

/** DELETE /api/me/data-requests/erasure: keep the account (in the grace period). */
export const useCancelErasure = () =>
  useDataRequestChange(() => api.delete<DataRequestView>('/me/data-requests/erasure'));
