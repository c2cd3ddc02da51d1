import { describe, expect, it } from 'vitest';
import { session } from '@/lib/chat/test-fixtures';
import { hasStatus, inView, matchesSearch, onChannel, viewCounts } from './inbox-filters';

const mine = session('a', { assigneeId: 'me', assigneeName: 'Me', status: 'active' });
const theirs = session('b', { assigneeId: 'siti', assigneeName: 'Siti' });
const free = session('c', { customerEmail: 'ana@example.com', orderId: 'ORD-77' });
const endedMine = session('d', { assigneeId: 'me', status: 'ended' });

describe('inbox filters', () => {
  it('Mine is the chats assigned to me, Unassigned those nobody has, All every one', () => {
    const ids = (view: 'mine' | 'unassigned' | 'all') =>
      [mine, theirs, free].filter((s) => inView(s, view, 'me')).map((s) => s.id);
    expect(ids('mine')).toEqual(['a']);
    expect(ids('unassigned')).toEqual(['c']);
    expect(ids('all')).toEqual(['a', 'b', 'c']);
    expect(inView(mine, 'mine', null)).toBe(false);
  });

  it('open is waiting or active; ended chats are only in the history', () => {
    expect([mine, theirs, endedMine].filter((s) => hasStatus(s, 'open')).map((s) => s.id)).toEqual(['a', 'b']);
    expect(hasStatus(endedMine, 'ended')).toBe(true);
    expect(hasStatus(theirs, 'waiting')).toBe(true);
    expect(hasStatus(theirs, 'active')).toBe(false);
  });

  it('counts open chats per view and searches name, e-mail and order id', () => {
    expect(viewCounts([mine, theirs, free, endedMine], 'me')).toEqual({ mine: 1, unassigned: 1, all: 3 });
    expect(matchesSearch(free, 'ORD-7')).toBe(true);
    expect(matchesSearch(free, 'ANA@')).toBe(true);
    expect(matchesSearch(theirs, 'zzz')).toBe(false);
  });

  it('filters by channel; a session without one is a web chat, one answered by e-mail an e-mail conversation', () => {
    const whatsapp = session('w', { channel: 'whatsapp', contactPhone: '+60123456789' });
    const web = session('x', { channel: 'web' });
    const legacy = session('y');
    const email = session('z', { channel: 'web', emailThread: true });
    const all = [whatsapp, web, legacy, email];
    expect(all.filter((s) => onChannel(s, 'whatsapp')).map((s) => s.id)).toEqual(['w']);
    expect(all.filter((s) => onChannel(s, 'web')).map((s) => s.id)).toEqual(['x', 'y']);
    expect(all.filter((s) => onChannel(s, 'email')).map((s) => s.id)).toEqual(['z']);
    expect(all.filter((s) => onChannel(s, '')).map((s) => s.id)).toEqual(['w', 'x', 'y', 'z']);
  });
});
