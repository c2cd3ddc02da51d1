import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Language } from '@kedai/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n/i18n';
import type { ProductView } from '../types';

/** GET /api/products/featured: DZ, VS, FT, SN. */
export function getFeaturedProducts(
  signal?: AbortSignal,
  language: Language = currentLanguage(),
): Promise<ProductView[]> {
  return api.get<ProductView[]>('/products/featured', { query: { lang: language }, signal });
}

export const featuredProductsQueryOptions = (language: Language = currentLanguage()) =>
  queryOptions({
    queryKey: ['products', 'featured', language],
    queryFn: ({ signal }) => getFeaturedProducts(signal, language),
  });

export function useFeaturedProducts() {
  useTranslation(); // asks again when the language changes
  return useQuery(featuredProductsQueryOptions());
}
