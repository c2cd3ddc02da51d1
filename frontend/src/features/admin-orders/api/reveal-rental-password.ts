import type { RentalAccountSecret } from '@kedai/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/rental-accounts/{id}/password: the password on request; each reveal is an audit-log entry. */
export const revealRentalPassword = (id: string) =>
  api.get<RentalAccountSecret>(`/admin/rental-accounts/${encodeURIComponent(id)}/password`);

export function useRevealRentalPassword() {
  return useMutation({ mutationFn: revealRentalPassword });
}
