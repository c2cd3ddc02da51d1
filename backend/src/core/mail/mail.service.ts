import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { OutboxService } from '../outbox/outbox.service';
import { jobId } from '../queue/job-catalogue';
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
    private readonly jobIntents: OutboxService,
  ) {}

  /**
   * Stores the message and its delivery job in one transaction: the caller's, when given (the e-mail
   * then exists exactly when the change it announces does; call `OutboxService.kick()` after the commit),
   * else its own, delivered at once. The job id makes a redelivery harmless.
   */
  async send(message: EmailMessage, em?: EntityManager): Promise<OutboundEmail> {
    if (!em) {
      const email = await this.outbox.manager.transaction((own) => this.send(message, own));
      this.jobIntents.kick();
      return email;
    }
    const email = await em.save(
      em.create(OutboundEmail, {
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html ?? null,
        relatedType: message.related?.type ?? null,
        relatedId: message.related?.id ?? null,
      }),
    );
    await this.jobIntents.enqueue(
      em,
      'notifications',
      'send-email',
      { outboxId: email.id },
      { jobId: jobId('email', email.id) },
    );
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
