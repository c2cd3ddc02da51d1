import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainEvents } from '../../../../core/events/domain-events.service';
import { MailService } from '../../../../core/mail/mail.service';
import { PersonalDataRegistry, type DataSubject } from '../../../../core/maintenance/personal-data';
import { OutboxService } from '../../../../core/outbox/outbox.service';
import { jobId } from '../../../../core/queue/job-catalogue';
import { FileStorageService } from '../../../../core/storage/file-storage.service';
import { OrderPersonalData } from '../../../orders';
import { DataRequest } from '../../entities/data-request.entity';
import { erasureDoneMessage } from '../rules/data-request-mails';
import { DataRequestLanguage } from './data-request-language';

/**
 * Erases an account at the end of its grace period (the `privacy` queue's data-erasure job): every module's part
 * in one transaction (with the request marked done and the completion e-mail written in it, so a crash leaves
 * either everything or nothing), then the files and the account's sockets after the commit. A request cancelled
 * in the meantime, or already done, is left alone; one whose job ran before its time gets a job for the rest.
 */
@Injectable()
export class DataErasureRunner {
  private readonly logger = new Logger(DataErasureRunner.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly registry: PersonalDataRegistry,
    private readonly orders: OrderPersonalData,
    private readonly storage: FileStorageService,
    private readonly mail: MailService,
    private readonly outbox: OutboxService,
    private readonly events: DomainEvents,
    private readonly languages: DataRequestLanguage,
  ) {}

  /** The job failed for good: the request reads failed (staff see it in the list and can run a new one). */
  async giveUp(requestId: string, reason: string): Promise<void> {
    await this.dataSource
      .getRepository(DataRequest)
      .update(
        { id: requestId, kind: 'erasure', status: 'scheduled' },
        { status: 'failed', error: reason.slice(0, 500) },
      );
  }

  async run(requestId: string, now = new Date()): Promise<Record<string, number> | null> {
    const outcome = await this.dataSource.transaction(async (em) => {
      const requests = em.getRepository(DataRequest);
      const request = await requests.findOne({ where: { id: requestId }, lock: { mode: 'pessimistic_write' } });
      if (!request || request.kind !== 'erasure' || request.status !== 'scheduled') return null;
      if (request.dueAt && request.dueAt.getTime() > now.getTime() + 1000) {
        // Ran early (a clock between Redis and us): a job of its own for the time that is left, never skipped.
        const due = request.dueAt.getTime();
        await this.outbox.enqueue(
          em,
          'privacy',
          'data-erasure',
          { requestId },
          { jobId: jobId('data-erasure', requestId, String(due)), delayMs: due - now.getTime() },
        );
        return 'later' as const;
      }
      const subject: DataSubject = {
        userId: request.userId,
        email: request.email,
        orderIds: await this.orders.orderIdsOf(request.userId, request.email, em),
      };
      // The last e-mail's language, read before the erasure changes the account and the orders.
      const language = await this.languages.of(subject, em);
      const report: Record<string, number> = {};
      const files: string[] = [];
      for (const part of this.registry.all()) {
        const erased = await part.erase(subject, em);
        Object.assign(report, erased.parts);
        files.push(...(erased.files ?? []));
      }
      await requests.update(
        { id: requestId },
        { status: 'done', progress: 100, completedAt: new Date(), report, cancelTokenHash: null },
      );
      await this.mail.compose(erasureDoneMessage(subject.email, requestId, language), em);
      return { userId: request.userId, report, files };
    });
    if (outcome === 'later') this.outbox.kick();
    if (!outcome || outcome === 'later') return null;
    this.outbox.kick();
    for (const key of outcome.files) {
      // A file that cannot be removed now is an orphan for the orphaned-uploads cleanup, never a broken row.
      await this.storage
        .remove(key)
        .catch((error: unknown) => this.logger.warn(`Could not remove ${key}: ${String(error)}`));
    }
    // Its sessions were ended in the transaction; their sockets close now.
    if (outcome.userId) this.events.emit('auth.user-sessions.revoked', { userId: outcome.userId });
    return outcome.report;
  }
}
