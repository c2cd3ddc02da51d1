import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { Job } from 'bullmq';
import { AutoReplyJob } from '../../core/queue/job-catalogue';
import { ChatService } from './chat.service';

/**
 * The chat queue: delayed keyword auto-replies. Registered only where workers run. Many at once: each
 * reply waits mostly on the database, and its store joins the batched message writes.
 */
@Processor('chat', { concurrency: 50 })
export class ChatProcessor extends WorkerHost {
  private readonly logger = new Logger(ChatProcessor.name);

  constructor(private readonly chat: ChatService) {
    super();
  }

  async process(job: Job<AutoReplyJob>): Promise<string> {
    if (job.name !== 'auto-reply') {
      this.logger.warn(`Unknown chat job ${job.name}`);
      return 'unknown';
    }
    return this.chat.deliverAutoReply(job.data);
  }
}
