import { describe, expect, it } from 'vitest';
import { titleWithCount } from './alert-signals';

describe('the unread count in the tab title', () => {
  it('goes in front of the page title, replacing an older count', () => {
    expect(titleWithCount('Orders · Kedai Admin', 2)).toBe('(2) Orders · Kedai Admin');
    expect(titleWithCount('(2) Orders · Kedai Admin', 3)).toBe('(3) Orders · Kedai Admin');
  });

  it('leaves the title bare at zero', () => {
    expect(titleWithCount('(5) Live Chat · Kedai Admin', 0)).toBe('Live Chat · Kedai Admin');
  });
});
