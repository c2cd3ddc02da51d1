import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

export interface Disclosure<T extends HTMLElement> {
  open: boolean;
  toggle: () => void;
  close: () => void;
  /** The element holding the trigger and the panel: a press outside it closes the panel. */
  containerRef: RefObject<T | null>;
}

/**
 * Open/closed state for a dropdown or menu panel. It closes on Escape (focus goes back to the trigger,
 * the first button in the container), on a press outside, and when a link inside is followed.
 */
export function useDisclosure<T extends HTMLElement = HTMLDivElement>(): Disclosure<T> {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<T>(null);

  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);

  useEffect(() => {
    if (!open) return;
    const container = containerRef.current;
    const onPointerDown = (event: PointerEvent) => {
      if (container && event.target instanceof Node && !container.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      container?.querySelector<HTMLButtonElement>('button')?.focus();
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    container?.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      container?.removeEventListener('click', onClick);
    };
  }, [open]);

  return { open, toggle, close, containerRef };
}
