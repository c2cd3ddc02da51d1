import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Language } from '@kedai/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n/i18n';
import type { ProductPage, ProductView } from '../types';
import { PRODUCT_LIST_LIMIT } from './get-products';

/** GET /api/products?ids=a,b: the favourites' products (unknown or hidden ones are left out), in batches of 100. */
export async function getProductsByIds(
  ids: string[],
  signal?: AbortSignal,
  language: Language = currentLanguage(),
): Promise<ProductView[]> {
  const batches: string[][] = [];
  for (let i = 0; i < ids.length; i += PRODUCT_LIST_LIMIT) batches.push(ids.slice(i, i + PRODUCT_LIST_LIMIT));
  const pages = await Promise.all(
    batches.map((batch) =>
      api.get<ProductPage>('/products', {
        query: { ids: batch.join(','), limit: PRODUCT_LIST_LIMIT, lang: language },
        signal,
      }),
    ),
  );
  return pages.flatMap((page) => page.items);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const productsByIdsQueryOptions = (ids: string[], language: Language = currentLanguage()) => {
  const valid = [...new Set(ids.filter((id) => UUID.test(id)))].sort();
  return queryOptions({
    queryKey: ['products', 'by-ids', language, valid],
    queryFn: ({ signal }) => (valid.length ? getProductsByIds(valid, signal, language) : Promise.resolve([])),
    placeholderData: keepPreviousData,
  });
};

export function useProductsByIds(ids: string[]) {
  useTranslation(); // asks again when the language changes
  return useQuery(productsByIdsQueryOptions(ids));
}
