import type { DataRequestView } from '@kedai/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/privacy/erasure/cancel: the "Keep my account" link of the deletion e-mail (no sign-in needed). */
export const useCancelErasureByToken = () =>
  useMutation({
    mutationFn: (token: string) => api.post<DataRequestView>('/privacy/erasure/cancel', { token }),
  });
