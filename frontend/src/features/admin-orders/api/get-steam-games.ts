import type { ProductPage, ProductView } from '@kedai/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const RENTAL_CATEGORY = 'Steam Games';

/** GET /api/products?category=Steam%20Games: the catalogue's rental products, for the account form. */
export async function getSteamGames(signal?: AbortSignal): Promise<ProductView[]> {
  const page = await api.get<ProductPage>('/products', { query: { category: RENTAL_CATEGORY, limit: 100 }, signal });
  return page.items;
}

export const steamGamesQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'steam-games'], queryFn: ({ signal }) => getSteamGames(signal) });

export function useSteamGames() {
  return useQuery(steamGamesQueryOptions());
}
