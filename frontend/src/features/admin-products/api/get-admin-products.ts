import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProductView } from '@kedai/contracts';
import { api, errorMessage } from '@/lib/api-client';

export const adminProductsKey = ['admin', 'products'] as const;

/** The answer was not a list (admin spec §8). */
export class InvalidProductsResponseError extends Error {
  constructor() {
    super('Failed to load products - invalid data format');
    this.name = 'InvalidProductsResponseError';
  }
}

/** GET /api/admin/products?search=: every product, inactive ones too; the search matches the title only. */
export async function getAdminProducts(search: string, signal?: AbortSignal): Promise<AdminProductView[]> {
  const data = await api.get<unknown>('/admin/products', { query: { search: search || undefined }, signal });
  if (!Array.isArray(data)) throw new InvalidProductsResponseError();
  return data as AdminProductView[];
}

export const adminProductsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...adminProductsKey, { search }],
    queryFn: ({ signal }) => getAdminProducts(search, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminProducts(search: string) {
  return useQuery(adminProductsQueryOptions(search));
}

export function productsErrorMessage(error: unknown): string {
  if (error instanceof InvalidProductsResponseError) return error.message;
  return `Failed to get products list: ${errorMessage(error)}`;
}
