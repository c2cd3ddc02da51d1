import type { CustomerHistoryView, MaskedCustomerHistoryView } from '@kedai/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getEmailProof } from '../email-proof-storage';

export const getCustomerHistory = (email: string) => {
  const proof = getEmailProof(email);
  return api.get<CustomerHistoryView | MaskedCustomerHistoryView>(`/orders/customer/${encodeURIComponent(email)}`, {
    headers: proof ? { 'X-Email-Proof': proof } : undefined,
    onUnauthorized: 'ignore',
  });
};

export const customerHistoryQuery = (email: string) =>
  queryOptions({ queryKey: ['customer-history', email], queryFn: () => getCustomerHistory(email), retry: false });

export const useCustomerHistory = (email: string | null) =>
  useQuery({ ...customerHistoryQuery(email ?? ''), enabled: Boolean(email) });
