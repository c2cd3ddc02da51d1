import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, EntityManager, Repository } from 'typeorm';
import type { Language, OrderEmailState, OutboundEmailView } from '@kedai/contracts';
import { likePattern } from '../database/sql-values';
import { OutboxService } from '../outbox/outbox.service';
import { jobId } from '../queue/job-catalogue';
import { renderEmail, type EmailBlock } from './email-layout';
import { OutboundEmail, OutboundEmailStatus } from './entities/outbound-email.entity';

/** Threading headers of a message that is part of a conversation (an answer by e-mail, docs/channels.md). */
export interface MailHeaders {
  /** Where the customer's answer goes (a conversation's reply+<token>@ address). */
  replyTo?: string;
  /** The Message-ID this answers, and the thread's ids, oldest first. */
  inReplyTo?: string;
  references?: string[];
  /** An automatic answer (RFC 3834 `Auto-Submitted: auto-replied`): auto-responders must not answer it. */
  autoSubmitted?: 'auto-replied';
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  related?: { type: string; id: string };
  headers?: MailHeaders;
}

/** An e-mail as its writers compose it: content blocks the one layout renders to HTML and text. */
export interface ComposedEmail {
  to: string;
  subject: string;
  blocks: EmailBlock[];
  /** The language the e-mail is written in (the layout's own words follow it); English when left out. */
  language?: Language;
  /** The order it is about (listed with the order's e-mails); else what else it is about. */
  orderId?: string;
  related?: { type: string; id: string };
  headers?: MailHeaders;
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
        headers: message.headers && Object.keys(message.headers).length > 0 ? message.headers : null,
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

  /**
   * The entry point of every e-mail: renders the blocks with the shop's layout (HTML and plain text) and
   * stores it in the outbox, in the caller's transaction when given (see `send`).
   */
  compose(message: ComposedEmail, em?: EntityManager): Promise<OutboundEmail> {
    const { html, text } = renderEmail(message.subject, message.blocks, message.language);
    const related = message.orderId ? { type: 'order', id: message.orderId } : message.related;
    return this.send(
      {
        to: message.to,
        subject: message.subject,
        text,
        html,
        ...(related && { related }),
        ...(message.headers && { headers: message.headers }),
      },
      em,
    );
  }

  /** Newest first; `search` matches the recipient, the subject or what the mail is about (an order id). */
  list(
    filter: { status?: OutboundEmailStatus; relatedId?: string; search?: string },
    limit = 100,
  ): Promise<OutboundEmail[]> {
    const builder = this.outbox.createQueryBuilder('mail').orderBy('mail.createdAt', 'DESC').take(limit);
    if (filter.status) builder.andWhere('mail.status = :status', { status: filter.status });
    if (filter.relatedId) builder.andWhere('mail.relatedId = :relatedId', { relatedId: filter.relatedId });
    const search = filter.search?.trim();
    if (search) {
      builder.andWhere(
        new Brackets((where) =>
          where
            .where('mail.toAddress ILIKE :search')
            .orWhere('mail.subject ILIKE :search')
            .orWhere('mail.relatedId ILIKE :search'),
        ),
        { search: likePattern(search) },
      );
    }
    return builder.getMany();
  }

  /** The e-mails about each of these orders (relatedType 'order'), newest first, with their real status. */
  async orderEmails(orderIds: string[]): Promise<Map<string, OrderEmailState[]>> {
    const byOrder = new Map<string, OrderEmailState[]>();
    if (orderIds.length === 0) return byOrder;
    const emails = await this.outbox
      .createQueryBuilder('mail')
      .select(['mail.id', 'mail.relatedId', 'mail.subject', 'mail.status', 'mail.lastError', 'mail.createdAt'])
      .where("mail.relatedType = 'order'")
      .andWhere('mail.relatedId IN (:...orderIds)', { orderIds })
      .orderBy('mail.createdAt', 'DESC')
      .addOrderBy('mail.id', 'DESC')
      .getMany();
    for (const email of emails) {
      const list = byOrder.get(email.relatedId ?? '') ?? [];
      list.push({
        id: email.id,
        subject: email.subject,
        status: email.status,
        lastError: email.lastError,
        at: email.createdAt.toISOString(),
      });
      byOrder.set(email.relatedId ?? '', list);
    }
    return byOrder;
  }

  /**
   * SQL for the e-mails about the order whose orderId is `orderIdSql` (a column of the caller's statement), as
   * one JSON array in `orderEmails`' order: lets a reader take them in the same statement as the order.
   * `orderEmailsFromJson` reads it back.
   */
  orderEmailsJsonSql(orderIdSql: string): string {
    return `(SELECT coalesce(json_agg(json_build_object(
        'id', m.id, 'subject', m.subject, 'status', m.status, 'lastError', m.last_error, 'at', m.created_at)
        ORDER BY m.created_at DESC, m.id DESC), '[]')
      FROM outbound_emails m WHERE m.related_type = 'order' AND m.related_id = ${orderIdSql})`;
  }

  /** The e-mails read by `orderEmailsJsonSql`. */
  orderEmailsFromJson(json: OrderEmailState[]): OrderEmailState[] {
    return json.map((email) => ({ ...email, at: new Date(email.at).toISOString() }));
  }

  /** Sends a stored e-mail again, as a new outbox entry (the first keeps its own status and error); null if unknown. */
  async resend(id: string): Promise<OutboundEmail | null> {
    const original = await this.outbox.findOneBy({ id });
    if (!original) return null;
    return this.send({
      to: original.toAddress,
      subject: original.subject,
      text: original.textBody,
      ...(original.htmlBody && { html: original.htmlBody }),
      ...(original.headers && { headers: original.headers }),
      ...(original.relatedType &&
        original.relatedId && { related: { type: original.relatedType, id: original.relatedId } }),
    });
  }
}

export function toOutboundEmailView(email: OutboundEmail): OutboundEmailView {
  return {
    id: email.id,
    toAddress: email.toAddress,
    subject: email.subject,
    textBody: email.textBody,
    htmlBody: email.htmlBody,
    status: email.status,
    attempts: email.attempts,
    lastError: email.lastError,
    relatedType: email.relatedType,
    relatedId: email.relatedId,
    createdAt: email.createdAt.toISOString(),
    sentAt: email.sentAt ? email.sentAt.toISOString() : null,
    headers: email.headers,
  };
}
