import type { Socket } from 'socket.io-client';

/**
 * The one way a test waits: for a state (`eventually`) or for an event (`nextEvent`), each with a deadline.
 * Never a fixed sleep: a sleep is either too short on a loaded machine (a flaky test) or too long on an idle
 * one (a slow suite). eslint forbids `setTimeout` and `waitForTimeout` in spec files.
 */

export interface EventuallyOptions<T> {
  /** When the value read is the awaited one; default: any truthy value. */
  until?: (value: T) => boolean;
  /** Give up after this long; the error names the last value read (or the last error thrown). */
  timeoutMs?: number;
  /** Pause between two reads. */
  intervalMs?: number;
  /** What is awaited, for the error message. */
  what?: string;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function describeValue(value: unknown): string {
  try {
    const text = JSON.stringify(value);
    return text === undefined ? String(value) : text.slice(0, 500);
  } catch {
    return String(value);
  }
}

/**
 * Reads until the value is the awaited one and answers it. A read that throws (an `expect` inside it, a
 * 404 while the row is not there yet) counts as "not yet"; a read made of an `expect` must return true after it
 * (`() => { expect(x).toBe(1); return true; }`), since undefined is not the awaited value. At the deadline it rejects, always: a test never
 * goes on with a value that was not the awaited one.
 */
export function eventually<T>(
  read: () => T | Promise<T>,
  options: EventuallyOptions<T> & { until: (value: T) => boolean },
): Promise<T>;
export function eventually<T>(
  read: () => T | Promise<T>,
  options?: Omit<EventuallyOptions<T>, 'until'>,
): Promise<NonNullable<T>>;
export async function eventually<T>(read: () => T | Promise<T>, options: EventuallyOptions<T> = {}): Promise<T> {
  const {
    until = (value: T) => Boolean(value),
    timeoutMs = 10_000,
    intervalMs = 50,
    what = 'the awaited state',
  } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let last: { value: T } | { error: unknown };
    try {
      const value = await read();
      if (until(value)) return value;
      last = { value };
    } catch (error) {
      last = { error };
    }
    if (Date.now() >= deadline) {
      if ('error' in last) {
        if (last.error instanceof Error) {
          last.error.message = `Not ${what} within ${timeoutMs} ms; last error: ${last.error.message}`;
          throw last.error;
        }
        throw new Error(`Not ${what} within ${timeoutMs} ms; last error: ${String(last.error)}`);
      }
      throw new Error(`Not ${what} within ${timeoutMs} ms; last value: ${describeValue(last.value)}`);
    }
    await pause(intervalMs);
  }
}

export interface NextEventOptions<T> {
  /** Only a payload for which this holds counts; others are let by. */
  where?: (payload: T) => boolean;
  timeoutMs?: number;
}

/**
 * The next `event` on the source (the first that passes `where`), or a rejection naming the event after the
 * deadline. Listen before doing what causes the event: `const said = nextEvent(socket, 'x'); await act(); await said`.
 */
export function nextEvent<T>(source: Socket, event: string, options: number | NextEventOptions<T> = {}): Promise<T> {
  const { where, timeoutMs = 5000 } = typeof options === 'number' ? { timeoutMs: options } : options;
  return new Promise<T>((resolve, reject) => {
    const listener = (payload: T) => {
      if (where && !where(payload)) return;
      clearTimeout(timer);
      source.off(event, listener);
      resolve(payload);
    };
    const timer = setTimeout(() => {
      source.off(event, listener);
      reject(new Error(`No${where ? ' matching' : ''} "${event}" within ${timeoutMs} ms`));
    }, timeoutMs);
    source.on(event, listener);
  });
}

/**
 * For "it stays so": a value that must not change back, a message that must not come. Runs `check` now and
 * every `intervalMs` for `forMs`, failing at the first check that throws. The one place a test spends a fixed
 * time on purpose: nothing happening has no event to wait for. Prefer a barrier where there is one (a later
 * event on the same socket proves the earlier ones were all delivered).
 */
export async function keepsHolding(
  check: () => unknown,
  { forMs, intervalMs = 100 }: { forMs: number; intervalMs?: number },
): Promise<void> {
  const end = Date.now() + forMs;
  for (;;) {
    await check();
    if (Date.now() >= end) return;
    await pause(Math.min(intervalMs, Math.max(0, end - Date.now())));
  }
}
