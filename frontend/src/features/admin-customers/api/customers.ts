import type { CustomerDetailView, CustomerListView, CustomerNoteView, CustomerSort } from '@kedai/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { downloadCsv } from '@/lib/download-csv';

const customersKey = ['admin', 'customers'] as const;

export interface CustomerListQuery {
  search: string;
  sort: CustomerSort;
  page: number;
}

/** GET /api/admin/customers: one page of the directory (searched and sorted on the server). */
export function useCustomers(query: CustomerListQuery) {
  return useQuery({
    queryKey: [...customersKey, 'list', query],
    queryFn: ({ signal }) =>
      api.get<CustomerListView>('/admin/customers', {
        query: { search: query.search.trim() || undefined, sort: query.sort, page: query.page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/customers/{email}: one customer's orders, conversations and notes. */
export function useCustomer(key: string) {
  return useQuery({
    queryKey: [...customersKey, 'detail', key],
    queryFn: ({ signal }) => api.get<CustomerDetailView>(`/admin/customers/${encodeURIComponent(key)}`, { signal }),
  });
}

/** POST /api/admin/customers/{email}/notes; the customer's page is read again after it. */
export function useAddCustomerNote(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      api.post<CustomerNoteView>(`/admin/customers/${encodeURIComponent(key)}/notes`, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customersKey }),
  });
}

/** customer-directory.csv with the screen's search (admins only; on the audit log). */
export const downloadCustomerDirectoryCsv = (search: string) =>
  downloadCsv('/admin/customers/export.csv', { search: search.trim() || undefined }, 'customer-directory.csv');
