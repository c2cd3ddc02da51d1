import { describe, expect, it } from 'vitest';
import {
  customerChatReducer,
  customerUnread,
  initialCustomerChat,
  supportTyping,
  type CustomerChatAction,
  type CustomerChatState,
} from './customer-chat-reducer';
import { at, message, presence, session } from './test-fixtures';

const reduce = (actions: CustomerChatAction[], state: CustomerChatState = initialCustomerChat) =>
  actions.reduce(customerChatReducer, state);

const joinS1: CustomerChatAction[] = [
  { type: 'socket:connected' },
  { type: 'join:started' },
  {
    type: 'session:joined',
    payload: { session: session('s1'), messages: [message('a', 'admin', at(1))], presence },
  },
];

describe('customerChatReducer', () => {
  it('joins: connected, joining until settled, the session, its messages and presence', () => {
    const joining = reduce(joinS1);
    expect(joining).toMatchObject({ connected: true, joining: true, session: { id: 's1' }, presence });
    expect(joining.conversation.sessionId).toBe('s1');
    expect(customerUnread(joining)).toBe(1);
    const settled = reduce([{ type: 'join:settled' }], joining);
    expect(settled.joining).toBe(false);
  });

  it('keeps a failed join’s error until the next join starts', () => {
    const failed = reduce([{ type: 'join:started' }, { type: 'join:failed', payload: { error: 'down' } }]);
    expect(failed.joinError).toBe('down');
    expect(reduce([{ type: 'join:started' }], failed).joinError).toBeNull();
  });

  it('shows support typing in its session and hides it when their reply arrives', () => {
    const typing = reduce(
      [{ type: 'chat:typing', payload: { sessionId: 's1', senderType: 'admin', isTyping: true } }],
      reduce(joinS1),
    );
    expect(supportTyping(typing)).toBe(true);
    const replied = reduce([{ type: 'chat:message', payload: message('b', 'admin', at(2)) }], typing);
    expect(supportTyping(replied)).toBe(false);
    expect(replied.conversation.messages.map((item) => item.id)).toEqual(['a', 'b']);
  });

  it('says why a message failed and clears it on the next send, retry or dismissal', () => {
    const failed = reduce([{ type: 'message:failed', payload: { clientId: 'c', error: 'too fast' } }], reduce(joinS1));
    expect(failed.sendError).toBe('too fast');
    expect(reduce([{ type: 'message:retry', payload: { clientId: 'c' } }], failed).sendError).toBeNull();
    expect(reduce([{ type: 'error:dismissed' }], failed).sendError).toBeNull();
  });

  it('rates: busy, then the rated session; or the error', () => {
    const ended = reduce(joinS1);
    const rating = reduce([{ type: 'rate:started' }], ended);
    expect(rating.rating).toBe(true);
    const rated = reduce([{ type: 'session:changed', payload: { session: session('s1', { csatRating: 5 }) } }], rating);
    expect(rated).toMatchObject({ rating: false, session: { csatRating: 5 } });
    const refused = reduce([{ type: 'rate:failed', payload: { error: 'not ended' } }], rating);
    expect(refused).toMatchObject({ rating: false, sendError: 'not ended' });
  });

  it('forgets the session and its messages when cleared (start a new chat)', () => {
    const cleared = reduce([{ type: 'session:opened', payload: { sessionId: null } }], reduce(joinS1));
    expect(cleared.session).toBeNull();
    expect(cleared.conversation).toEqual({ sessionId: null, messages: [] });
  });

  it('follows presence and the connection', () => {
    const next = { agentsOnline: 0, withinHours: false, nextOpenAt: at(9) };
    const state = reduce([{ type: 'chat:presence', payload: next }, { type: 'socket:disconnected' }], reduce(joinS1));
    expect(state).toMatchObject({ presence: next, connected: false });
  });
});
