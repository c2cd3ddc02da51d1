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

/** "45 seconds", "1 minute", "16 minutes": always rounded up, so waiting that long is enough. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(ms / MINUTE);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
