import type { ChatSessionView } from '@kedai/contracts';
import type { ParseKeys } from 'i18next';

export type InboxShortcut = 'help' | 'next-unread' | 'end-chat' | 'focus-search' | 'leave-field';

/**
 * What the help dialog lists, in the order it lists them: the keys as printed on the keyboard, and what they
 * do as a key of the `admin-chat` catalogue.
 */
export const INBOX_SHORTCUTS: readonly { keys: string[]; action: InboxShortcut; label: ParseKeys<'admin-chat'> }[] = [
  { keys: ['j'], action: 'next-unread', label: 'shortcuts.nextUnread' },
  { keys: ['e'], action: 'end-chat', label: 'shortcuts.endChat' },
  { keys: ['/'], action: 'focus-search', label: 'shortcuts.focusSearch' },
  { keys: ['Esc'], action: 'leave-field', label: 'shortcuts.leaveField' },
  { keys: ['?'], action: 'help', label: 'shortcuts.help' },
];

interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

/** An element where keys are text: inputs, text areas, selects and anything contenteditable. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  return (
    element.isContentEditable === true ||
    element.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !== null
  );
}

/**
 * The shortcut a key press means, or null. Never while typing (only Esc, which leaves the field), and never
 * with Ctrl/Cmd/Alt, so the browser's and the system's own shortcuts keep working.
 */
export function shortcutFor(event: KeyLike): InboxShortcut | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isTypingTarget(event.target)) return event.key === 'Escape' ? 'leave-field' : null;
  switch (event.key) {
    case '?':
      return 'help';
    case 'j':
    case 'J':
      return 'next-unread';
    case 'e':
    case 'E':
      return 'end-chat';
    case '/':
      return 'focus-search';
    default:
      return null;
  }
}

/** The next chat with unread messages after the open one, in the list's order (wrapping round); null if none. */
export function nextUnreadId(shown: readonly ChatSessionView[], selectedId: string | null): string | null {
  const start = selectedId ? shown.findIndex((session) => session.id === selectedId) : -1;
  for (let step = 1; step <= shown.length; step += 1) {
    const candidate = shown[(start + step + shown.length) % shown.length];
    if (candidate && candidate.id !== selectedId && candidate.unreadCount > 0) return candidate.id;
  }
  return null;
}
