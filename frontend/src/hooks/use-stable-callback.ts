import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that never changes identity and calls the newest `fn`: a handler for memoized rows (a list that
 * re-renders only the row that changed must not get new handlers on every render of its screen).
 */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
