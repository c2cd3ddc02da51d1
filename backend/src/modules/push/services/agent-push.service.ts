import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import type { ChatMention, ChatMessageView, ChatSessionView, PushStatusView } from '@kedai/contracts';
import { appConfig } from '../../../core/config/configuration';
import { ApiError } from '../../../core/http/api-error';
import { OutboxService } from '../../../core/outbox/outbox.service';
import { AuditService, type StaffActor } from '../../audit';
import { UsersService } from '../../users';
import type { PushEndpointDto, PushSubscriptionDto } from '../dto/push.dto';
import { PushPreference } from '../entities/push-preference.entity';
import { PushSubscription } from '../entities/push-subscription.entity';
import { endpointProblem, messagePreview, messagePushKey } from '../rules/push-rules';
import { VapidKeys } from './vapid-keys.service';

/** What a push says: `key` names the event, so the same event is one push per browser however often it is asked. */
export interface AgentPushRequest {
  key: string;
  title: string;
  body: string;
  /** An admin path (e.g. /admin/live-chat?session=…) the notification opens. */
  url: string;
  /** Default true: no push while the staff member has a tab of the shop open (they hear it there). */
  unlessConnected?: boolean;
}

/** Only admin paths: a push never opens another site. */
/** How long a process reuses its list of who gets pushes (see staffWithPushOn). */
const RECIPIENTS_KEPT_MS = 1000;

const adminPath = (url: string) => (url.startsWith('/admin') && !url.startsWith('//') ? url : '/admin');

/**
 * Push notifications for staff (docs/product/admin.md "Notifications on your phone"): each browser's subscription,
 * the per-person on/off, and `notify` — the public method other modules call (chat's customer messages here,
 * mentions at merge). A push is a job written through the outbox, sent by a worker (PushSender).
 */
@Injectable()
export class AgentPush {
  constructor(
    @InjectRepository(PushSubscription) private readonly subscriptions: Repository<PushSubscription>,
    @InjectRepository(PushPreference) private readonly preferences: Repository<PushPreference>,
    private readonly keys: VapidKeys,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    private readonly users: UsersService,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
  ) {}

  async status(userId: string): Promise<PushStatusView> {
    const [publicKey, preference, subscriptions] = await Promise.all([
      this.keys.publicKey(),
      this.preferences.findOneBy({ userId }),
      this.subscriptions.countBy({ userId }),
    ]);
    return { publicKey, enabled: preference?.enabled ?? false, subscriptions };
  }

  /**
   * This browser accepted notifications: keep its subscription (an endpoint already known moves to this staff
   * member: a shared phone notifies whoever turned it on last) and turn their notifications on.
   */
  async subscribe(actor: StaffActor, input: PushSubscriptionDto): Promise<PushStatusView> {
    const problem = endpointProblem(input.endpoint, this.app.nodeEnv === 'production');
    if (problem) throw new ApiError(HttpStatus.BAD_REQUEST, 'push_endpoint_invalid', problem);
    await this.subscriptions.manager.transaction(async (em) => {
      await em.query(
        `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)
         ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth`,
        [actor.userId, input.endpoint, input.keys.p256dh, input.keys.auth],
      );
      await this.writePreference(em, actor.userId, true);
      await this.audit.record(
        em,
        actor,
        'push.changed',
        { type: 'user', id: actor.userId },
        {
          enabled: true,
          browser: 'subscribed',
        },
      );
    });
    this.pushOn = null;
    return this.status(actor.userId);
  }

  /** This browser stops: its subscription is forgotten (only the caller's own). */
  async unsubscribe(actor: StaffActor, input: PushEndpointDto): Promise<PushStatusView> {
    await this.subscriptions.manager.transaction(async (em) => {
      const removed = await em.delete(PushSubscription, { userId: actor.userId, endpoint: input.endpoint });
      if (removed.affected) {
        await this.audit.record(
          em,
          actor,
          'push.changed',
          { type: 'user', id: actor.userId },
          {
            browser: 'unsubscribed',
          },
        );
      }
    });
    this.pushOn = null;
    return this.status(actor.userId);
  }

