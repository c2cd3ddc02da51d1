import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ProductRatingsView, RatingSort } from '../types';

export interface RatingsParams {
  search: string;
  minStars: number | null;
  sort: RatingSort;
}

/** GET /api/ratings?search=&minStars=&sort=: products with reviews (All Ratings). */
export function getRatings(params: RatingsParams, signal?: AbortSignal): Promise<ProductRatingsView[]> {
  return api.get<ProductRatingsView[]>('/ratings', {
    query: { search: params.search.trim() || undefined, minStars: params.minStars ?? undefined, sort: params.sort },
    signal,
  });
}

export const ratingsQueryOptions = (params: RatingsParams) =>
  queryOptions({
    queryKey: ['ratings', params],
    queryFn: ({ signal }) => getRatings(params, signal),
    placeholderData: keepPreviousData,
  });

export function useRatings(params: RatingsParams) {
  return useQuery(ratingsQueryOptions(params));
}
