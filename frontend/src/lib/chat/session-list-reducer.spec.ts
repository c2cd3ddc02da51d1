import { describe, expect, it } from 'vitest';
import { sessionListReducer, sortSessions } from './session-list-reducer';
import { agentBatch, at, message, presence, session } from './test-fixtures';

const list = sortSessions([
  session('old', { lastMessageTime: at(1) }),
  session('new', { lastMessageTime: at(5), unreadCount: 2 }),
]);

describe('sessionListReducer', () => {
  it('sorts by newest activity (last message, else creation)', () => {
    expect(list.map((item) => item.id)).toEqual(['new', 'old']);
  });

  it('adds a created session and moves an updated one to its place', () => {
    const created = sessionListReducer(list, {
      type: 'chat:session-created',
      payload: session('fresh', { createdAt: at(9) }),
    });
    expect(created.map((item) => item.id)).toEqual(['fresh', 'new', 'old']);
    const updated = sessionListReducer(list, {
      type: 'chat:session-updated',
      payload: session('old', { lastMessageTime: at(7) }),
    });
    expect(updated.map((item) => item.id)).toEqual(['old', 'new']);
  });

  it('takes the new assignee of a claimed or reassigned chat, keeping its place', () => {
    const assigned = sessionListReducer(list, {
      type: 'chat:session-assigned',
      payload: {
        session: session('old', { lastMessageTime: at(1), assigneeId: 'u2', assigneeName: 'Siti' }),
        previousAssigneeId: null,
        assignedBy: { id: 'u1', name: 'Admin' },
      },
    });
    expect(assigned.map((item) => [item.id, item.assigneeName])).toEqual([
      ['new', null],
      ['old', 'Siti'],
    ]);
  });

  it('takes the summary a message brings, and the one a join or an acknowledgement brings', () => {
    const moved = sessionListReducer(
      list,
      agentBatch([message('m', 'customer', at(8), { sessionId: 'old' })], {
        m: session('old', { lastMessageTime: at(8) }),
      }),
    );
    expect(moved[0].id).toBe('old');
    const joined = sessionListReducer(list, {
      type: 'session:joined',
      payload: { session: session('old', { lastMessageTime: at(6) }), messages: [], presence },
    });
    expect(joined[0].id).toBe('old');
  });

  it('takes the newest summary of each session a batch of messages brings, in one pass', () => {
    const batch = agentBatch(
      [
        message('m1', 'customer', at(6), { sessionId: 'old' }),
        message('m2', 'customer', at(7), { sessionId: 'fresh' }),
        message('m3', 'customer', at(8), { sessionId: 'old' }),
      ],
      {
        m1: session('old', { lastMessageTime: at(6), unreadCount: 1, lastMessage: 'text m1' }),
        m2: session('fresh', { lastMessageTime: at(7), unreadCount: 1 }),
        m3: session('old', { lastMessageTime: at(8), unreadCount: 2, lastMessage: 'text m3' }),
      },
    );
    const moved = sessionListReducer(list, batch);
    expect(moved.map((item) => [item.id, item.unreadCount, item.lastMessageTime])).toEqual([
      ['old', 2, at(8)],
      ['fresh', 1, at(7)],
      ['new', 2, at(5)],
    ]);
    expect(moved.find((item) => item.id === 'old')?.lastMessage).toBe('text m3');
  });

  it('shows a session read at once', () => {
    const read = sessionListReducer(list, { type: 'messages:read-here', payload: { sessionId: 'new' } });
    expect(read.find((item) => item.id === 'new')?.unreadCount).toBe(0);
  });

  it('returns the same list for what does not concern it', () => {
    expect(sessionListReducer(list, { type: 'chat:message', payload: message('m', 'customer', at(8)) })).toBe(list);
    expect(sessionListReducer(list, agentBatch([]))).toBe(list);
    expect(sessionListReducer(list, { type: 'messages:read-here', payload: { sessionId: 'unknown' } })).toBe(list);
    expect(sessionListReducer(list, { type: 'socket:connected' })).toBe(list);
  });
});
