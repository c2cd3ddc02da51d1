import { Injectable, Logger } from '@nestjs/common';
import { whatsappId } from '@kedai/contracts';
import { jobId } from '../../../core/queue/job-catalogue';
import { JobsService } from '../../../core/queue/jobs.service';
import { ChatChannelInbox } from '../../chat';
import { GraphApi } from './graph-api';
import { WhatsappFollowUps } from './whatsapp-follow-ups.service';

/** Not taken by WhatsApp yet, worth another attempt (the job's retries with backoff). */
export class SendNotTakenError extends Error {}

/** A message sent from the inbox (agent or auto-reply) that only a later sweep may queue again. */
const QUEUED_FOR_MS = 30_000;

/**
 * Sends the shop's messages of WhatsApp conversations, each exactly once: the send is claimed in the database
 * (status "sending") before the request leaves, and the provider's id recorded when it answers. A send found
 * claimed and unanswered (the worker died during the request) is never repeated: it is marked failed as "not
 * known" until a status webhook (which carries the shop's own id) shows whether it arrived.
 */
@Injectable()
export class WhatsappSender {
  private readonly logger = new Logger(WhatsappSender.name);

  constructor(
    private readonly inbox: ChatChannelInbox,
    private readonly graph: GraphApi,
    private readonly jobs: JobsService,
    private readonly followUps: WhatsappFollowUps,
  ) {}

  /** Queues one message's send (the deterministic job id makes a second call the same job). */
  async queue(messageId: string, suffix?: string): Promise<void> {
    const id = suffix ? jobId('whatsapp-send', messageId, suffix) : jobId('whatsapp-send', messageId);
    await this.jobs.add('channels', 'whatsapp-send', { messageId }, { jobId: id });
  }

  /** One attempt; `lastAttempt`: a message still not taken is failed now rather than put back. */
  async send(messageId: string, lastAttempt: boolean): Promise<string> {
    const claim = await this.inbox.claimSend(messageId);
    if (typeof claim === 'string') return claim;
    // A follow-up goes out as the approved template it was written from; any other message as text.
    const template = await this.followUps.templateOf(messageId);
    const to = whatsappId(claim.phone);
    const outcome = template
      ? await this.graph.sendTemplate(
          to,
          template.templateName,
          template.language,
          template.parameters,
          claim.messageId,
        )
      : await this.graph.sendText(to, claim.text, claim.messageId);
    switch (outcome.kind) {
      case 'sent':
        await this.inbox.recordSent(messageId, outcome.providerMessageId);
        return 'sent';
      case 'refused':
        await this.inbox.recordRefused(messageId, { retry: false, reason: outcome.reason });
        return 'refused';
      case 'unknown':
        // Maybe sent: never sent again. A status webhook with our id settles it if it did arrive.
        await this.inbox.recordRefused(messageId, {
          retry: false,
          reason: `Not known whether WhatsApp received it (${outcome.reason}); it was not sent again`,
        });
        return 'unknown';
      case 'retry':
        await this.inbox.recordRefused(
          messageId,
          lastAttempt ? { retry: false, reason: outcome.reason } : { retry: true },
        );
        if (lastAttempt) return 'refused';
        throw new SendNotTakenError(outcome.reason);
    }
  }

  /** The minute's sweep: queues what no job took (lost with a process), settles sends left mid-request. */
  async sweep(): Promise<number> {
    const ids = await this.inbox.unsentMessages(QUEUED_FOR_MS);
    for (const id of ids) await this.queue(id, 'swept');
    if (ids.length > 0) this.logger.log(`Queued ${ids.length} WhatsApp message(s) whose send job was missing`);
    return ids.length;
  }
}
