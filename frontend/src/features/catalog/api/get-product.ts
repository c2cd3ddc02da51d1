import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ProductView } from '../types';

/** GET /api/products/{id}: a product code, or product_N. */
export function getProduct(id: string, signal?: AbortSignal): Promise<ProductView> {
  return api.get<ProductView>(`/products/${encodeURIComponent(id)}`, { signal });
}

export const productQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['products', 'detail', id], queryFn: ({ signal }) => getProduct(id, signal) });

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
