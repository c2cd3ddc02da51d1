import type { AdminProductView, DiscountCodeInput, DiscountCodeView } from '@kedai/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const discountsKey = ['admin', 'discounts'] as const;

/** GET /api/admin/discounts: every code with its uses (admins only). */
export function useDiscountCodes() {
  return useQuery({
    queryKey: discountsKey,
    queryFn: ({ signal }) => api.get<DiscountCodeView[]>('/admin/discounts', { signal }),
  });
}

/** The products a code may be restricted to (GET /api/admin/products: name and id). */
export function useDiscountProducts() {
  return useQuery({
    queryKey: [...discountsKey, 'products'],
    queryFn: ({ signal }) => api.get<AdminProductView[]>('/admin/products', { signal }),
  });
}

/** POST (new) or PUT (edit) a code; POST …/deactivate turns one off. The list is read again after each. */
export function useSaveDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: DiscountCodeInput }) =>
      id
        ? api.put<DiscountCodeView>(`/admin/discounts/${id}`, input)
        : api.post<DiscountCodeView>('/admin/discounts', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountsKey }),
  });
}

export function useDeactivateDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<DiscountCodeView>(`/admin/discounts/${id}/deactivate`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountsKey }),
  });
}
