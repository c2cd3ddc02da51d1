/**
 * At most one call per key per `waitMs`: the first schedule starts the wait, later ones in the wait only
 * replace the value, and the call carries the newest value when the wait ends.
 */
export interface TrailingThrottle<T> {
  schedule(key: string, value: T): void;
  /** Runs the pending call of `key` (or of every key) now. */
  flush(key?: string): void;
  /** Drops every pending call. */
  cancel(): void;
}

export function createTrailingThrottle<T>(waitMs: number, run: (key: string, value: T) => void): TrailingThrottle<T> {
  const pending = new Map<string, { value: T; timer: ReturnType<typeof setTimeout> }>();

  const fire = (key: string) => {
    const entry = pending.get(key);
    if (!entry) return;
    clearTimeout(entry.timer);
    pending.delete(key);
    run(key, entry.value);
  };

  return {
    schedule(key, value) {
      const entry = pending.get(key);
      if (entry) entry.value = value;
      else pending.set(key, { value, timer: setTimeout(() => fire(key), waitMs) });
    },
    flush(key) {
      if (key !== undefined) fire(key);
      else [...pending.keys()].forEach(fire);
    },
    cancel() {
      pending.forEach((entry) => clearTimeout(entry.timer));
      pending.clear();
    },
  };
}
