import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ProductPage, ProductSort } from '../types';

export interface ProductListParams {
  category?: string;
  search?: string;
  sort?: ProductSort;
}

/** The catalogue is small: one page of up to 100 is the whole list. */
export const PRODUCT_LIST_LIMIT = 100;

/** GET /api/products?category=&search=&sort=&limit= */
export function getProducts(params: ProductListParams, signal?: AbortSignal): Promise<ProductPage> {
  return api.get<ProductPage>('/products', {
    query: { category: params.category, search: params.search, sort: params.sort, limit: PRODUCT_LIST_LIMIT },
    signal,
  });
}

export const productsQueryOptions = (params: ProductListParams) =>
  queryOptions({
    queryKey: ['products', 'list', params],
    queryFn: ({ signal }) => getProducts(params, signal),
    placeholderData: keepPreviousData,
  });

export function useProducts(params: ProductListParams) {
  return useQuery(productsQueryOptions(params));
}
