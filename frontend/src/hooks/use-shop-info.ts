import type { ShopInfo } from '@kedai/contracts';
import { useQuery } from '@tanstack/react-query';
import { shopInfo } from '@/lib/shop-info';
import { shopInfoQueryOptions } from '@/lib/shop-time-zone';

/** The seller's identity from Settings (GET /api/shop), re-rendering when it arrives. */
export function useShopInfo(): ShopInfo {
  return useQuery(shopInfoQueryOptions()).data ?? shopInfo();
}
