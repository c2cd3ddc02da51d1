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
import { InJobLogContext, noteInLogContext } from '../logging/log-context';

/** The SMTP reply code of a send error (nodemailer's responseCode), 0 when there is none. */
const smtpCode = (error: unknown) => {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' ? code : 0;
};

/**
 * The e-mail's Message-ID, made from its outbox row: a resend after a worker died between the SMTP server's
 * "accepted" and the row's "sent" carries the same id, so receivers drop the copy. The domain is the sender's.
 */
export function outboxMessageId(emailId: string, from: string | { address: string }): string {
  const address = typeof from === 'string' ? (/<([^>]+)>/.exec(from)?.[1] ?? from) : from.address;
  const domain = /@([A-Za-z0-9.-]+)$/.exec(address.trim())?.[1] ?? 'kedai.local';
  return `<${emailId}@${domain}>`;
}

/** The header every e-mail the shop sends carries (its outbox id): inbound e-mail refuses mail that has it. */
export const OWN_MAIL_HEADER = 'X-Kedai-Outbox';

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

  @InJobLogContext('notifications')
  async process(job: JobOf<'notifications'>): Promise<string> {
    const email = await this.outbox.findOneBy({ id: job.data.outboxId });
    if (!email) return 'missing';
    if (email.relatedType === 'order' && email.relatedId) noteInLogContext({ orderId: email.relatedId });
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
      const from = resolved.from ?? this.config.from;
      await resolved.transporter.sendMail({
        from,
        messageId: outboxMessageId(email.id, from),
        to: email.toAddress,
        subject: email.subject,
        text: email.textBody,
        html: email.htmlBody ?? undefined,
        ...(email.headers?.replyTo && { replyTo: email.headers.replyTo }),
        ...(email.headers?.inReplyTo && { inReplyTo: email.headers.inReplyTo }),
        ...(email.headers?.references?.length && { references: email.headers.references }),
        // Marks the shop's own mail: one that comes back to an inbound address is a loop, never a reply.
        headers: {
          [OWN_MAIL_HEADER]: email.id,
          ...(email.headers?.autoSubmitted && { 'Auto-Submitted': email.headers.autoSubmitted }),
        },
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
    this.logger.log(`E-mail ${email.id} sent`);
    return 'sent';
  }
}
