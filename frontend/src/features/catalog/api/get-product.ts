import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Language } from '@kedai/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n/i18n';
import type { ProductView } from '../types';

/** GET /api/products/{id}?lang=: a product code, or product_N; its texts in the shopper's language. */
export function getProduct(
  id: string,
  signal?: AbortSignal,
  language: Language = currentLanguage(),
): Promise<ProductView> {
  return api.get<ProductView>(`/products/${encodeURIComponent(id)}`, { query: { lang: language }, signal });
}

export const productQueryOptions = (id: string, language: Language = currentLanguage()) =>
  queryOptions({
    queryKey: ['products', 'detail', language, id],
    queryFn: ({ signal }) => getProduct(id, signal, language),
  });

export function useProduct(id: string) {
  useTranslation(); // asks again when the language changes
  return useQuery(productQueryOptions(id));
}
