import { Processor, WorkerHost } from '@nestjs/bullmq';
import { JobOf } from '../../../core/queue/job-catalogue';
import { PushSender } from '../services/push-sender.service';

/** The push queue: one job per push (a staff member, an event). Registered only where workers run. */
@Processor('push', { concurrency: 10 })
export class PushProcessor extends WorkerHost {
  constructor(private readonly sender: PushSender) {
    super();
  }

  async process(job: JobOf<'push'>): Promise<string> {
    return this.sender.send(job.data);
  }
}
