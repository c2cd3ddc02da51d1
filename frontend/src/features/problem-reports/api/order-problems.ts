import type { OrderProblemsView, ProblemReason, ProblemReportView } from '@kedai/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, uploadWithProgress } from '@/lib/api-client';
import { identityToken } from '@/lib/socket-client';

/** The order page's problem section: its lines (what may be reported) and its reports. */
export const getOrderProblems = (orderId: string, token: string | undefined) =>
  api.get<OrderProblemsView>(`/problem-reports/order/${encodeURIComponent(orderId)}`, {
    query: token ? { token } : undefined,
  });

export const orderProblemsQuery = (orderId: string, token: string | undefined) =>
  queryOptions({
    queryKey: ['problem-reports', orderId],
    queryFn: () => getOrderProblems(orderId, token),
    retry: false,
  });

export const useOrderProblems = (orderId: string, token: string | undefined) =>
  useQuery(orderProblemsQuery(orderId, token));

export interface ProblemReportInput {
  itemId: string;
  reason: ProblemReason;
  note: string;
  screenshot: File | null;
}

/** Sends a report (multipart: the fields and an optional screenshot); the section refreshes afterwards. */
export function useReportProblem(orderId: string, token: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ProblemReportInput) => {
      const form = new FormData();
      form.append('orderId', orderId);
      form.append('itemId', input.itemId);
      form.append('reason', input.reason);
      if (input.note.trim()) form.append('note', input.note.trim());
      if (token) form.append('token', token);
      if (input.screenshot) form.append('screenshot', input.screenshot);
      // As the chat widget's identity (the login, or else the guest's visitor token), so the report lands in the
      // conversation the customer's widget shows.
      return uploadWithProgress<ProblemReportView>('/problem-reports', form, {
        token: await identityToken(),
        onUnauthorized: 'ignore',
      });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['problem-reports', orderId] }),
  });
}

/** The signed-in customer's reports of the orders on a My orders page. */
export const useMyProblemReports = (orderIds: string[]) =>
  useQuery({
    queryKey: ['problem-reports', 'mine', orderIds.join(',')],
    queryFn: () => api.get<ProblemReportView[]>('/problem-reports/mine', { query: { orders: orderIds.join(',') } }),
    enabled: orderIds.length > 0,
  });
