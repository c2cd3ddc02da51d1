import { Logger } from '@nestjs/common';
import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { InJobLogContext } from '../../../../core/logging/log-context';
import type { JobOf } from '../../../../core/queue/job-catalogue';
import { DataErasureRunner } from '../services/data-erasure.runner';
import { DataExportRunner } from '../services/data-export.runner';

/** The `privacy` queue: data exports, their expiry, and account erasures (one or two at a time: they read a lot). */
@Processor('privacy', { concurrency: 2 })
export class PrivacyProcessor extends WorkerHost {
  private readonly logger = new Logger(PrivacyProcessor.name);

  constructor(
    private readonly exports: DataExportRunner,
    private readonly erasures: DataErasureRunner,
  ) {
    super();
  }

  @InJobLogContext('privacy')
  async process(job: JobOf<'privacy'>): Promise<unknown> {
    switch (job.name) {
      case 'data-export':
        return this.exports.run(job.data.requestId);
      case 'data-export-expiry':
        return this.exports.expire(job.data.requestId);
      case 'data-erasure':
        return this.erasures.run(job.data.requestId);
    }
  }

  /** After the last attempt a request must not read "preparing" or "in grace period" forever: it reads failed. */
  @OnWorkerEvent('failed')
  @InJobLogContext('privacy')
  async failed(job: JobOf<'privacy'> | undefined, error: Error) {
    if (!job || job.name === 'data-export-expiry') return;
    const final = error.name === 'UnrecoverableError' || job.attemptsMade >= (job.opts.attempts ?? 1);
    if (!final) return;
    this.logger.error(`${job.name} of request ${job.data.requestId} failed for good: ${error.message}`);
    const runner = job.name === 'data-export' ? this.exports : this.erasures;
    await runner.giveUp(job.data.requestId, error.message).catch((giveUpError: unknown) => {
      this.logger.error(`Could not record the failure of ${job.data.requestId}: ${String(giveUpError)}`);
    });
  }
}
