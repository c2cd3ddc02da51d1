import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { JobOf } from '../../../core/queue/job-catalogue';
import { AutoReplyDelivery } from '../auto-reply/auto-reply-delivery.service';
import { ChatContinuityService } from '../services/chat-continuity.service';
import { InJobLogContext } from '../../../core/logging/log-context';

/**
 * The chat queue: delayed keyword auto-replies and continuity digests. Registered only where workers run. Many at once: each
 * reply waits mostly on the database, and its store joins the batched message writes.
 */
@Processor('chat', { concurrency: 50 })
export class ChatProcessor extends WorkerHost {
  private readonly logger = new Logger(ChatProcessor.name);

  constructor(
    private readonly autoReplies: AutoReplyDelivery,
    private readonly continuity: ChatContinuityService,
  ) {
    super();
  }

  @InJobLogContext('chat')
  async process(job: JobOf<'chat'>): Promise<string> {
    if (job.name === 'auto-reply') return this.autoReplies.deliver(job.data);
    if (job.name === 'continuity-digest') return this.continuity.sendDigest(job.data.sessionId);
    this.logger.warn(`Unknown chat job ${String((job as { name: unknown }).name)}`);
    return 'unknown';
  }
}
