import type { RentalAccountInput, RentalAccountView } from '@kedai/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { rentalAccountsKey } from './get-rental-accounts';

export interface SaveRentalAccountInput {
  /** Set to edit that account; absent to add a new one. */
  id?: string;
  account: RentalAccountInput;
}

/**
 * POST /api/admin/rental-accounts, or PUT /api/admin/rental-accounts/{id} when editing (a new password
 * frees an account that needs a password change).
 */
export function saveRentalAccount({ id, account }: SaveRentalAccountInput): Promise<RentalAccountView> {
  return id
    ? api.put<RentalAccountView>(`/admin/rental-accounts/${encodeURIComponent(id)}`, account)
    : api.post<RentalAccountView>('/admin/rental-accounts', account);
}

export function useSaveRentalAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRentalAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rentalAccountsKey }),
  });
}
