import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { JobsOptions, Queue } from 'bullmq';
import { withRequestId } from '../logging/log-context';
import { JobName, JobPayload, QueueName } from './job-catalogue';

/** Typed producer for every queue of the catalogue. */
@Injectable()
export class JobsService {
  private readonly queues: Record<QueueName, Queue>;

  constructor(
    @InjectQueue('chat') chat: Queue,
    @InjectQueue('fulfilment') fulfilment: Queue,
    @InjectQueue('notifications') notifications: Queue,
    @InjectQueue('maintenance') maintenance: Queue,
    @InjectQueue('screenshots') screenshots: Queue,
    @InjectQueue('cleanup') cleanup: Queue,
    @InjectQueue('payments') payments: Queue,
    @InjectQueue('stock-alerts') stockAlerts: Queue,
    @InjectQueue('push') push: Queue,
    @InjectQueue('channels') channels: Queue,
    @InjectQueue('privacy') privacy: Queue,
  ) {
    this.queues = {
      chat,
      fulfilment,
      notifications,
      maintenance,
      screenshots,
      cleanup,
      payments,
      'stock-alerts': stockAlerts,
      push,
      channels,
      privacy,
    };
  }

  add<Q extends QueueName, N extends JobName<Q>>(queue: Q, name: N, data: JobPayload<Q, N>, options?: JobsOptions) {
    // The request that caused the job names its log lines in the worker (core/logging/log-context.ts).
    return this.queues[queue].add(name, withRequestId(data), options);
  }

  queue(name: QueueName): Queue {
    return this.queues[name];
  }

  all(): Queue[] {
    return Object.values(this.queues);
  }
}
