import { describe, expect, it } from 'vitest';
import type { ChatAction } from './chat-events';
import { mergeMessages } from './chat-messages';
import { agentSide, customerSide } from './chat-side';
import { conversationReducer, emptyConversation, unreadHere, type ConversationState } from './conversation-reducer';
import { agentBatch, at, message, presence, session } from './test-fixtures';

const reduce = (state: ConversationState, actions: ChatAction[], side = customerSide) =>
  actions.reduce((current, action) => conversationReducer(current, action, side), state);

const joined = (id: string, messages = [message('a', 'admin', at(1), { sessionId: id })]): ChatAction => ({
  type: 'session:joined',
  payload: { session: session(id), messages, presence },
});

describe('conversationReducer', () => {
  it('merges a re-join of the same session and replaces the list for another one', () => {
    const first = reduce(emptyConversation, [joined('s1')]);
    const again = reduce(first, [joined('s1', [message('b', 'customer', at(2))])]);
    expect(again.messages.map((item) => item.id)).toEqual(['a', 'b']);
    const other = reduce(again, [joined('s2', [message('z', 'admin', at(3), { sessionId: 's2' })])]);
    expect(other).toEqual({ sessionId: 's2', messages: [expect.objectContaining({ id: 'z' })] });
  });

  it("moves a WhatsApp message's ticks on its status, in its own session only", () => {
    const status = (sessionId: string, status: 'delivered' | 'read'): ChatAction => ({
      type: 'chat:message-status',
      payload: { sessionId, messageId: 'a', delivery: { status, error: null } },
    });
    const state = reduce(
      emptyConversation,
      [joined('s1'), status('s1', 'delivered'), status('other', 'read')],
      agentSide,
    );
    expect(state.messages[0]?.channelDelivery).toEqual({ status: 'delivered', error: null });
  });

  it('takes messages and history of its own session only', () => {
    const state = reduce(emptyConversation, [
      joined('s1'),
      { type: 'chat:message', payload: message('x', 'admin', at(2), { sessionId: 'other' }) },
      { type: 'chat:message', payload: message('b', 'admin', at(3)) },
      { type: 'session:history', payload: { sessionId: 's1', messages: [message('c', 'auto', at(4))] } },
      { type: 'session:history', payload: { sessionId: 'other', messages: [message('y', 'auto', at(5))] } },
    ]);
    expect(state.messages.map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it("takes the messages of its own session from an agents' batch, without their session summaries", () => {
    const opened = reduce(emptyConversation, [joined('s1')], agentSide);
    const state = reduce(
      opened,
      [
        agentBatch([
          message('b', 'customer', at(2)),
          message('x', 'customer', at(3), { sessionId: 'other' }),
          message('c', 'customer', at(4)),
        ]),
      ],
      agentSide,
    );
    expect(state.messages.map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(state.messages.some((item) => 'session' in item)).toBe(false);
    expect(reduce(state, [agentBatch([message('y', 'customer', at(5), { sessionId: 'other' })])], agentSide)).toBe(
      state,
    );
  });

  it('shows our message pending, then sent, or failed and pending again on retry', () => {
    const pending = { ...message('c1', 'customer', at(9), { clientId: 'c1' }), delivery: 'pending' as const };
    const start = reduce(emptyConversation, [joined('s1'), { type: 'message:pending', payload: { message: pending } }]);
    expect(start.messages.at(-1)?.delivery).toBe('pending');
    const failed = reduce(start, [{ type: 'message:failed', payload: { clientId: 'c1', error: 'no' } }]);
    expect(failed.messages.at(-1)?.delivery).toBe('failed');
    const retried = reduce(failed, [{ type: 'message:retry', payload: { clientId: 'c1' } }]);
    expect(retried.messages.at(-1)?.delivery).toBe('pending');
    const sent = reduce(retried, [
      { type: 'message:sent', payload: { message: message('m9', 'customer', at(9), { clientId: 'c1' }) } },
    ]);
    expect(sent.messages.map((item) => [item.id, item.delivery])).toEqual([
      ['a', 'sent'],
      ['m9', 'sent'],
    ]);
  });

  it('ticks our own messages read on the other side’s receipt, up to its upTo', () => {
    const state: ConversationState = {
      sessionId: 's1',
      messages: mergeMessages(
        [],
        [message('c1', 'customer', at(1)), message('a1', 'admin', at(2)), message('c2', 'customer', at(3))],
      ),
    };
    const upToFirst = reduce(state, [
      { type: 'chat:read', payload: { sessionId: 's1', readerType: 'admin', upTo: 'c1' } },
    ]);
    expect(upToFirst.messages.map((item) => item.isRead)).toEqual([true, false, false]);
    const all = reduce(state, [{ type: 'chat:read', payload: { sessionId: 's1', readerType: 'admin', upTo: null } }]);
    expect(all.messages.map((item) => item.isRead)).toEqual([true, false, true]);
    // Our own receipt, or another session's, ticks nothing.
    expect(
      reduce(state, [{ type: 'chat:read', payload: { sessionId: 's1', readerType: 'customer', upTo: null } }]),
    ).toBe(state);
    expect(reduce(state, [{ type: 'chat:read', payload: { sessionId: 's2', readerType: 'admin', upTo: null } }])).toBe(
      state,
    );
    // The agent's own messages are everything but the customer's.
    const agent = reduce(
      state,
      [{ type: 'chat:read', payload: { sessionId: 's1', readerType: 'customer', upTo: 'a1' } }],
      agentSide,
    );
    expect(agent.messages.map((item) => item.isRead)).toEqual([false, true, false]);
  });

  it('reads the other side’s messages here and counts the unread ones', () => {
    const state = reduce(emptyConversation, [
      joined('s1', [message('a', 'admin', at(1)), message('s', 'system', at(2)), message('c', 'customer', at(3))]),
      { type: 'chat:message', payload: message('b', 'auto', at(4)) },
    ]);
    expect(unreadHere(state, customerSide)).toBe(2);
    expect(unreadHere(state, agentSide)).toBe(1);
    const read = reduce(state, [{ type: 'messages:read-here', payload: { sessionId: 's1' } }]);
    expect(unreadHere(read, customerSide)).toBe(0);
    expect(read.messages.find((item) => item.id === 's')?.isRead).toBe(false);
    expect(reduce(read, [{ type: 'messages:read-here', payload: { sessionId: 's1' } }])).toBe(read);
  });

  it('starts empty when another conversation is opened', () => {
    const state = reduce(emptyConversation, [joined('s1'), { type: 'session:opened', payload: { sessionId: 's2' } }]);
    expect(state).toEqual({ sessionId: 's2', messages: [] });
  });
});
