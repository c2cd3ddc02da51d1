import type { DataRequestView } from '@kedai/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const building = (request: DataRequestView | undefined) =>
  request?.status === 'queued' || request?.status === 'running';

/** Read again every second while the archive is built; once ready, every 10 minutes for a fresh 15-minute link. */
const READY_REFRESH_MS = 10 * 60_000;

const proofHeaders = (proof: string) => ({ 'X-Email-Proof': proof });

/** POST /api/privacy/guest-exports: a guest's "Download my data", with the proof of the address. */
export const useStartGuestExport = () =>
  useMutation({
    mutationFn: ({ email, proof }: { email: string; proof: string }) =>
      api.post<DataRequestView>(
        '/privacy/guest-exports',
        { email },
        { headers: proofHeaders(proof), onUnauthorized: 'ignore' },
      ),
  });

/** GET /api/privacy/guest-exports/:id: the export's progress and, when ready, its signed download link. */
export const guestExportOptions = (id: string, email: string, proof: string) =>
  queryOptions({
    queryKey: ['privacy', 'guest-export', id],
    queryFn: ({ signal }) =>
      api.get<DataRequestView>(
        `/privacy/guest-exports/${encodeURIComponent(id)}?${new URLSearchParams({ email }).toString()}`,
        {
          signal,
          headers: proofHeaders(proof),
          onUnauthorized: 'ignore',
        },
      ),
    retry: false,
    refetchInterval: (query) =>
      building(query.state.data) ? 1000 : query.state.data?.status === 'ready' ? READY_REFRESH_MS : false,
  });

export const useGuestExport = (id: string | null, email: string, proof: string) =>
  useQuery({ ...guestExportOptions(id ?? '', email, proof), enabled: Boolean(id) });
