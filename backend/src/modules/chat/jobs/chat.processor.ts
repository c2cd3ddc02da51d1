import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { JobOf } from '../../../core/queue/job-catalogue';
import { AutoReplyDelivery } from '../auto-reply/auto-reply-delivery.service';
import { ChatContinuityService } from '../services/chat-continuity.service';
import { InJobLogContext } from '../../../core/logging/log-context';

/**
 * The chat queue: delayed keyword auto-replies and continuity digests. Registered only where workers run. A few at
 * once: each reply waits mostly on the database, but holds a connection and its session's lock while it does, and
 * the process's pool (20) also serves the live messages. At night every new conversation gets the away answer, and
 * 50 replies falling due together (as many conversations opened at once) took every connection and held the live
 * messages back by a quarter of a second; six at once keep up with hundreds of replies a second.
 */
@Processor('chat', { concurrency: 6 })
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
