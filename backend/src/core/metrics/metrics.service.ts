import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { QUEUE_NAMES } from '../queue/job-catalogue';
import { JobsService } from '../queue/jobs.service';
import { SocketCensus } from '../realtime/socket-census';

/** Job states exported per queue at scrape time. */
const SCRAPED_STATES = ['waiting', 'active', 'delayed', 'prioritized', 'paused', 'completed', 'failed'] as const;

interface QueueCounts {
  queue: string;
  counts: Record<string, number>;
}

/**
 * Prometheus metrics of this process, on a registry of its own (several apps in one test process do
 * not collide). Queue counts are read from Redis at scrape time; the rest is recorded as it happens.
 */
@Injectable()
export class MetricsService implements OnApplicationBootstrap {
  private readonly logger = new Logger(MetricsService.name);
  readonly registry = new Registry();

  readonly httpDuration = new Histogram({
    name: 'kedai_http_request_duration_seconds',
    help: 'HTTP request duration by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  readonly chatMessages = new Counter({
    name: 'kedai_chat_messages_total',
    help: 'Chat messages stored, by sender type (customer, admin, auto)',
    labelNames: ['sender_type'] as const,
    registers: [this.registry],
  });

  readonly jobDuration = new Histogram({
    name: 'kedai_job_duration_seconds',
    help: 'Time from a worker starting a job to it finishing, by queue, job name and outcome (this process)',
    labelNames: ['queue', 'name', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });

  constructor(
    private readonly jobs: JobsService,
    private readonly census: SocketCensus,
    private readonly discovery: DiscoveryService,
  ) {
    collectDefaultMetrics({ register: this.registry, prefix: 'kedai_process_' });
    const socketCensus = this.census;
    new Gauge({
      name: 'kedai_socket_connections',
      help: 'Socket.IO connections open on this API process',
      registers: [this.registry],
      collect() {
        this.set(socketCensus.localConnections());
      },
    });
    const readCounts = () => this.queueCounts();
    new Gauge({
      name: 'kedai_queue_jobs',
      help: 'BullMQ jobs per queue and state, read at scrape time',
      labelNames: ['queue', 'state'] as const,
      registers: [this.registry],
      async collect() {
        const all = await readCounts();
        this.reset();
        for (const { queue, counts } of all) {
          for (const state of SCRAPED_STATES) this.set({ queue, state }, counts[state] ?? 0);
        }
      },
    });
    new Gauge({
      name: 'kedai_queue_depth',
      help: 'Jobs ready to run but not started (waiting + prioritized + paused), per queue',
      labelNames: ['queue'] as const,
      registers: [this.registry],
      async collect() {
        const all = await readCounts();
        this.reset();
        for (const { queue, counts } of all) {
          this.set({ queue }, (counts.waiting ?? 0) + (counts.prioritized ?? 0) + (counts.paused ?? 0));
        }
      },
    });
  }

  private countsRead?: { at: number; value: Promise<QueueCounts[]> };

  /** Counts of every queue, read once per scrape (both queue gauges share it). */
  private queueCounts(): Promise<QueueCounts[]> {
    if (this.countsRead && Date.now() - this.countsRead.at < 1000) return this.countsRead.value;
    const value = Promise.all(
      QUEUE_NAMES.map(async (queue) => ({
        queue,
        counts: await this.jobs.queue(queue).getJobCounts(...SCRAPED_STATES),
      })),
    );
    this.countsRead = { at: Date.now(), value };
    value.catch(() => (this.countsRead = undefined));
    return value;
  }

  /** Job durations from the completed and failed events of every worker this process runs. */
  onApplicationBootstrap() {
    for (const wrapper of this.discovery.getProviders()) {
      const instance: unknown = wrapper.instance;
      if (!(instance instanceof WorkerHost)) continue;
      try {
        const worker = instance.worker;
        const observe = (job: Job | undefined, status: 'completed' | 'failed') => {
          if (!job?.processedOn || !job.finishedOn) return;
          this.jobDuration.observe(
            { queue: worker.name, name: job.name, status },
            (job.finishedOn - job.processedOn) / 1000,
          );
        };
        worker.on('completed', (job: Job) => observe(job, 'completed'));
        worker.on('failed', (job: Job | undefined) => observe(job, 'failed'));
      } catch (error) {
        this.logger.warn(`No worker to watch on ${wrapper.name}: ${String(error)}`);
      }
    }
  }

  /** A chat message was stored. */
  chatMessageStored(senderType: string) {
    this.chatMessages.inc({ sender_type: senderType });
  }

  async text(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
