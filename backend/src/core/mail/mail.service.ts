import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { jobId } from '../queue/job-catalogue';
import { JobsService } from '../queue/jobs.service';
import { OutboundEmail, OutboundEmailStatus } from './entities/outbound-email.entity';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  related?: { type: string; id: string };
}

@Injectable()
export class MailService {
  constructor(
    @InjectRepository(OutboundEmail) private readonly outbox: Repository<OutboundEmail>,
    private readonly jobs: JobsService,
  ) {}

  /** Stores the message, then queues its delivery; the job id makes a duplicate enqueue harmless. */
  async send(message: EmailMessage): Promise<OutboundEmail> {
    const email = await this.outbox.save(
      this.outbox.create({
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html ?? null,
        relatedType: message.related?.type ?? null,
        relatedId: message.related?.id ?? null,
      }),
    );
    await this.jobs.add('notifications', 'send-email', { outboxId: email.id }, { jobId: jobId('email', email.id) });
    return email;
  }

  list(filter: { status?: OutboundEmailStatus; relatedId?: string }, limit = 100): Promise<OutboundEmail[]> {
    return this.outbox.find({
      where: {
        ...(filter.status && { status: filter.status }),
        ...(filter.relatedId && { relatedId: filter.relatedId }),
      },
      order: { createdAt: 'DESC' },
      take: limit,
    });
  }
}
