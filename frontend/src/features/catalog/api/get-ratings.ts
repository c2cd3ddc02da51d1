import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Language } from '@kedai/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n/i18n';
import type { ProductRatingsView, RatingSort } from '../types';

export interface RatingsParams {
  search: string;
  minStars: number | null;
  sort: RatingSort;
}

/** GET /api/ratings?search=&minStars=&sort=: products with reviews (All Ratings). */
export function getRatings(
  params: RatingsParams,
  signal?: AbortSignal,
  language: Language = currentLanguage(),
): Promise<ProductRatingsView[]> {
  return api.get<ProductRatingsView[]>('/ratings', {
    query: {
      search: params.search.trim() || undefined,
      minStars: params.minStars ?? undefined,
      sort: params.sort,
      lang: language,
    },
    signal,
  });
}

export const ratingsQueryOptions = (params: RatingsParams, language: Language = currentLanguage()) =>
  queryOptions({
    queryKey: ['ratings', language, params],
    queryFn: ({ signal }) => getRatings(params, signal, language),
    placeholderData: keepPreviousData,
  });

export function useRatings(params: RatingsParams) {
  useTranslation(); // asks again when the language changes
  return useQuery(ratingsQueryOptions(params));
}
