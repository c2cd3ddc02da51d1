import type { RentalAccountView } from '@kedai/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const rentalAccountsKey = ['admin', 'rental-accounts'] as const;

/** GET /api/admin/rental-accounts: passwords and login tokens are never listed. */
export function getRentalAccounts(signal?: AbortSignal): Promise<RentalAccountView[]> {
  return api.get<RentalAccountView[]>('/admin/rental-accounts', { signal });
}

export const rentalAccountsQueryOptions = () =>
  queryOptions({ queryKey: rentalAccountsKey, queryFn: ({ signal }) => getRentalAccounts(signal) });

export function useRentalAccounts() {
  return useQuery(rentalAccountsQueryOptions());
}
