import { describe, expect, it } from 'vitest';
import { englishT } from '@/lib/i18n/english-for-specs';
import english from '@/lib/i18n/locales/en/admin-chat.json';
import { sessionLabel } from './session-label';

const t = englishT('admin-chat', english);

describe('how the inbox names a chat', () => {
  const id = 'a1b2c3d4-0000-4000-8000-000000000000';

  it('uses the name a customer gave', () => {
    expect(sessionLabel({ id, customerName: 'Aisyah', pageUrl: '/product/DZ' }, t)).toBe('Aisyah');
  });

  it('tells guests apart by page and a short id', () => {
    expect(sessionLabel({ id, customerName: 'Guest', pageUrl: 'http://localhost:3000/product/DZ?x=1' }, t)).toBe(
      'Guest · /product/DZ · #a1b2',
    );
    expect(sessionLabel({ id, customerName: 'Guest', pageUrl: null }, t)).toBe('Guest · #a1b2');
  });
});
