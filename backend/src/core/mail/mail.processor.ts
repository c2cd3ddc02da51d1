import { Processor, WorkerHost } from '@nestjs/bullmq';
import { UnrecoverableError } from 'bullmq';
import { Inject, Logger } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { mailConfig } from '../config/configuration';
import { DomainEvents } from '../events/domain-events.service';
import type { JobOf } from '../queue/job-catalogue';
import { OutboundEmail, type OutboundEmailStatus } from './entities/outbound-email.entity';
import { MailTransport } from './mail-transport';

/** The SMTP reply code of a send error (nodemailer's responseCode), 0 when there is none. */
const smtpCode = (error: unknown) => {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' ? code : 0;
};

@Processor('notifications')
export class MailProcessor extends WorkerHost {
  private readonly logger = new Logger(MailProcessor.name);

  constructor(
    @InjectRepository(OutboundEmail) private readonly outbox: Repository<OutboundEmail>,
    private readonly transport: MailTransport,
    @Inject(mailConfig.KEY) private readonly config: ConfigType<typeof mailConfig>,
    private readonly events: DomainEvents,
  ) {
    super();
  }

  /** Tells the screens (e.g. an order's "e-mail sent / failed") after the status is stored. */
  private changed(email: OutboundEmail, status: OutboundEmailStatus): void {
    this.events.emit('mail.status.changed', {
      emailId: email.id,
      status,
      relatedType: email.relatedType,
      relatedId: email.relatedId,
    });
  }

  async process(job: JobOf<'notifications'>): Promise<string> {
    const email = await this.outbox.findOneBy({ id: job.data.outboxId });
    if (!email) return 'missing';
    // A retry or duplicate after a successful send must not send twice.
    if (email.status === 'sent' || email.status === 'kept') return email.status;
    const resolved = await this.transport.resolve();
    if (!resolved) {
      await this.outbox.update({ id: email.id }, { status: 'kept' });
      this.changed(email, 'kept');
      return 'kept';
    }
    await this.outbox.increment({ id: email.id }, 'attempts', 1);
    try {
      await resolved.transporter.sendMail({
        from: resolved.from ?? this.config.from,
        to: email.toAddress,
        subject: email.subject,
        text: email.textBody,
        html: email.htmlBody ?? undefined,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // A 5xx answer (e.g. 550 mailbox unavailable) will not change on a retry: failed at once.
      const permanent = smtpCode(error) >= 500;
      const final = permanent || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      await this.outbox.update({ id: email.id }, { lastError: message, status: final ? 'failed' : 'queued' });
      this.changed(email, final ? 'failed' : 'queued');
      this.logger.warn(`Sending e-mail ${email.id} failed (attempt ${job.attemptsMade + 1}): ${message}`);
      throw permanent ? new UnrecoverableError(message) : error;
    }
    await this.outbox.update({ id: email.id }, { status: 'sent', sentAt: new Date(), lastError: null });
    this.changed(email, 'sent');
    return 'sent';
  }
}
