const MINUTE = 60_000;
const MAX_DELAY = 60 * MINUTE;

/**
 * How long the next login attempt must wait after attempt n: nothing for the first `free` attempts, then
 * 1 minute, doubling each time up to an hour.
 */
export function loginRetryDelayMs(attempt: number, free: number): number {
  if (attempt < free) return 0;
  return Math.min(MINUTE * 2 ** (attempt - free), MAX_DELAY);
}

/**
 * Across all addresses, the account's own ceiling: nothing for the first `free` attempts, then 5 s more for each
 * further one, at most a minute. Slow and short on purpose: it stops a guesser spread over many addresses from
 * having every guess checked, without ever locking the owner out for long.
 */
export function accountRetryDelayMs(attempt: number, free: number): number {
  if (attempt < free) return 0;
  return Math.min(5_000 * (attempt - free + 1), MINUTE);
}

/** A wait in whole seconds under a minute, else whole minutes: always rounded up, so waiting that long is enough. */
export function waitParts(ms: number): { count: number; unit: 'second' | 'minute' } {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return { count: seconds, unit: 'second' };
  return { count: Math.ceil(ms / MINUTE), unit: 'minute' };
}

/** "45 seconds", "1 minute", "16 minutes". */
export function waitText(ms: number): string {
  const { count, unit } = waitParts(ms);
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}
