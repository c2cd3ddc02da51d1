import { DEFAULT_TIME_ZONE, timeZoneOrDefault, zoneLabel, type ShopInfo } from '@kedai/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * The shop's time zone (Settings → Timezone): every date on screen is shown in it, whatever the device's
 * zone, so a page, an e-mail and an export say the same time. Kuala Lumpur until GET /api/shop answers.
 */
let current = DEFAULT_TIME_ZONE;

export const shopTimeZone = (): string => current;

export function setShopTimeZone(zone: unknown): void {
  current = timeZoneOrDefault(zone);
}

/** Whether the shop keeps the default clock, which the texts call "Malaysia time". */
export const onMalaysiaTime = (): boolean => current === DEFAULT_TIME_ZONE;

/** "GMT+1", "UTC": the shop's zone as written beside a time. */
export const shopZoneLabel = (at: Date = new Date()): string => zoneLabel(at, current);

/** GET /api/shop: read once per page load (the zone rarely changes). */
export const shopInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['shop'],
    queryFn: ({ signal }) => api.get<ShopInfo>('/shop', { signal }),
    staleTime: Infinity,
    retry: 1,
  });
