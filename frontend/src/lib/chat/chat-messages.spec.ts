import type { AgentChatMessageView } from '@kedai/contracts';
import { describe, expect, it } from 'vitest';
import { mergeMessages, newestStoredId, pendingMessage, withDelivery } from './chat-messages';
import { at, message, session } from './test-fixtures';

describe('mergeMessages', () => {
  it('adds new messages oldest first and marks them sent', () => {
    const merged = mergeMessages([], [message('b', 'admin', at(2)), message('a', 'customer', at(1))]);
    expect(merged.map((item) => [item.id, item.delivery])).toEqual([
      ['a', 'sent'],
      ['b', 'sent'],
    ]);
  });

  it('replaces a message with the same id instead of duplicating it', () => {
    const first = mergeMessages([], [message('a', 'customer', at(1), { isRead: false })]);
    const merged = mergeMessages(first, [message('a', 'customer', at(1), { isRead: true })]);
    expect(merged).toHaveLength(1);
    expect(merged[0].isRead).toBe(true);
  });

  it('replaces our pending copy by its client id once the server stores it', () => {
    const pending = pendingMessage({
      clientId: 'c1',
      sessionId: 's1',
      senderType: 'customer',
      senderName: 'Ana',
      message: 'hi',
      createdAt: at(5),
    });
    const merged = mergeMessages([pending], [message('m1', 'customer', at(4), { clientId: 'c1' })]);
    expect(merged.map((item) => [item.id, item.delivery])).toEqual([['m1', 'sent']]);
  });

  it('keeps the message without the session summary agents get with it', () => {
    const withSummary: AgentChatMessageView = { ...message('a', 'customer', at(1)), session: session('s1') };
    const merged = mergeMessages([], [withSummary]);
    expect(merged[0]).not.toHaveProperty('session');
  });
});

describe('withDelivery and newestStoredId', () => {
  it('sets the delivery of one client id and finds the newest stored id past pending copies', () => {
    const stored = mergeMessages([], [message('a', 'admin', at(1)), message('b', 'admin', at(2))]);
    const pending = pendingMessage({
      clientId: 'c1',
      sessionId: 's1',
      senderType: 'admin',
      senderName: 'You',
      message: 'x',
      createdAt: at(3),
    });
    const list = [...stored, pending];
    expect(newestStoredId(list)).toBe('b');
    expect(withDelivery(list, 'c1', 'failed').at(-1)?.delivery).toBe('failed');
    expect(newestStoredId([])).toBeUndefined();
  });
});
