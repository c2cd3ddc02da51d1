import { distribute, pickAgent, type AssignmentCandidate } from './fair-assignment';

const agent = (id: string, open: number, lastAssignedAt: string | null = null): AssignmentCandidate => ({
  id,
  name: id,
  open,
  lastAssignedAt: lastAssignedAt ? new Date(lastAssignedAt) : null,
});

describe('fair assignment', () => {
  it('picks the agent with the fewest open conversations', () => {
    expect(pickAgent([agent('a', 3), agent('b', 1), agent('c', 2)], 5)?.id).toBe('b');
  });

  it('on a tie, the one longest since their last assignment (never counts as longest)', () => {
    const candidates = [agent('a', 1, '2026-11-28T09:00:00Z'), agent('b', 1, '2026-11-28T08:00:00Z')];
    expect(pickAgent(candidates, 5)?.id).toBe('b');
    expect(pickAgent([...candidates, agent('c', 1)], 5)?.id).toBe('c');
  });

  it('never goes over the cap; nobody under it leaves the conversation in the pool', () => {
    expect(pickAgent([agent('a', 2), agent('b', 3), agent('c', 1)], 2)?.id).toBe('c');
    expect(pickAgent([agent('a', 2), agent('b', 2)], 2)).toBeNull();
  });

  it('distributes a backlog in turn and stops at the caps', () => {
    const given = distribute(['s1', 's2', 's3', 's4', 's5'], [agent('a', 0), agent('b', 1)], 2, new Date());
    expect(given.map(([session, to]) => `${session}:${to.id}`)).toEqual(['s1:a', 's2:b', 's3:a']);
  });

  it('alternates between equally loaded agents', () => {
    const given = distribute(['s1', 's2', 's3', 's4'], [agent('a', 0), agent('b', 0)], 10, new Date());
    expect(given.map(([, to]) => to.id)).toEqual(['a', 'b', 'a', 'b']);
  });
});
