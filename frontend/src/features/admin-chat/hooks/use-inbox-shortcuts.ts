import { useEffect, useRef } from 'react';
import { shortcutFor, type InboxShortcut } from '../inbox-shortcuts';

/**
 * The inbox's keyboard shortcuts (listed in the help dialog, "?"). Keys typed in a field stay text; while a
 * dialog (a confirmation, the help) is open, it has the keyboard.
 */
export function useInboxShortcuts(handlers: Record<InboxShortcut, () => void>) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      if (document.querySelector('dialog[open]')) return;
      const shortcut = shortcutFor(event);
      if (!shortcut) return;
      // Esc keeps its own meaning too (a search field clears); the others are ours alone.
      if (shortcut !== 'leave-field') event.preventDefault();
      latest.current[shortcut]();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
