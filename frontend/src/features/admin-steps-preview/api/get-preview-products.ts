import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProductView } from '@kedai/contracts';
import { api } from '@/lib/api-client';

/** GET /api/admin/products?search=: the products to pick from (inactive ones too; the search matches titles). */
export function getPreviewProducts(search: string, signal?: AbortSignal): Promise<AdminProductView[]> {
  return api.get<AdminProductView[]>('/admin/products', { query: { search: search || undefined }, signal });
}

export const previewProductsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['admin', 'tools', 'steps-preview', 'products', search],
    queryFn: ({ signal }) => getPreviewProducts(search, signal),
    placeholderData: keepPreviousData,
  });

export function usePreviewProducts(search: string) {
  return useQuery(previewProductsQueryOptions(search));
}
