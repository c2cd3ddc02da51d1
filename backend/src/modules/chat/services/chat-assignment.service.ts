import { HttpStatus, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { isStaffRole, type ChatAssignee, type ChatSessionView } from '@kedai/contracts';
import { DataSource, In } from 'typeorm';
import { DomainEvents } from '../../../core/events/domain-events.service';
import { ApiError } from '../../../core/http/api-error';
import { UserPrincipal } from '../../../core/security/principal';
import { UsersService } from '../../users/users.service';
import { chatErrors } from '../rules/chat-rules';
import { toSessionView } from '../read/chat.view';
import { ChatSession } from '../entities/chat-session.entity';

type Assignee = { id: string; name: string } | null;

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
    const released = await this.dataSource
      .createQueryBuilder()
      .update(ChatSession)
      .set({ assigneeId: null, assigneeName: null, assignedAt: null })
      .where('assignee_id = :userId AND status <> :ended', { userId, ended: 'ended' })
      .returning('id')
      .execute();
    const ids = (released.raw as { id: string }[]).map((row) => row.id);
    if (ids.length === 0) return 0;
    const sessions = await this.dataSource.getRepository(ChatSession).findBy({ id: In(ids) });
    for (const session of sessions) {
      this.events.emit('chat.session.assigned', {
        session: toSessionView(session),
        previousAssigneeId: userId,
        assignedBy: by,
      });
    }
    return sessions.length;
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
    const result = await this.dataSource
      .createQueryBuilder()
      .update(ChatSession)
      .set(patch)
      .where('id = :sessionId AND assignee_id IS NULL AND status <> :ended', { sessionId, ended: 'ended' })
      .execute();
    if (!result.affected) return null;
    const session = await this.dataSource.getRepository(ChatSession).findOneByOrFail({ id: sessionId });
    this.events.emit('chat.session.assigned', {
      session: toSessionView(session),
      previousAssigneeId: null,
      assignedBy: { id: agent.userId, name: agent.name },
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
      if (previousAssigneeId === (assignee?.id ?? null)) return { session, previousAssigneeId, changed: false };
      if (onlyIfFree && previousAssigneeId) throw assignmentErrors.alreadyAssigned(session.assigneeName);
      const patch = {
        assigneeId: assignee?.id ?? null,
        assigneeName: assignee?.name ?? null,
        assignedAt: assignee ? new Date() : null,
      };
      await repository.update({ id: sessionId }, patch);
      return { session: { ...session, ...patch } as ChatSession, previousAssigneeId, changed: true };
    });
    const view = toSessionView(outcome.session);
    if (outcome.changed) {
      this.events.emit('chat.session.assigned', {
        session: view,
        previousAssigneeId: outcome.previousAssigneeId,
        assignedBy: { id: actor.userId, name: actor.name },
      });
    }
    return view;
  }
}
