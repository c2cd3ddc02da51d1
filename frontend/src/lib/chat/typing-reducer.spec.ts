import { describe, expect, it } from 'vitest';
import type { ChatAction } from './chat-events';
import { agentSide, customerSide } from './chat-side';
import { isTypingIn, typingReducer, type TypingState } from './typing-reducer';
import { agentBatch, at, message } from './test-fixtures';

const reduce = (actions: ChatAction[], side = customerSide) =>
  actions.reduce<TypingState>((state, action) => typingReducer(state, action, side), {});

describe('typingReducer', () => {
  it('shows the agent and a pending auto-reply typing independently', () => {
    const state = reduce([
      { type: 'chat:typing', payload: { sessionId: 's1', senderType: 'auto', isTyping: true } },
      { type: 'chat:typing', payload: { sessionId: 's1', senderType: 'admin', isTyping: true } },
      { type: 'chat:typing', payload: { sessionId: 's1', senderType: 'auto', isTyping: false } },
    ]);
    expect(isTypingIn(state, 's1')).toBe(true);
    expect(isTypingIn(state, 's2')).toBe(false);
  });

  it('ignores its own side typing and stops when the typist’s message arrives', () => {
    expect(
      reduce([{ type: 'chat:typing', payload: { sessionId: 's1', senderType: 'customer', isTyping: true } }]),
    ).toEqual({});
    const agent = reduce(
      [
        { type: 'chat:typing', payload: { sessionId: 's1', senderType: 'customer', isTyping: true } },
        { type: 'chat:typing', payload: { sessionId: 's2', senderType: 'customer', isTyping: true } },
        { type: 'chat:message', payload: message('m', 'customer', at(1), { sessionId: 's2' }) },
      ],
      agentSide,
    );
    expect(isTypingIn(agent, 's1')).toBe(true);
    expect(isTypingIn(agent, 's2')).toBe(false);
  });

  it("stops every typist whose message is in an agents' batch", () => {
    const agent = reduce(
      [
        { type: 'chat:typing', payload: { sessionId: 's1', senderType: 'customer', isTyping: true } },
        { type: 'chat:typing', payload: { sessionId: 's2', senderType: 'customer', isTyping: true } },
        { type: 'chat:typing', payload: { sessionId: 's3', senderType: 'customer', isTyping: true } },
        agentBatch([
          message('m1', 'customer', at(1), { sessionId: 's1' }),
          message('m2', 'admin', at(2), { sessionId: 's2' }),
          message('m3', 'customer', at(3), { sessionId: 's3' }),
        ]),
      ],
      agentSide,
    );
    expect(['s1', 's2', 's3'].map((id) => isTypingIn(agent, id))).toEqual([false, true, false]);
  });

  it('keeps the same state when nothing changes', () => {
    const state = reduce([{ type: 'chat:typing', payload: { sessionId: 's1', senderType: 'admin', isTyping: true } }]);
    const same = typingReducer(
      state,
      { type: 'chat:typing', payload: { sessionId: 's1', senderType: 'admin', isTyping: true } },
      customerSide,
    );
    expect(same).toBe(state);
    expect(typingReducer(state, { type: 'socket:connected' }, customerSide)).toBe(state);
  });
});
