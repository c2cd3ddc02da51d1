import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobsService } from '../../core/queue/jobs.service';
import { RedisService } from '../../core/redis/redis.module';

export type ComponentState = { status: 'up'; latencyMs: number } | { status: 'down'; error: string };

export interface HealthReport {
  status: 'ok' | 'degraded';
  database: ComponentState;
  redis: ComponentState;
  workers: { status: 'up' | 'down'; count: number };
  uptimeSeconds: number;
}

async function probe(check: () => Promise<unknown>, timeoutMs = 2000): Promise<ComponentState> {
  const started = performance.now();
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs).unref(),
      ),
    ]);
    return { status: 'up', latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch (error) {
    return { status: 'down', error: error instanceof Error ? error.message : String(error) };
  }
}

@Injectable()
export class HealthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly redis: RedisService,
    private readonly jobs: JobsService,
  ) {}

  async report(): Promise<HealthReport> {
    const [database, redis, workerCount] = await Promise.all([
      probe(() => this.dataSource.query('SELECT 1')),
      probe(() => this.redis.client.ping()),
      this.countWorkers(),
    ]);
    const ready = database.status === 'up' && redis.status === 'up';
    return {
      status: ready ? 'ok' : 'degraded',
      database,
      redis,
      workers: { status: workerCount > 0 ? 'up' : 'down', count: workerCount },
      uptimeSeconds: Math.round(process.uptime()),
    };
  }

  /** Workers connected to any queue, across every worker process (BullMQ names their Redis connections). */
  private async countWorkers(): Promise<number> {
    try {
      const counts = await Promise.all(this.jobs.all().map((queue) => queue.getWorkersCount()));
      return Math.max(0, ...counts);
    } catch {
      return 0;
    }
  }
}
