import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { rentalAccountsKey } from './get-rental-accounts';

/** DELETE /api/admin/rental-accounts/{id}: refused (409) while the account is rented. */
export function deleteRentalAccount(id: string): Promise<void> {
  return api.delete<void>(`/admin/rental-accounts/${encodeURIComponent(id)}`);
}

export function useDeleteRentalAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRentalAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rentalAccountsKey }),
  });
}
