import type { ChatSessionView } from '@kedai/contracts';
import { describe, expect, it } from 'vitest';
import { nextUnreadId, shortcutFor } from './inbox-shortcuts';

/** Stand-ins for DOM elements (the unit tests run without a DOM): a field matches the text-field selector. */
const element = (field: boolean) =>
  ({ isContentEditable: false, closest: () => (field ? {} : null) }) as unknown as EventTarget;
const body = element(false);

const press = (key: string, target: EventTarget | null = body, mods: Partial<KeyboardEvent> = {}) =>
  shortcutFor({ key, ctrlKey: false, metaKey: false, altKey: false, target, ...mods });

describe('shortcutFor', () => {
  it('maps the keys outside fields', () => {
    expect(press('?')).toBe('help');
    expect(press('j')).toBe('next-unread');
    expect(press('e')).toBe('end-chat');
    expect(press('/')).toBe('focus-search');
    expect(press('x')).toBeNull();
  });

  it('does nothing while typing, except Esc which leaves the field', () => {
    const textarea = element(true);
    const input = element(true);
    expect(press('e', textarea)).toBeNull();
    expect(press('?', input)).toBeNull();
    expect(press('/', input)).toBeNull();
    expect(press('Escape', textarea)).toBe('leave-field');
  });

  it('leaves modified keys to the browser', () => {
    expect(press('e', body, { ctrlKey: true })).toBeNull();
    expect(press('j', body, { metaKey: true })).toBeNull();
  });
});

describe('nextUnreadId', () => {
  const session = (id: string, unreadCount: number) => ({ id, unreadCount }) as ChatSessionView;
  const list = [session('a', 0), session('b', 2), session('c', 0), session('d', 1)];

  it('goes to the next unread after the open chat, wrapping round', () => {
    expect(nextUnreadId(list, null)).toBe('b');
    expect(nextUnreadId(list, 'b')).toBe('d');
    expect(nextUnreadId(list, 'd')).toBe('b');
    expect(nextUnreadId(list, 'c')).toBe('d');
  });

  it('is null when no other chat is unread', () => {
    expect(nextUnreadId([session('a', 0), session('b', 3)], 'b')).toBeNull();
    expect(nextUnreadId([], null)).toBeNull();
  });
});
