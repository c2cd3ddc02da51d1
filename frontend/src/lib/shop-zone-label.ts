import { DEFAULT_TIME_ZONE, zoneLabel } from '@kedai/contracts';
import { shopTimeZone } from './shop-time-zone';

/** Whether the shop keeps the default clock, which the texts call "Malaysia time". */
export const onMalaysiaTime = (): boolean => shopTimeZone() === DEFAULT_TIME_ZONE;

/** "GMT+1", "UTC": the shop's zone as written beside a time (kept out of the first download). */
export const shopZoneLabel = (at: Date = new Date()): string => zoneLabel(at, shopTimeZone());
