import { useCallback, useRef, useState } from 'react';

/**
 * `useReducer` whose newest state event handlers can read at once (`get()`), before React renders it:
 * socket events and acknowledgements act on what the previous event left.
 */
export function useSyncReducer<S, A>(reducer: (state: S, action: A) => S, initial: () => S) {
  const [state, setState] = useState(initial);
  const ref = useRef(state);
  const dispatch = useCallback(
    (action: A) => {
      const next = reducer(ref.current, action);
      if (next === ref.current) return;
      ref.current = next;
      setState(next);
    },
    [reducer],
  );
  const get = useCallback(() => ref.current, []);
  return [state, dispatch, get] as const;
}
