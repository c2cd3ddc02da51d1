import { DEFAULT_TIME_ZONE, timeZoneOrDefault, type ShopInfo } from '@kedai/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';
import { embeddedShopInfo } from './shop-info';

/**
 * The shop's time zone (Settings → Timezone): every date on screen is shown in it, whatever the device's
 * zone, so a page, an e-mail and an export say the same time. Kuala Lumpur until GET /api/shop answers.
 */
let current = DEFAULT_TIME_ZONE;

export const shopTimeZone = (): string => current;

export function setShopTimeZone(zone: unknown): void {
  current = timeZoneOrDefault(zone);
}

/**
 * GET /api/shop: read once per page load (the zone and the seller's identity rarely change); a page the server
 * wrote its ShopInfo into needs no request.
 */
export const shopInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['shop'],
    queryFn: ({ signal }) => api.get<ShopInfo>('/shop', { signal }),
    initialData: embeddedShopInfo() ?? undefined,
    staleTime: Infinity,
    retry: 1,
  });
