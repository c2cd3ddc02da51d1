import type { AdminProblemReportView } from '@kedai/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const problemCardsKey = (sessionId: string) => ['admin-problem-reports', sessionId] as const;

/** GET /api/admin/problem-reports?sessionId=…: the cards of one conversation, newest first. */
export const useProblemCards = (sessionId: string) =>
  useQuery({
    queryKey: problemCardsKey(sessionId),
    queryFn: () => api.get<AdminProblemReportView[]>('/admin/problem-reports', { query: { sessionId } }),
  });

export type Resolution = { kind: 'replace' } | { kind: 'refund' } | { kind: 'reject'; reason: string };

/** One click: replace, refund the line, or reject with the reason the customer sees. */
export function useResolveProblem(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, resolution }: { id: string; resolution: Resolution }) =>
      api.post<AdminProblemReportView>(
        `/admin/problem-reports/${encodeURIComponent(id)}/${resolution.kind}`,
        resolution.kind === 'reject' ? { reason: resolution.reason } : {},
      ),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: problemCardsKey(sessionId) }),
  });
}
