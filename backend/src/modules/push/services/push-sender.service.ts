import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, Repository } from 'typeorm';
import { generateRequestDetails } from 'web-push';
import { rooms, type AgentPushPayload } from '@kedai/contracts';
import type { AgentPushJob } from '../../../core/queue/job-catalogue';
import { SocketCensus } from '../../../core/realtime/socket-census';
import { UsersService } from '../../users';
import { PushDelivery } from '../entities/push-delivery.entity';
import { PushPreference } from '../entities/push-preference.entity';
import { PushSubscription } from '../entities/push-subscription.entity';
import { VapidKeys } from './vapid-keys.service';

/** How long a push service keeps a push for a phone that is off (seconds): a chat older than this is stale. */
const PUSH_TTL_SECONDS = 3600;
const PUSH_TIMEOUT_MS = 10_000;
const DELIVERIES_KEPT_MS = 2 * 24 * 3600 * 1000;

/**
 * Sends one `agent-push` job (worker): to each browser of the staff member that has not had this push yet
 * (`push_deliveries`, so a retry after a crash or a failed browser does not repeat the others), encrypted for
 * the browser (aes128gcm, RFC 8291) and signed with the shop's VAPID key. A browser whose push service answers
 * 404/410 has unsubscribed: its subscription is removed. Any other failure fails the job, which BullMQ retries.
 */
@Injectable()
export class PushSender {
  private readonly logger = new Logger(PushSender.name);

  constructor(
    @InjectRepository(PushSubscription) private readonly subscriptions: Repository<PushSubscription>,
    @InjectRepository(PushPreference) private readonly preferences: Repository<PushPreference>,
    @InjectRepository(PushDelivery) private readonly deliveries: Repository<PushDelivery>,
    private readonly keys: VapidKeys,
    private readonly census: SocketCensus,
    private readonly users: UsersService,
  ) {}

  async send(job: AgentPushJob): Promise<string> {
    const user = await this.users.findById(job.userId);
    if (!user?.isActive || (user.role !== 'admin' && user.role !== 'agent')) return 'not-staff';
    if (!(await this.preferences.findOneBy({ userId: job.userId }))?.enabled) return 'off';
    // A tab of the shop open (any process): the agent hears the message there, no push.
    if (job.unlessConnected && (await this.census.anyIn(rooms.user(job.userId)))) return 'tab-open';

    const subscriptions = await this.subscriptions.findBy({ userId: job.userId });
    const done = new Set((await this.deliveries.findBy({ key: job.key })).map((delivery) => delivery.subscriptionId));
    const payload: AgentPushPayload = { title: job.title, body: job.body, url: job.url, tag: job.url };
    const vapid = await this.keys.details();
    const failures: string[] = [];
    let sent = 0;
    for (const subscription of subscriptions.filter((row) => !done.has(row.id))) {
      const outcome = await this.post(subscription, JSON.stringify(payload), vapid);
      if (outcome === 'sent') {
        await this.deliveries.insert({ key: job.key, subscriptionId: subscription.id });
        sent++;
      } else if (outcome === 'gone') {
        await this.subscriptions.delete({ id: subscription.id });
      } else {
        failures.push(outcome);
      }
    }
    await this.deliveries.delete({ sentAt: LessThan(new Date(Date.now() - DELIVERIES_KEPT_MS)) });
    if (failures.length > 0) {
      this.logger.warn(`Push ${job.key}: ${failures.length} browser(s) failed: ${failures[0]?.slice(0, 200)}`);
      throw new Error(`Push ${job.key} failed for ${failures.length} browser(s)`);
    }
    return `sent ${sent}`;
  }

  /**
   * web-push builds the request (the aes128gcm body for the browser's keys, the VAPID JWT for the endpoint's
   * origin); it is posted with fetch to whatever endpoint the browser's subscription named. Answers 'sent', 'gone'
   * (404/410) or what went wrong.
   */
  private async post(
    subscription: PushSubscription,
    body: string,
    vapid: Awaited<ReturnType<VapidKeys['details']>>,
  ): Promise<string> {
    try {
      const request = generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        body,
        { vapidDetails: vapid, TTL: PUSH_TTL_SECONDS, urgency: 'high' },
      );
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body,
        redirect: 'error',
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.ok) return 'sent';
      // The browser unsubscribed or the subscription expired: never again.
      if (response.status === 404 || response.status === 410) return 'gone';
      return `${response.status} from the push service`;
    } catch (error) {
      return String(error);
    }
  }
}
