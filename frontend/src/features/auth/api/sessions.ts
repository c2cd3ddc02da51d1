import type { SessionView } from '@kedai/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/auth/sessions: the caller's signed-in devices. */
export const mySessionsOptions = () =>
  queryOptions({
    queryKey: ['auth', 'sessions'],
    queryFn: ({ signal }) => api.get<SessionView[]>('/auth/sessions', { signal }),
  });

export const useMySessions = () => useQuery(mySessionsOptions());

function useSessionsChange<I, R>(request: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mySessionsOptions().queryKey }),
  });
}

/** DELETE /api/auth/sessions/:id: signs that device out (its open pages lose their connection at once). */
export const useEndSession = () =>
  useSessionsChange((id: string) => api.delete<void>(`/auth/sessions/${encodeURIComponent(id)}`));

/** POST /api/auth/sessions/end-others: every device but this one. */
export const useEndOtherSessions = () =>
  useSessionsChange(() => api.post<{ ended: number }>('/auth/sessions/end-others'));
