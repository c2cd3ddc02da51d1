import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { ChatMessageView } from '@kedai/contracts';
import { JobsService } from '../../../core/queue/jobs.service';
import { DomainEvents } from '../../../core/events/domain-events.service';
import { RedisService } from '../../../core/redis/redis.module';
import { chatAvailability } from '../rules/business-hours';
import { AWAY_REPLY_QUIET_MINUTES } from '../rules/chat-rules';
import { ChatConfigService } from '../services/chat-config.service';
import { ChatPresenceService } from '../services/chat-presence.service';
import type { ChatSituation } from './auto-reply-matcher';
import { PaidOrderContextService } from '../services/paid-order-context.service';
import { WhereIsMyOrderService } from '../services/where-is-my-order.service';
import { PRODUCT_STAGE } from './product-keyword-stage';

/** The stage of a "where is my order?" answer (docs/product/chat.md#where-is-my-order). */
export const ORDER_STATUS_STAGE = 'order-status';

/** How many sessions' away marks a process keeps a copy of (a few MB at most). */
const AWAY_SAID_KEPT = 50_000;

/** BullMQ forbids ':' in custom ids, so the deterministic id uses '-'. */
export const autoReplyJobId = (triggerMessageId: string) => `auto-reply-${triggerMessageId}`;

/**
 * The reply is due the configured delay after the trigger was stored, not after this job is queued (the
 * scheduling runs behind the store by as much as the process is busy). The stored time has whole
 * milliseconds, hence the 1 ms; never longer than that, whatever the clocks say.
 */
export function delayFromStored(storedAt: string, configuredMs: number, now = Date.now()): number {
  const stored = Date.parse(storedAt);
  if (Number.isNaN(stored)) return configuredMs;
  return Math.min(configuredMs + 1, Math.max(0, stored + 1 + configuredMs - now));
}

/** Schedules keyword auto-replies as delayed jobs on the chat queue, and cancels them when an agent answers. */
@Injectable()
export class AutoReplyScheduler implements OnModuleDestroy {
  private readonly logger = new Logger(AutoReplyScheduler.name);
  private readonly nudges = new Set<NodeJS.Timeout>();
  /** Session id → the closed period (its next opening, ISO) whose away answer it already had: see firstAwayAnswer. */
  private readonly awaySaid = new Map<string, string>();

  constructor(
    private readonly config: ChatConfigService,
    private readonly jobs: JobsService,
    private readonly redis: RedisService,
    private readonly events: DomainEvents,
    private readonly paidOrders: PaidOrderContextService,
    private readonly presence: ChatPresenceService,
    private readonly whereIsMyOrder: WhereIsMyOrderService,
  ) {}

  private pendingKey(sessionId: string) {
    return this.redis.key('chat', 'auto-reply-pending', sessionId);
  }

  private awayAnsweredKey(sessionId: string) {
    return this.redis.key('chat', 'away-answered', sessionId);
  }

  private agentAnsweredKey(sessionId: string) {
    return this.redis.key('chat', 'agent-answered', sessionId);
  }

  /**
   * The business hours, and whether someone is there to answer this conversation although the chat is closed:
   * an agent online, or one who answered it in the last AWAY_REPLY_QUIET_MINUTES. Who is there is asked only
   * outside chat hours (inside them nobody is away), so the message path in opening hours pays nothing for it.
   */
  async situation(sessionId: string, now: Date): Promise<ChatSituation> {
    const hours = await this.config.hours();
    if (!chatAvailability(now, hours).nextOpenAt) return { hours };
    const [online, answered] = await Promise.all([
      this.presence.anyAgentOnline(),
      this.redis.client.exists(this.agentAnsweredKey(sessionId)),
    ]);
    return { hours, agentAvailable: online || answered === 1 };
  }

  /**
   * After a customer message is stored: if a rule matches and auto-replies are on, queue the reply.
   * `orderId` is the session's, as stored with the message; without one there is no product stage.
   */
  async onCustomerMessage(
    message: Pick<ChatMessageView, 'id' | 'sessionId' | 'message' | 'createdAt'>,
    orderId: string | null,
    now = new Date(),
  ): Promise<void> {
    const settings = await this.config.settingsForMessages();
    if (!settings.autoReplyEnabled) return;
    const order = orderId ? (await this.paidOrders.forOrder(orderId)).context : null;
    const situation = await this.situation(message.sessionId, now);
    const match = await this.config.match(message.message, order, now, undefined, situation);
    // A paid order's own answers (its credentials) come first; then "where is my order?" for one of the
    // customer's orders; then the keyword rules.
    const askedAbout =
      match?.stage === PRODUCT_STAGE
        ? null
        : await this.whereIsMyOrder.orderAskedAbout(message.sessionId, message.message);
    const scheduled = askedAbout
      ? { ruleId: askedAbout, stage: ORDER_STATUS_STAGE as typeof ORDER_STATUS_STAGE }
      : match
        ? {
            ruleId: match.rule.id,
            ...(match.stage === PRODUCT_STAGE && { stage: PRODUCT_STAGE as typeof PRODUCT_STAGE }),
          }
        : null;
    if (!scheduled) return;
    if (
      !askedAbout &&
      match?.rule.category === 'after_hours' &&
      !(await this.firstAwayAnswer(message.sessionId, now, situation))
    ) {
      return;
    }
    // Only the newest matching customer message is answered: an earlier pending reply is replaced.
    await this.removeJobs(await this.redis.client.smembers(this.pendingKey(message.sessionId)));
    const jobId = autoReplyJobId(message.id);
    const delay = delayFromStored(message.createdAt, settings.responseDelaySeconds * 1000);
    await this.redis.client
      .multi()
      .sadd(this.pendingKey(message.sessionId), jobId)
      .pexpire(this.pendingKey(message.sessionId), settings.responseDelaySeconds * 1000 + 5 * 60_000)
      .exec();
    const job = await this.jobs.add(
      'chat',
      'auto-reply',
      { sessionId: message.sessionId, triggerMessageId: message.id, ...scheduled },
      { jobId, delay, attempts: 3 },
    );
    this.nudgeWhenDue(job, delay);
    this.typing(message.sessionId, true);
  }

