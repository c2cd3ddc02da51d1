import { useEffect, useRef } from 'react';

export interface ReviewKeyHandlers {
  next: () => void;
  previous: () => void;
  verify: () => void;
  reject: () => void;
}

/**
 * The reviewer's keys: j / ↓ next receipt, k / ↑ previous, v verify, r reject. Ignored while typing in a
 * field or while a dialog is open.
 */
export function useReviewKeys(handlers: ReviewKeyHandlers) {
  const ref = useRef(handlers);
  useEffect(() => {
    ref.current = handlers;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], dialog[open]')) return;
      if (document.querySelector('dialog[open]')) return;
      const action = { j: 'next', ArrowDown: 'next', k: 'previous', ArrowUp: 'previous', v: 'verify', r: 'reject' }[
        event.key
      ] as keyof ReviewKeyHandlers | undefined;
      if (!action) return;
      event.preventDefault();
      ref.current[action]();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