  /** The per-person switch: off, none of their browsers is notified (the subscriptions stay for turning on). */
  async setEnabled(actor: StaffActor, enabled: boolean): Promise<PushStatusView> {
    await this.preferences.manager.transaction(async (em) => {
      const before = await em.findOneBy(PushPreference, { userId: actor.userId });
      if ((before?.enabled ?? false) === enabled) return;
      await this.writePreference(em, actor.userId, enabled);
      await this.audit.record(em, actor, 'push.changed', { type: 'user', id: actor.userId }, { enabled });
    });
    this.pushOn = null;
    return this.status(actor.userId);
  }

  /**
   * Sends a push to one staff member's browsers, once. With `em` the job is written in the caller's transaction
   * (the outbox), so it is sent exactly when that change commits; without, in a transaction of its own.
   */
  async notify(userId: string, request: AgentPushRequest, em?: EntityManager): Promise<void> {
    const write = (manager: EntityManager) =>
      this.outbox.enqueue(
        manager,
        'push',
        'agent-push',
        {
          userId,
          key: request.key,
          title: request.title,
          body: request.body,
          url: adminPath(request.url),
          unlessConnected: request.unlessConnected ?? true,
        },
        { jobId: `push.${request.key}` },
      );
    if (em) await write(em);
    else {
      await this.subscriptions.manager.transaction(write);
      this.outbox.kick();
    }
  }

  /**
   * A customer wrote: the assignee is told, or every staff member with notifications on when nobody has the
   * chat. Who has a tab open is decided when the job runs.
   */
  async customerMessage(message: ChatMessageView, session: ChatSessionView): Promise<void> {
    const recipients = await this.recipients(session.assigneeId);
    if (recipients.length === 0) return;
    const body = messagePreview(message.message) || 'New message';
    await this.subscriptions.manager.transaction(async (em) => {
      for (const userId of recipients) {
        await this.notify(
          userId,
          {
            key: messagePushKey(message.id, userId),
            title: session.customerName || 'Customer',
            body,
            url: `/admin/live-chat?session=${encodeURIComponent(session.id)}`,
          },
          em,
        );
      }
    });
    this.outbox.kick();
  }

  /**
   * A teammate named this agent with @name in a staff-only note: a push when they have notifications on and no
   * admin tab open (the open tabs show the mention themselves). One per note and agent, whatever repeats it.
   */
  async mention(mention: ChatMention): Promise<void> {
    const [recipient] = await this.recipients(mention.agentId);
    if (recipient !== mention.agentId) return;
    await this.notify(mention.agentId, {
      key: `mention.${mention.messageId}.${mention.agentId}`,
      title: `${mention.byName} mentioned you`,
      body: messagePreview(mention.text) || mention.customerName,
      url: `/admin/live-chat?session=${encodeURIComponent(mention.sessionId)}`,
    });
  }

  /** Staff with notifications on and at least one browser, who are still active staff (the assignee only, if any). */
  private async recipients(assigneeId: string | null): Promise<string[]> {
    const ids = await this.staffWithPushOn();
    return assigneeId ? ids.filter((id) => id === assigneeId) : ids;
  }

  /**
   * Read at most once a second per process, and again after a change made here: every customer message asks, and
   * reading the tables each time cost two queries per message. A switch turned off elsewhere is still honoured at
   * once: the sender reads it again before it sends.
   */
  private staffWithPushOn(): Promise<string[]> {
    const kept = this.pushOn;
    if (kept && Date.now() - kept.at < RECIPIENTS_KEPT_MS) return kept.ids;
    const ids = this.readStaffWithPushOn();
    const entry = { at: Date.now(), ids };
    this.pushOn = entry;
    ids.catch(() => {
      if (this.pushOn === entry) this.pushOn = null;
    });
    return ids;
  }

  private pushOn: { at: number; ids: Promise<string[]> } | null = null;

  private async readStaffWithPushOn(): Promise<string[]> {
    const enabled = await this.preferences.find({ where: { enabled: true }, select: { userId: true } });
    if (enabled.length === 0) return [];
    const withBrowsers = await this.subscriptions.find({
      where: { userId: In(enabled.map((row) => row.userId)) },
      select: { userId: true },
    });
    const staff = new Set((await this.users.activeStaff()).map((user) => user.id));
    return [...new Set(withBrowsers.map((row) => row.userId))].filter((id) => staff.has(id));
  }

  private async writePreference(em: EntityManager, userId: string, enabled: boolean) {
    await em.query(
      `INSERT INTO push_preferences (user_id, enabled) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET enabled = EXCLUDED.enabled, updated_at = now()`,
      [userId, enabled],
    );
  }
}
