import { setFlagsFromString } from 'node:v8';

/** How far above the live heap V8 may grow before it collects again, in per cent (V8's own: up to 300). */
const DEFAULT_HEAP_GROWING_PERCENT = 150;

/**
 * Keeps the heap within two and a half times what is live. Left to itself V8 lets the heap grow up to four
 * times the live size between full collections when collecting is cheap, so a burst of connections (a
 * reconnect storm after a deploy, 10,000 visitors) left an API process holding 600+ MiB of which half was
 * garbage. Tighter costs latency: at 50 % the full collections came often enough to double chat's p99 under
 * load. Measured in bench/README.md ("Idle sockets"). Read by V8 at every collection, so setting it first
 * thing in main is enough. KEDAI_HEAP_GROWING_PERCENT=0 gives V8's own heuristics back.
 */
export function keepHeapNearLive(): void {
  const configured = process.env.KEDAI_HEAP_GROWING_PERCENT;
  const percent = configured === undefined || configured === '' ? DEFAULT_HEAP_GROWING_PERCENT : Number(configured);
  if (Number.isInteger(percent) && percent > 0) setFlagsFromString(`--heap-growing-percent=${percent}`);
}
