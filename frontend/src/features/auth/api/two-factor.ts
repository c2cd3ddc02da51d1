import type { AuthResult, RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '@kedai/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/auth/two-factor: whether two-factor sign-in is on, and whether the shop requires it of this account. */
export const twoFactorStatusOptions = () =>
  queryOptions({
    queryKey: ['auth', 'two-factor'],
    queryFn: ({ signal }) => api.get<TwoFactorStatus>('/auth/two-factor', { signal }),
  });

export function useTwoFactorStatus(enabled = true) {
  return useQuery({ ...twoFactorStatusOptions(), enabled });
}

/** POST /api/auth/login/second-factor: the code for a pending login. A 401 is a wrong code, not a lost session. */
export function secondFactorLoginRequest(pendingToken: string, code: string): Promise<AuthResult> {
  return api.post<AuthResult>('/auth/login/second-factor', { pendingToken, code }, { onUnauthorized: 'ignore' });
}

/** POST /api/auth/two-factor/setup: a new secret and its QR code. */
export function useStartTwoFactor() {
  return useMutation({ mutationFn: () => api.post<TwoFactorSetup>('/auth/two-factor/setup') });
}

function useStatusChange<I, R>(request: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorStatusOptions().queryKey }),
  });
}

/** POST /api/auth/two-factor/confirm: the first code turns it on; answers the recovery codes (shown once). */
export const useConfirmTwoFactor = () =>
  useStatusChange((code: string) => api.post<RecoveryCodes>('/auth/two-factor/confirm', { code }));

/** POST /api/auth/two-factor/disable, with a current code. */
export const useDisableTwoFactor = () =>
  useStatusChange((code: string) => api.post<void>('/auth/two-factor/disable', { code }));

/** POST /api/auth/two-factor/recovery-codes: ten new ones for a current code. */
export const useRenewRecoveryCodes = () =>
  useStatusChange((code: string) => api.post<RecoveryCodes>('/auth/two-factor/recovery-codes', { code }));