  /**
   * BullMQ's worker wakes for a delayed job by a Redis blocking-pop timeout, and Redis only notices an expired
   * timeout on its next event-loop turn: on an otherwise quiet Redis that is its next cron tick (`hz`, 10 by
   * default: up to 100 ms late). At the due time this process promotes the job itself, which wakes the worker
   * at once. Only an accelerator: a job already promoted, run or removed (an agent answered) refuses it, and if
   * this process stops first the queue still runs the job on its own.
   */
  private nudgeWhenDue(job: Job, delay: number) {
    if (delay <= 0) return;
    const timer = setTimeout(() => {
      this.nudges.delete(timer);
      job.promote().catch(() => undefined);
    }, delay + 1); // + 1: a timer may fire up to a millisecond early, the reply never may
    timer.unref();
    this.nudges.add(timer);
  }

  onModuleDestroy() {
    this.nudges.forEach((timer) => clearTimeout(timer));
    this.nudges.clear();
  }

  /**
   * "Agents are away" is said once per closed period, not after every message a customer writes at night:
   * the first catch-all answer of the period marks the session until the chat opens again.
   */
  private async firstAwayAnswer(sessionId: string, now: Date, situation: ChatSituation): Promise<boolean> {
    const { nextOpenAt } = chatAvailability(now, situation.hours);
    if (!nextOpenAt) return true;
    // A customer who goes on writing at night would otherwise cost a Redis write per message.
    if (this.awaySaid.get(sessionId) === nextOpenAt) return false;
    // The closed period is named by when it ends; the mark says which period was answered, and expires then.
    const answered = await this.redis.client.set(
      this.awayAnsweredKey(sessionId),
      nextOpenAt,
      'PXAT',
      Date.parse(nextOpenAt),
      'GET',
    );
    this.rememberAwaySaid(sessionId, nextOpenAt, now);
    return answered !== nextOpenAt;
  }

  /**
   * This process's copy of the marks it has set or read: a mark is never taken back before its period ends, so
   * a copy can only be out of date by saying less than Redis (another process answered: Redis is asked). Bounded:
   * past periods go first, then the oldest entries.
   */
  private rememberAwaySaid(sessionId: string, nextOpenAt: string, now: Date) {
    this.awaySaid.delete(sessionId);
    this.awaySaid.set(sessionId, nextOpenAt);
    if (this.awaySaid.size <= AWAY_SAID_KEPT) return;
    const nowIso = now.toISOString();
    for (const [session, until] of this.awaySaid) if (until <= nowIso) this.awaySaid.delete(session);
    for (const session of this.awaySaid.keys()) {
      if (this.awaySaid.size <= AWAY_SAID_KEPT * 0.9) break;
      this.awaySaid.delete(session);
    }
  }

  /** An agent answered: for a while the customer is not told agents are away, and what was pending is dropped. */
  async agentAnswered(sessionId: string): Promise<number> {
    await this.redis.client.set(this.agentAnsweredKey(sessionId), '1', 'PX', AWAY_REPLY_QUIET_MINUTES * 60_000);
    return this.cancelPending(sessionId);
  }

  /** An agent answered or the chat ended: drop every pending auto-reply of the session and stop the typing indicator. */
  async cancelPending(sessionId: string): Promise<number> {
    const key = this.pendingKey(sessionId);
    const jobIds = await this.redis.client.smembers(key);
    if (jobIds.length === 0) return 0;
    await this.redis.client.del(key);
    const removed = await this.removeJobs(jobIds);
    this.typing(sessionId, false);
    return removed;
  }

  private async removeJobs(jobIds: string[]): Promise<number> {
    const queue = this.jobs.queue('chat');
    let removed = 0;
    for (const jobId of jobIds) {
      // A job already running cannot be removed; the processor re-checks and skips it.
      removed += await queue.remove(jobId).catch((error: unknown) => {
        this.logger.warn(`Could not remove ${jobId}: ${String(error)}`);
        return 0;
      });
    }
    return removed;
  }

  /** The job ran (or was skipped): it is no longer pending. */
  async settled(sessionId: string, triggerMessageId: string): Promise<void> {
    await this.redis.client.srem(this.pendingKey(sessionId), autoReplyJobId(triggerMessageId));
    this.typing(sessionId, false);
  }

  private typing(sessionId: string, isTyping: boolean) {
    this.events.emit('chat.auto-reply.typing', { sessionId, isTyping });
  }
}
