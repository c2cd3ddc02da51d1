import type { TwoFactorPolicyView, TwoFactorStatus } from '@kedai/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/two-factor: whether staff must use two-factor sign-in, and who has it on. */
export const twoFactorPolicyOptions = () =>
  queryOptions({
    queryKey: ['admin', 'two-factor'],
    queryFn: ({ signal }) => api.get<TwoFactorPolicyView>('/admin/two-factor', { signal }),
  });

export const useTwoFactorPolicy = () => useQuery(twoFactorPolicyOptions());

function usePolicyChange<I, R>(request: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorPolicyOptions().queryKey }),
  });
}

/** PUT /api/admin/two-factor: the rule (refused until the admin has it on themselves). */
export const useSetTwoFactorRule = () =>
  usePolicyChange((requireForStaff: boolean) => api.put<TwoFactorPolicyView>('/admin/two-factor', { requireForStaff }));

/** DELETE /api/admin/users/:id/two-factor: a lost phone; they set it up again at their next sign-in. */
export const useResetTwoFactor = () =>
  usePolicyChange((userId: string) =>
    api.delete<TwoFactorStatus>(`/admin/users/${encodeURIComponent(userId)}/two-factor`),
  );

/** DELETE /api/admin/users/:id/sessions: signs them out on every device; their sockets close. */
export const useEndUserSessions = () =>
  useMutation({
    mutationFn: (userId: string) =>
      api.delete<{ ended: number }>(`/admin/users/${encodeURIComponent(userId)}/sessions`),
  });
