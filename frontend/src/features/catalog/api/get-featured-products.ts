import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ProductView } from '../types';

/** GET /api/products/featured: DZ, VS, FT, SN. */
export function getFeaturedProducts(signal?: AbortSignal): Promise<ProductView[]> {
  return api.get<ProductView[]>('/products/featured', { signal });
}

export const featuredProductsQueryOptions = () =>
  queryOptions({ queryKey: ['products', 'featured'], queryFn: ({ signal }) => getFeaturedProducts(signal) });

export function useFeaturedProducts() {
  return useQuery(featuredProductsQueryOptions());
}
