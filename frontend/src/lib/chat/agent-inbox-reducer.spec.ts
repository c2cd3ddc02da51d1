import { describe, expect, it } from 'vitest';
import {
  agentInboxReducer,
  customerTypingIn,
  initialAgentInbox,
  type AgentInboxAction,
  type AgentInboxState,
} from './agent-inbox-reducer';
import { agentBatch, at, message, presence, session } from './test-fixtures';

const reduce = (actions: AgentInboxAction[], state: AgentInboxState = initialAgentInbox(false)) =>
  actions.reduce(agentInboxReducer, state);

const joined = (id: string): AgentInboxAction => ({
  type: 'session:joined',
  payload: { session: session(id), messages: [message(`m-${id}`, 'customer', at(1), { sessionId: id })], presence },
});

describe('agentInboxReducer', () => {
  it('opens a conversation empty, loads it, and shows its messages', () => {
    const state = reduce([
      { type: 'session:opened', payload: { sessionId: 's1' } },
      { type: 'join:started' },
      joined('s1'),
      { type: 'join:settled' },
    ]);
    expect(state.conversation.messages.map((item) => item.id)).toEqual(['m-s1']);
    expect(state).toMatchObject({ loadingMessages: false, presence });
  });

  it('does not show a join that answers after the agent moved to another session', () => {
    const state = reduce([
      { type: 'session:opened', payload: { sessionId: 's1' } },
      { type: 'session:opened', payload: { sessionId: 's2' } },
      joined('s1'),
    ]);
    expect(state.conversation).toEqual({ sessionId: 's2', messages: [] });
  });

  it('shows customer typing per session, from any session', () => {
    const state = reduce([
      { type: 'chat:typing', payload: { sessionId: 's3', senderType: 'customer', isTyping: true } },
      { type: 'chat:typing', payload: { sessionId: 's3', senderType: 'admin', isTyping: true } },
    ]);
    expect(customerTypingIn(state, 's3')).toBe(true);
    expect(customerTypingIn(state, 's1')).toBe(false);
    expect(customerTypingIn(state, null)).toBe(false);
  });

  it('ticks the agent’s messages when the customer reads them', () => {
    const state = reduce([
      { type: 'session:opened', payload: { sessionId: 's1' } },
      joined('s1'),
      agentBatch([message('r1', 'admin', at(2))]),
      { type: 'chat:read', payload: { sessionId: 's1', readerType: 'customer', upTo: 'r1' } },
    ]);
    expect(state.conversation.messages.map((item) => [item.id, item.isRead])).toEqual([
      ['m-s1', false],
      ['r1', true],
    ]);
  });

  it('tracks going online, ending a chat and errors', () => {
    const online = reduce([{ type: 'presence:chosen', payload: { online: true } }]);
    expect(online.online).toBe(true);
    const ending = reduce([{ type: 'end:started' }], online);
    expect(ending.ending).toBe(true);
    expect(reduce([{ type: 'session:changed', payload: { session: session('s1') } }], ending).ending).toBe(false);
    const failed = reduce([{ type: 'end:failed', payload: { error: 'nope' } }], ending);
    expect(failed).toMatchObject({ ending: false, actionError: 'nope' });
    expect(reduce([{ type: 'session:opened', payload: { sessionId: 's2' } }], failed).actionError).toBeNull();
  });
});
