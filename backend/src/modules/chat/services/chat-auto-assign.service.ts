import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainEvents } from '../../../core/events/domain-events.service';
import { UsersService } from '../../users';
import { distribute, type AssignmentCandidate } from '../rules/fair-assignment';
import { toSessionView } from '../read/chat.view';
import { ChatSession } from '../entities/chat-session.entity';
import type { ChatAssignmentEvent } from '../entities/chat-assignment-event.entity';
import { ChatConfigService } from './chat-config.service';
import { ChatPresenceService } from './chat-presence.service';
import { recordAssignment, toAssignmentEventView, unassignAllOf } from './chat-assignment.service';

/** At most this many pool conversations are handed out per run (a run follows every new one anyway). */
const RUN_BATCH = 200;
const SYSTEM = { id: '00000000-0000-0000-0000-000000000000', name: 'Round-robin' };

/**
 * Fair assignment (docs/product/chat.md "Assignment"), when switched on in the chat settings: waiting
 * conversations nobody has go to the online agent with the fewest open ones, up to the cap (rules/fair-assignment);
 * an agent who goes offline hands their unanswered (waiting) conversations back to the pool, which is then
 * handed out again. Runs after a new customer conversation, an agent going online or offline, a conversation
 * ending, and the setting being saved.
 *
 * Two API processes never give the same conversation twice: a run holds a transaction-scoped advisory lock
 * (one run at a time across processes), and each gift is a conditional update (`assignee_id IS NULL`).
 */
@Injectable()
export class ChatAutoAssignService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(ChatAutoAssignService.name);
  private running: Promise<number> | null = null;
  private again = false;
  /** Shutting down: events still arriving start nothing new (the database is closing). */
  private closing = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: ChatConfigService,
    private readonly presence: ChatPresenceService,
    private readonly users: UsersService,
    private readonly events: DomainEvents,
  ) {}

  onModuleInit() {
    const safely = (work: () => Promise<unknown>): void => {
      if (this.closing) return;
      void work().catch((error: unknown) => this.logger.error(`Auto-assignment failed: ${String(error)}`));
    };
    this.events.on('chat.agent.presence', ({ userId, online }) =>
      safely(async () => {
        if (!online) await this.handBack(userId);
        await this.run();
      }),
    );
    this.events.on('chat.message.stored', ({ author, session }) => {
      const newInPool = author === 'customer' && session.status === 'waiting' && !session.assigneeId;
      // An ended conversation frees a place under its agent's cap.
      if (newInPool || session.status === 'ended') safely(() => this.run());
    });
  }

  onModuleDestroy() {
    this.closing = true;
  }

  /** Hands out the pool now; runs asked for while one is going are folded into one more run after it. */
  run(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      let total = 0;
      do {
        this.again = false;
        total += await this.runOnce();
      } while (this.again);
      return total;
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async runOnce(): Promise<number> {
    // The message path's copy (at most a second old, fresh after a change here): a run follows every message
    // of a conversation nobody has, and reading the row each time cost a query per message.
    const settings = await this.config.settingsForMessages();
    if (!settings.autoAssignEnabled) return 0;
    const online = await this.presence.onlineAgentIds();
    if (online.size === 0) return 0;
    const staff = (await this.users.activeStaff()).filter((member) => online.has(member.id));
    if (staff.length === 0) return 0;
    const ids = staff.map((member) => member.id);

    const given = await this.dataSource.transaction(async (em) => {
      await em.query(`SELECT pg_advisory_xact_lock(hashtext('kedai:chat-auto-assign'))`);
      const pool: { id: string }[] = await em.query(
        `SELECT id FROM chat_sessions
         WHERE assignee_id IS NULL AND status = 'waiting' AND last_message_at IS NOT NULL
         ORDER BY created_at, id LIMIT $1`,
        [RUN_BATCH],
      );
      if (pool.length === 0) return [];
      const open: { assignee_id: string; open: string }[] = await em.query(
        `SELECT assignee_id, count(*) AS open FROM chat_sessions
         WHERE status <> 'ended' AND assignee_id = ANY($1::uuid[]) GROUP BY assignee_id`,
        [ids],
      );
      const last: { to_id: string; at: Date }[] = await em.query(
        `SELECT to_id, max(at) AS at FROM chat_assignment_events WHERE to_id = ANY($1::uuid[]) GROUP BY to_id`,
        [ids],
      );
      const candidates: AssignmentCandidate[] = staff.map((member) => ({
        id: member.id,
        name: member.name,
        open: Number(open.find((row) => row.assignee_id === member.id)?.open ?? 0),
        lastAssignedAt: last.find((row) => row.to_id === member.id)?.at ?? null,
      }));
      const lines: ChatAssignmentEvent[] = [];
      for (const [sessionId, agent] of distribute(
        pool.map((row) => row.id),
        candidates,
        settings.autoAssignCap,
        new Date(),
      )) {
        const result = await em
          .createQueryBuilder()
          .update(ChatSession)
          .set({ assigneeId: agent.id, assigneeName: agent.name, assignedAt: new Date() })
          .where(`id = :sessionId AND assignee_id IS NULL AND status = 'waiting'`, { sessionId })
          .execute();
        if (!result.affected) continue;
        const to = { id: agent.id, name: agent.name };
        lines.push(await recordAssignment(em, { sessionId, kind: 'auto', from: null, to, byName: null }));
      }
      return lines;
    });
    await this.say(given, null);
    return given.length;
  }

  /** The agent's unanswered conversations go back to the pool (only while round-robin is on). */
  async handBack(userId: string): Promise<number> {
    const settings = await this.config.getSettings();
    if (!settings.autoAssignEnabled) return 0;
    const lines = await this.dataSource.transaction((em) =>
      unassignAllOf(em, userId, 'waiting', { kind: 'handed-back', byName: null }),
    );
    await this.say(lines, userId);
    return lines.length;
  }

  private async say(lines: ChatAssignmentEvent[], previousAssigneeId: string | null): Promise<void> {
    if (lines.length === 0) return;
    const sessions = await this.dataSource
      .getRepository(ChatSession)
      .createQueryBuilder('s')
      .whereInIds(lines.map((line) => line.sessionId))
      .getMany();
    for (const line of lines) {
      const session = sessions.find((candidate) => candidate.id === line.sessionId);
      if (!session) continue;
      this.events.emit('chat.session.assigned', {
        session: toSessionView(session),
        previousAssigneeId,
        assignedBy: SYSTEM,
        event: toAssignmentEventView(line),
      });
    }
  }
}
