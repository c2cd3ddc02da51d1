import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Language } from '@kedai/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n/i18n';
import type { ProductPage, ProductSort } from '../types';

export interface ProductListParams {
  category?: string;
  search?: string;
  sort?: ProductSort;
}

/** The catalogue is small: one page of up to 100 is the whole list. */
export const PRODUCT_LIST_LIMIT = 100;

/** GET /api/products?category=&search=&sort=&limit=&lang= (texts in the shopper's language). */
export function getProducts(
  params: ProductListParams,
  signal?: AbortSignal,
  language: Language = currentLanguage(),
): Promise<ProductPage> {
  return api.get<ProductPage>('/products', {
    query: {
      category: params.category,
      search: params.search,
      sort: params.sort,
      limit: PRODUCT_LIST_LIMIT,
      lang: language,
    },
    signal,
  });
}

export const productsQueryOptions = (params: ProductListParams, language: Language = currentLanguage()) =>
  queryOptions({
    queryKey: ['products', 'list', language, params],
    queryFn: ({ signal }) => getProducts(params, signal, language),
    placeholderData: keepPreviousData,
  });

export function useProducts(params: ProductListParams) {
  useTranslation(); // asks again when the language changes
  return useQuery(productsQueryOptions(params));
}
