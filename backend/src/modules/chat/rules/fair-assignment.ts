/** An online agent as round-robin sees them. */
export interface AssignmentCandidate {
  id: string;
  name: string;
  /** Their open (waiting or active) conversations now. */
  open: number;
  /** When they were last given a conversation (any way); null: never. */
  lastAssignedAt: Date | null;
}

/**
 * Round-robin's choice for the next waiting conversation (docs/product/chat.md "Assignment"): among the agents
 * under the cap, the one with the fewest open conversations; on a tie, the one who has waited longest since
 * their last assignment (never assigned counts as longest), then by id so every process chooses alike.
 */
export function pickAgent(candidates: readonly AssignmentCandidate[], cap: number): AssignmentCandidate | null {
  const eligible = candidates.filter((candidate) => candidate.open < cap);
  if (eligible.length === 0) return null;
  const since = (candidate: AssignmentCandidate) => candidate.lastAssignedAt?.getTime() ?? -Infinity;
  return [...eligible].sort(
    (a, b) => a.open - b.open || since(a) - since(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  )[0];
}

/**
 * Gives each waiting conversation in turn to pickAgent's choice, counting each gift before the next choice.
 * Answers [sessionId, agent] pairs; conversations left over when every agent is at the cap stay in the pool.
 */
export function distribute(
  sessionIds: readonly string[],
  candidates: readonly AssignmentCandidate[],
  cap: number,
  now: Date,
): [string, AssignmentCandidate][] {
  const agents = candidates.map((candidate) => ({ ...candidate }));
  const given: [string, AssignmentCandidate][] = [];
  for (const [index, sessionId] of sessionIds.entries()) {
    const agent = pickAgent(agents, cap);
    if (!agent) break;
    agent.open += 1;
    // Strictly later for each gift of this round, so the order of the round is kept in the tie-break.
    agent.lastAssignedAt = new Date(now.getTime() + index);
    given.push([sessionId, { ...agent }]);
  }
  return given;
}
