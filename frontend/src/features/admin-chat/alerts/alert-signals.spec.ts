import { describe, expect, it } from 'vitest';
import { englishT } from '@/lib/i18n/english-for-specs';
import english from '@/lib/i18n/locales/en/admin-chat.json';
import { titleWithCount, type CountedTitle } from './alert-signals';

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
