import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import type { QueueAlertThresholds, QueueAlertView, QueueAlertsState } from '@kedai/contracts';
import { MailService } from '../../../core/mail/mail.service';
import { OutboxService } from '../../../core/outbox/outbox.service';
import { QUEUE_NAMES } from '../../../core/queue/job-catalogue';
import { QueueStats } from '../../../core/queue/queue-stats.service';
import { DomainEvents } from '../../../core/events/domain-events.service';
import { AuditService, type StaffActor } from '../../audit';
import { UsersService } from '../../users';
import { QueueAlert } from '../entities/queue-alert.entity';
import { QueueAlertThreshold } from '../entities/queue-alert-threshold.entity';
import { alertText, queueAlertChanges } from './queue-alert-rules';

const toView = (alert: QueueAlert): QueueAlertView => ({
  queue: alert.queue,
  metric: alert.metric,
  threshold: alert.threshold,
  value: alert.value,
  raisedAt: alert.raisedAt.toISOString(),
});

/**
 * Queue and dead-letter alerts (docs/ops.md, "Queue alerts"): admins set thresholds per queue; the worker's
 * check (a job scheduler on the maintenance queue) raises an alert once when a value goes above its threshold and
 * clears it once when it is back. Raising and clearing each write one e-mail per admin through the outbox in the
 * same transaction as the alert's row (a partial unique index keeps one open alert per queue and measure, so two
 * workers checking at once raise it once), and tell the admin screens live (`ops:queue-alerts`, from QueueAlertsAnnouncer).
 */
@Injectable()
export class QueueAlertsService {
  private readonly logger = new Logger(QueueAlertsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly stats: QueueStats,
    private readonly mail: MailService,
    private readonly outbox: OutboxService,
    private readonly events: DomainEvents,
    private readonly users: UsersService,
    private readonly audit: AuditService,
  ) {}

  async state(): Promise<QueueAlertsState> {
    const [alerts, thresholds] = await Promise.all([this.openAlerts(), this.thresholds()]);
    return { alerts: alerts.map(toView), thresholds };
  }

  /** Every queue's thresholds (null where not set). */
  async thresholds(): Promise<QueueAlertThresholds[]> {
    const rows = await this.dataSource.getRepository(QueueAlertThreshold).find();
    return QUEUE_NAMES.map((queue) => {
      const row = rows.find((one) => one.queue === queue);
      return {
        queue,
        depth: row?.depth ?? null,
        oldestWaitingSeconds: row?.oldestWaitingSeconds ?? null,
        failedLastHour: row?.failedLastHour ?? null,
      };
    });
  }

  /** An admin sets one queue's thresholds (audited); the next check applies them. */
  async setThresholds(actor: StaffActor, input: QueueAlertThresholds): Promise<QueueAlertThresholds[]> {
    await this.dataSource.transaction(async (em) => {
      await em.getRepository(QueueAlertThreshold).upsert(
        {
          queue: input.queue,
          depth: input.depth,
          oldestWaitingSeconds: input.oldestWaitingSeconds,
          failedLastHour: input.failedLastHour,
        },
        ['queue'],
      );
      await this.audit.record(
        em,
        actor,
        'settings.changed',
        { type: 'settings', id: `queue-alerts:${input.queue}` },
        { depth: input.depth, oldestWaitingSeconds: input.oldestWaitingSeconds, failedLastHour: input.failedLastHour },
      );
    });
    return this.thresholds();
  }

  private openAlerts(em: EntityManager = this.dataSource.manager): Promise<QueueAlert[]> {
    return em.getRepository(QueueAlert).find({ where: { clearedAt: IsNull() }, order: { raisedAt: 'ASC' } });
  }

  /** The worker's check: raises and clears alerts; answers what it did (the job's return value). */
  async check(): Promise<{ raised: number; cleared: number }> {
    const [queues, thresholds, open] = await Promise.all([this.stats.all(), this.thresholds(), this.openAlerts()]);
    const changes = queueAlertChanges(queues, thresholds, open);
    if (changes.raise.length === 0 && changes.clear.length === 0) return { raised: 0, cleared: 0 };
    const admins = await this.users.activeAdminEmails();
    let raised = 0;
    let cleared = 0;
    for (const alert of changes.raise) {
      const done = await this.dataSource.transaction(async (em) => {
        const inserted = await em
          .createQueryBuilder()
          .insert()
          .into(QueueAlert)
          .values({ queue: alert.queue, metric: alert.metric, threshold: alert.threshold, value: alert.value })
          .orIgnore()
          .returning(['id'])
          .execute();
        if (!Array.isArray(inserted.raw) || inserted.raw.length === 0) return false;
        await this.tell(em, admins, `Queue alert: ${alertText(alert)}`, [
          `Kedai's ${alert.queue} queue crossed an alert threshold: ${alertText(alert)}.`,
          'Open Admin → Queues to see its jobs. You will get one more e-mail when it has recovered.',
        ]);
        return true;
      });
      if (done) {
        raised += 1;
        this.logger.warn(`Queue alert raised: ${alertText(alert)}`);
      }
    }
    for (const alert of changes.clear) {
      const done = await this.dataSource.transaction(async (em) => {
        const updated = await em
          .getRepository(QueueAlert)
          .update({ queue: alert.queue, metric: alert.metric, clearedAt: IsNull() }, { clearedAt: new Date() });
        if (!updated.affected) return false;
        await this.tell(em, admins, `Queue recovered: ${alertText(alert)}`, [
          `Kedai's ${alert.queue} queue is back under its alert threshold: ${alertText(alert)}.`,
        ]);
        return true;
      });
      if (done) {
        cleared += 1;
        this.logger.log(`Queue alert cleared: ${alertText(alert)}`);
      }
    }
    if (raised + cleared > 0) {
      this.outbox.kick();
      this.events.emit('ops.queue-alerts.changed', { alerts: (await this.openAlerts()).map(toView) });
    }
    return { raised, cleared };
  }

  private async tell(em: EntityManager, admins: string[], subject: string, lines: string[]): Promise<void> {
    for (const to of admins) {
      await this.mail.send({ to, subject, text: lines.join('\n\n'), related: { type: 'ops', id: 'queue-alerts' } }, em);
    }
  }
}
