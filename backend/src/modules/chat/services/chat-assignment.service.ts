import { HttpStatus, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import {
  isStaffRole,
  type ChatAssignee,
  type ChatAssignmentEventView,
  type ChatAssignmentKind,
  type ChatSessionView,
} from '@kedai/contracts';
import { DataSource, In, type EntityManager } from 'typeorm';
import { DomainEvents } from '../../../core/events/domain-events.service';
import { ApiError } from '../../../core/http/api-error';
import { UserPrincipal } from '../../../core/security/principal';
import { UsersService } from '../../users';
import { chatErrors } from '../rules/chat-rules';
import { toSessionView } from '../read/chat.view';
import { ChatSession } from '../entities/chat-session.entity';
import { ChatAssignmentEvent } from '../entities/chat-assignment-event.entity';

type Assignee = { id: string; name: string } | null;

export const toAssignmentEventView = (event: ChatAssignmentEvent): ChatAssignmentEventView => ({
  id: event.id,
  sessionId: event.sessionId,
  kind: event.kind,
  from: event.fromId ? { id: event.fromId, name: event.fromName ?? '' } : null,
  to: event.toId ? { id: event.toId, name: event.toName ?? '' } : null,
  byName: event.byName,
  at: event.at.toISOString(),
});

/**
 * Writes one line of a conversation's assignment timeline, in the transaction of the change itself, so the
 * timeline holds a line exactly when the change was committed.
 */
export async function recordAssignment(
  em: EntityManager,
  line: { sessionId: string; kind: ChatAssignmentKind; from: Assignee; to: Assignee; byName: string | null },
): Promise<ChatAssignmentEvent> {
  return em.save(
    em.create(ChatAssignmentEvent, {
      sessionId: line.sessionId,
      kind: line.kind,
      fromId: line.from?.id ?? null,
      fromName: line.from?.name.slice(0, 100) ?? null,
      toId: line.to?.id ?? null,
      toName: line.to?.name.slice(0, 100) ?? null,
      byName: line.byName?.slice(0, 100) ?? null,
    }),
  );
}

/**
 * Takes the staff member's conversations back to Unassigned under their row locks, with one timeline line each, in
 * the caller's transaction: all open ones (`'open'`) or only those still waiting for a first answer (`'waiting'`).
 */
export async function unassignAllOf(
  em: EntityManager,
  userId: string,
  which: 'open' | 'waiting',
  line: { kind: ChatAssignmentKind; byName: string | null },
): Promise<ChatAssignmentEvent[]> {
  const rows: { id: string; assignee_name: string | null }[] = await em.query(
    `SELECT id, assignee_name FROM chat_sessions
      WHERE assignee_id = $1 AND ${which === 'open' ? `status <> 'ended'` : `status = 'waiting'`} FOR UPDATE`,
    [userId],
  );
  if (rows.length === 0) return [];
  await em.update(
    ChatSession,
    { id: In(rows.map((row) => row.id)) },
    { assigneeId: null, assigneeName: null, assignedAt: null },
  );
  const lines: ChatAssignmentEvent[] = [];
  for (const row of rows) {
    const from = { id: userId, name: row.assignee_name ?? '' };
    lines.push(await recordAssignment(em, { sessionId: row.id, to: null, from, ...line }));
  }
  return lines;
}

/** The inbox's `assignee` filter: 'me' is the caller, 'none' unassigned (null), an id that member; absent: all. */
export function assigneeFilter(raw: string | undefined, me: string): string | null | undefined {
  if (raw === undefined) return undefined;
  if (raw === 'none') return null;
  return raw === 'me' ? me : raw;
}

export const assignmentErrors = {
  alreadyAssigned: (name: string | null) =>
    new ApiError(
      HttpStatus.CONFLICT,
      'chat_already_assigned',
      `This chat is already assigned to ${name ?? 'another staff member'}`,
    ),
  unknown: () => new ApiError(HttpStatus.UNPROCESSABLE_ENTITY, 'assignee_not_found', 'Staff member not found'),
  notStaff: () =>
    new ApiError(
      HttpStatus.UNPROCESSABLE_ENTITY,
      'assignee_not_staff',
      'Only staff (admins and agents) can be given a chat',
    ),
  inactive: (name: string) =>
    new ApiError(
      HttpStatus.UNPROCESSABLE_ENTITY,
      'assignee_inactive',
      `${name} is deactivated and cannot be given a chat`,
    ),
};

/**
 * Who works a chat (issue: a support team's shift): an agent claims an unassigned chat, or any staff member
 * assigns it to an active admin or agent (or unassigns it). Each change is made under the session's row lock,
 * so two agents claiming at once get one winner, then said once as `chat.session.assigned`.
 */
@Injectable()
export class ChatAssignmentService implements OnModuleInit {
  private readonly logger = new Logger(ChatAssignmentService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly events: DomainEvents,
  ) {}

  onModuleInit() {
    this.events.on('user.deactivated', async ({ userId, by }) => {
      await this.releaseChatsOf(userId, by).catch((error: unknown) =>
        this.logger.error(`Could not unassign the chats of a deactivated user: ${String(error)}`),
      );
    });
  }

  /** A deactivated staff member's open chats go back to Unassigned, said live like any unassignment. */
  async releaseChatsOf(userId: string, by: { id: string; name: string }): Promise<number> {
    const released = await this.dataSource.transaction((em) =>
      unassignAllOf(em, userId, 'open', { kind: 'deactivated', byName: by.name }),
    );
    if (released.length === 0) return 0;
    const sessions = await this.dataSource
      .getRepository(ChatSession)
      .findBy({ id: In(released.map((l) => l.sessionId)) });
    for (const session of sessions) {
      const line = released.find((l) => l.sessionId === session.id);
      this.events.emit('chat.session.assigned', {
        session: toSessionView(session),
        previousAssigneeId: userId,
        assignedBy: by,
        event: line ? toAssignmentEventView(line) : undefined,
      });
    }
    return sessions.length;
  }

  /** A conversation's assignment timeline, oldest first. */
  async timeline(sessionId: string): Promise<ChatAssignmentEventView[]> {
    const lines = await this.dataSource
      .getRepository(ChatAssignmentEvent)
      .find({ where: { sessionId }, order: { at: 'ASC', id: 'ASC' } });
    return lines.map(toAssignmentEventView);
  }

  assignees(): Promise<ChatAssignee[]> {
    return this.users.activeStaff();
  }

  /** The caller takes an unassigned chat (their own already: nothing changes). */
  claim(agent: UserPrincipal, sessionId: string): Promise<ChatSessionView> {
    return this.change(agent, sessionId, { id: agent.userId, name: agent.name }, true);
  }

  /**
   * Auto-claim: an agent's reply to an unassigned chat makes it theirs (one conditional update, so of two agents
   * replying at once the first wins). Answers the session as it now is, or null when it already had an assignee.
   */
  async claimOnReply(agent: UserPrincipal, sessionId: string): Promise<ChatSession | null> {
    const patch = { assigneeId: agent.userId, assigneeName: agent.name, assignedAt: new Date() };
    const line = await this.dataSource.transaction(async (em) => {
      const result = await em
        .createQueryBuilder()
        .update(ChatSession)
        .set(patch)
        .where('id = :sessionId AND assignee_id IS NULL AND status <> :ended', { sessionId, ended: 'ended' })
        .execute();
      if (!result.affected) return null;
      const to = { id: agent.userId, name: agent.name };
      return recordAssignment(em, { sessionId, kind: 'replied', from: null, to, byName: agent.name });
    });
    if (!line) return null;
    const session = await this.dataSource.getRepository(ChatSession).findOneByOrFail({ id: sessionId });
    this.events.emit('chat.session.assigned', {
      session: toSessionView(session),
      previousAssigneeId: null,
      assignedBy: { id: agent.userId, name: agent.name },
      event: toAssignmentEventView(line),
    });
    return session;
  }

  /** Gives the chat to an active staff member, or to nobody (null). */
  async assign(actor: UserPrincipal, sessionId: string, assigneeId: string | null): Promise<ChatSessionView> {
    if (assigneeId === null) return this.change(actor, sessionId, null, false);
    const user = await this.users.findById(assigneeId);
    if (!user) throw assignmentErrors.unknown();
    if (!isStaffRole(user.role)) throw assignmentErrors.notStaff();
    if (!user.isActive) throw assignmentErrors.inactive(user.name);
    return this.change(actor, sessionId, { id: user.id, name: user.name }, false);
  }

  private async change(
    actor: UserPrincipal,
    sessionId: string,
    assignee: Assignee,
    onlyIfFree: boolean,
  ): Promise<ChatSessionView> {
    const outcome = await this.dataSource.transaction(async (em) => {
      const repository = em.getRepository(ChatSession);
      const session = await repository.findOne({ where: { id: sessionId }, lock: { mode: 'pessimistic_write' } });
      if (!session) throw chatErrors.notFound();
      if (session.status === 'ended') throw chatErrors.ended();
      const previousAssigneeId = session.assigneeId;
      if (previousAssigneeId === (assignee?.id ?? null)) return { session, previousAssigneeId, line: null };
      if (onlyIfFree && previousAssigneeId) throw assignmentErrors.alreadyAssigned(session.assigneeName);
      const patch = {
        assigneeId: assignee?.id ?? null,
        assigneeName: assignee?.name ?? null,
        assignedAt: assignee ? new Date() : null,
      };
      await repository.update({ id: sessionId }, patch);
      const from = previousAssigneeId ? { id: previousAssigneeId, name: session.assigneeName ?? '' } : null;
      const kind: ChatAssignmentKind = onlyIfFree ? 'claimed' : assignee ? 'assigned' : 'unassigned';
      const line = await recordAssignment(em, { sessionId, kind, from, to: assignee, byName: actor.name });
      return { session: { ...session, ...patch } as ChatSession, previousAssigneeId, line };
    });
    const view = toSessionView(outcome.session);
    if (outcome.line) {
      this.events.emit('chat.session.assigned', {
        session: view,
        previousAssigneeId: outcome.previousAssigneeId,
        assignedBy: { id: actor.userId, name: actor.name },
        event: toAssignmentEventView(outcome.line),
      });
    }
    return view;
  }
}
