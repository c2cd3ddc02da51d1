import { describe, expect, it } from 'vitest';
import { englishT } from '@/lib/i18n/english-for-specs';
import english from '@/lib/i18n/locales/en/admin-chat.json';
import { CHIME_GAP_MS, chimeDue, faviconBadge, titleWithCount, type CountedTitle } from './alert-signals';

const t = englishT('admin-chat', english);
const counted: CountedTitle = (unread, title) => t('alerts.tabTitle', { unread, title });

describe('the unread count in the tab title', () => {
  it('goes in front of the page title, replacing an older count', () => {
    expect(titleWithCount('Orders · Kedai Admin', 2, counted)).toBe('(2) Orders · Kedai Admin');
    expect(titleWithCount('(2) Orders · Kedai Admin', 3, counted)).toBe('(3) Orders · Kedai Admin');
  });

  it('leaves the title bare at zero', () => {
    const withCount = titleWithCount('Live Chat · Kedai Admin', 5, counted);
    expect(withCount).toBe('(5) Live Chat · Kedai Admin');
    expect(titleWithCount(withCount, 0, counted)).toBe('Live Chat · Kedai Admin');
  });

  it('leaves a page title of its own alone, even one starting with a number in brackets', () => {
    expect(titleWithCount('(2024) Report · Kedai Admin', 0, counted)).toBe('(2024) Report · Kedai Admin');
  });
});

describe('the chime', () => {
  it('sounds for the first message, then once per gap however many arrive in it', () => {
    expect(chimeDue(null, 5)).toBe(true);
    expect(chimeDue(1_000, 1_000 + 50)).toBe(false);
    expect(chimeDue(1_000, 1_000 + CHIME_GAP_MS - 1)).toBe(false);
    expect(chimeDue(1_000, 1_000 + CHIME_GAP_MS)).toBe(true);
  });
});

describe('the favicon badge', () => {
  it('is none at zero, the count up to nine, then 9+ (so a busy inbox does not redraw it)', () => {
    expect(faviconBadge(0)).toBeNull();
    expect(faviconBadge(1)).toBe('1');
    expect(faviconBadge(9)).toBe('9');
    expect(faviconBadge(10)).toBe('9+');
    expect(faviconBadge(250)).toBe(faviconBadge(10));
  });
});
