import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProductView } from '@kedai/contracts';
import type { TFunction } from 'i18next';
import { api, errorMessage } from '@/lib/api-client';

export const adminProductsKey = ['admin', 'products'] as const;

/** The answer was not a list; the screen says so in its own words (productsErrorMessage). */
export class InvalidProductsResponseError extends Error {
  constructor() {
    super('Failed to load products - invalid data format');
    this.name = 'InvalidProductsResponseError';
  }
}

/**
 * GET /api/admin/products?search=&translations=missing: every product, inactive ones too; the search matches
 * the title only; `missingOnly` keeps the products lacking a Malay or Chinese text.
 */
export async function getAdminProducts(
  search: string,
  signal?: AbortSignal,
  missingOnly = false,
): Promise<AdminProductView[]> {
  const data = await api.get<unknown>('/admin/products', {
    query: { search: search || undefined, translations: missingOnly ? 'missing' : undefined },
    signal,
  });
  if (!Array.isArray(data)) throw new InvalidProductsResponseError();
  return data as AdminProductView[];
}

export const adminProductsQueryOptions = (search: string, missingOnly = false) =>
  queryOptions({
    queryKey: [...adminProductsKey, { search, missingOnly }],
    queryFn: ({ signal }) => getAdminProducts(search, signal, missingOnly),
    placeholderData: keepPreviousData,
  });

export function useAdminProducts(search: string, missingOnly = false) {
  return useQuery(adminProductsQueryOptions(search, missingOnly));
}

/** What the list's failure says to the admin (`t` of the `admin-catalog` catalogue). */
export function productsErrorMessage(error: unknown, t: TFunction<'admin-catalog'>): string {
  if (error instanceof InvalidProductsResponseError) return t('products.errors.invalidList');
  return t('products.errors.loadFailed', { reason: errorMessage(error) });
}
