import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ReviewView } from '../types';

/** GET /api/products/{id}/reviews?version=: newest first. */
export function getProductReviews(id: string, version: string, signal?: AbortSignal): Promise<ReviewView[]> {
  return api.get<ReviewView[]>(`/products/${encodeURIComponent(id)}/reviews`, {
    query: { version: version || undefined },
    signal,
  });
}

export const productReviewsQueryOptions = (id: string, version: string) =>
  queryOptions({
    queryKey: ['products', 'reviews', id, version],
    queryFn: ({ signal }) => getProductReviews(id, version, signal),
    placeholderData: keepPreviousData,
  });

export function useProductReviews(id: string, version: string) {
  return useQuery(productReviewsQueryOptions(id, version));
}
