import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { mailConfig } from '../config/configuration';
import type { JobOf } from '../queue/job-catalogue';
import { OutboundEmail } from './entities/outbound-email.entity';
import { MailTransport } from './mail-transport';

@Processor('notifications')
export class MailProcessor extends WorkerHost {
  private readonly logger = new Logger(MailProcessor.name);

  constructor(
    @InjectRepository(OutboundEmail) private readonly outbox: Repository<OutboundEmail>,
    private readonly transport: MailTransport,
    @Inject(mailConfig.KEY) private readonly config: ConfigType<typeof mailConfig>,
  ) {
    super();
  }

  async process(job: JobOf<'notifications'>): Promise<string> {
    const email = await this.outbox.findOneBy({ id: job.data.outboxId });
    if (!email) return 'missing';
    // A retry or duplicate after a successful send must not send twice.
    if (email.status === 'sent' || email.status === 'kept') return email.status;
    const resolved = await this.transport.resolve();
    if (!resolved) {
      await this.outbox.update({ id: email.id }, { status: 'kept' });
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
      const final = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      await this.outbox.update({ id: email.id }, { lastError: message, status: final ? 'failed' : 'queued' });
      this.logger.warn(`Sending e-mail ${email.id} failed (attempt ${job.attemptsMade + 1}): ${message}`);
      throw error;
    }
    await this.outbox.update({ id: email.id }, { status: 'sent', sentAt: new Date(), lastError: null });
    return 'sent';
  }
}
