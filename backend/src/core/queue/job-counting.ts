import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { WorkerHost } from '@nestjs/bullmq';

/** Per-minute data points BullMQ keeps beside each queue's completed and failed counters: one day. */
export const METRICS_DATA_POINTS = 24 * 60;

/**
 * Turns on BullMQ's metrics for every worker of this process: the script that finishes a job then adds one
 * to the queue's completed (or failed) counter in the same step, so the queue screen counts completed jobs
 * even though they are removed on completion (`removeOnComplete`). Set here, once, rather than in each
 * `@Processor`, so a new processor is counted too; BullMQ reads the option whenever a job finishes.
 */
@Injectable()
export class JobCounting implements OnApplicationBootstrap {
  private readonly logger = new Logger(JobCounting.name);

  constructor(private readonly discovery: DiscoveryService) {}

  onApplicationBootstrap() {
    for (const wrapper of this.discovery.getProviders()) {
      const instance: unknown = wrapper.instance;
      if (!(instance instanceof WorkerHost)) continue;
      try {
        instance.worker.opts.metrics ??= { maxDataPoints: METRICS_DATA_POINTS };
      } catch (error) {
        this.logger.warn(`No worker to count on ${wrapper.name}: ${String(error)}`);
      }
    }
  }
}
