import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  agentInboxReducer,
  initialAgentInbox,
  type AgentInboxAction,
  type AgentInboxState,
} from './agent-inbox-reducer';
import { newestStoredId } from './chat-messages';
import { agentBatch, at, message, presence, session } from './test-fixtures';
import { createTrailingThrottle } from './trailing-throttle';

const WAIT = 750;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createTrailingThrottle', () => {
  it('runs once per burst, at the end of the wait, with the newest value', () => {
    const run = vi.fn();
    const throttle = createTrailingThrottle<string>(WAIT, run);
    throttle.schedule('s1', 'm1');
    vi.advanceTimersByTime(300);
    throttle.schedule('s1', 'm2');
    throttle.schedule('s1', 'm3');
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(WAIT - 300);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith('s1', 'm3');
    vi.advanceTimersByTime(5 * WAIT);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does not let a steady stream postpone the call (throttle, not debounce)', () => {
    const run = vi.fn();
    const throttle = createTrailingThrottle<number>(WAIT, run);
    for (let tick = 0; tick < 20; tick += 1) {
      throttle.schedule('s1', tick);
      vi.advanceTimersByTime(100);
    }
    // 2 s of messages every 100 ms: a call 750 ms after each burst starts, not one at the very end.
    expect(run.mock.calls.map(([, value]) => value)).toEqual([7, 15]);
  });

  it('keeps sessions apart, flushes on demand and cancels', () => {
    const run = vi.fn();
    const throttle = createTrailingThrottle<string>(WAIT, run);
    throttle.schedule('s1', 'a');
    throttle.schedule('s2', 'b');
    throttle.flush('s1');
    expect(run.mock.calls).toEqual([['s1', 'a']]);
    throttle.flush();
    expect(run.mock.calls).toEqual([
      ['s1', 'a'],
      ['s2', 'b'],
    ]);
    throttle.schedule('s1', 'c');
    throttle.cancel();
    vi.advanceTimersByTime(WAIT);
    expect(run).toHaveBeenCalledTimes(2);
  });
});

describe('agent mark-read throttle', () => {
  it('sends one agent:mark-read per burst of customer messages, up to the newest one', () => {
    const markRead = vi.fn();
    const throttle = createTrailingThrottle<string | undefined>(WAIT, (sessionId, upTo) =>
      markRead({ sessionId, upTo }),
    );
    const opening: AgentInboxAction[] = [
      { type: 'session:opened', payload: { sessionId: 's1' } },
      { type: 'session:joined', payload: { session: session('s1'), messages: [], presence } },
    ];
    let state: AgentInboxState = opening.reduce(agentInboxReducer, initialAgentInbox(true));

    // What the inbox hook does for each customer message in the open conversation.
    const receive = (id: string, second: number) => {
      state = agentInboxReducer(state, agentBatch([message(id, 'customer', at(second))]));
      throttle.schedule('s1', newestStoredId(state.conversation.messages));
    };

    receive('c1', 1);
    receive('c2', 2);
    vi.advanceTimersByTime(200);
    receive('c3', 3);
    vi.advanceTimersByTime(WAIT);
    expect(markRead.mock.calls).toEqual([[{ sessionId: 's1', upTo: 'c3' }]]);

    receive('c4', 4);
    vi.advanceTimersByTime(WAIT);
    expect(markRead.mock.calls).toEqual([[{ sessionId: 's1', upTo: 'c3' }], [{ sessionId: 's1', upTo: 'c4' }]]);
  });
});
