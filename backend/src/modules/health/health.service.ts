import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DrainState } from '../../core/lifecycle/drain-state';
import { JobsService } from '../../core/queue/jobs.service';
import { QueueStats, type QueueHealth } from '../../core/queue/queue-stats.service';
import type { WorkerBeat } from '../../core/queue/worker-heartbeat.service';
import { RedisService } from '../../core/redis/redis.module';

export type ComponentState = { status: 'up'; latencyMs: number } | { status: 'down'; error: string };

export interface WorkersState {
  status: 'up' | 'down';
  /** Worker processes whose heartbeat is alive (each refreshes a Redis key with a TTL). */
  count: number;
  /** Only in the detailed report (admins, metrics token). */
  processes?: WorkerBeat[];
  /** BullMQ worker connections on the busiest queue, as Redis reports them. */
  connections: number;
}

export interface HealthReport {
  status: 'ok' | 'degraded';
  /** Present (true) while this process drains after SIGTERM: it still serves, readiness answers 503. */
  draining?: true;
  database: ComponentState;
  redis: ComponentState;
  workers: WorkersState;
  uptimeSeconds: number;
}

export interface ProbeReport {
  probe: 'liveness' | 'readiness';
  status: 'ok' | 'degraded';
  draining?: true;
  database?: ComponentState;
  redis?: ComponentState;
  uptimeSeconds: number;
}

/** How long any one part of a health answer may take: a health check that hangs is no health check. */
const PART_TIMEOUT_MS = 2000;

/** `work`'s answer, or `fallback` when it fails or takes longer than PART_TIMEOUT_MS (a dependency that hangs). */
async function withinTime<T>(work: () => Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work(),
      new Promise<T>((resolve) => {
        timer = setTimeout(() => resolve(fallback), PART_TIMEOUT_MS);
        timer.unref();
      }),
    ]);
  } catch {
    return fallback;
  } finally {
    clearTimeout(timer);
  }
}

export interface StaffStatus {
  status: 'ok' | 'degraded';
  draining: boolean;
  database: ComponentState;
  redis: ComponentState;
  /** null when Redis could not be read. */
  workers: { count: number; processes: WorkerBeat[] } | null;
  queues: QueueHealth[] | null;
  uptimeSeconds: number;
  checkedAt: string;
}

async function probe(check: () => Promise<unknown>, timeoutMs = PART_TIMEOUT_MS): Promise<ComponentState> {
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
    private readonly drain: DrainState,
    private readonly queueStats: QueueStats,
  ) {}

  /**
   * Status is ok when the database and Redis answer; workers are reported, not required. Without
   * `detailed`, no worker hosts or PIDs and no error texts (they name internal addresses).
   */
  async report(detailed: boolean): Promise<HealthReport> {
    const [database, redis, processes, connections] = await Promise.all([
      probe(() => this.dataSource.query('SELECT 1')),
      probe(() => this.redis.client.ping()),
      // Read from Redis too: without a time limit they hung /api/health for as long as Redis was down.
      withinTime(() => this.queueStats.liveWorkers(), []),
      withinTime(() => this.countWorkerConnections(), 0),
    ]);
    const ready = database.status === 'up' && redis.status === 'up';
    const shown = (state: ComponentState): ComponentState =>
      detailed || state.status === 'up' ? state : { status: 'down', error: 'not answering' };
    const workers: WorkersState = {
      status: processes.length > 0 ? 'up' : 'down',
      count: processes.length,
      connections,
      ...(detailed ? { processes } : {}),
    };
    return this.withDrain({
      status: ready ? 'ok' : 'degraded',
      database: shown(database),
      redis: shown(redis),
      workers,
      uptimeSeconds: Math.round(process.uptime()),
    });
  }

  /** Liveness: this process answers (its event loop runs); no dependency is checked. */
  liveness(): ProbeReport {
    return { probe: 'liveness', status: 'ok', uptimeSeconds: Math.round(process.uptime()) };
  }

  /** Readiness: this process can serve, i.e. the database and Redis answer and it is not draining. */
  async readiness(): Promise<ProbeReport> {
    const [database, redis] = await Promise.all([
      probe(() => this.dataSource.query('SELECT 1')),
      probe(() => this.redis.client.ping()),
    ]);
    return this.withDrain({
      probe: 'readiness',
      status: database.status === 'up' && redis.status === 'up' ? 'ok' : 'degraded',
      database,
      redis,
      uptimeSeconds: Math.round(process.uptime()),
    });
  }

  /** A draining process (SIGTERM received, listener still open) is not ready, whatever its dependencies say. */
  private withDrain<R extends HealthReport | ProbeReport>(report: R): R {
    return this.drain.draining ? { ...report, status: 'degraded', draining: true } : report;
  }

  /**
   * GET /api/admin/status (staff only): the readiness parts with latencies, whether this process drains,
   * the live worker processes and every queue's depth, oldest wait, failures of the last hour and completed count.
   */
  async staffStatus(): Promise<StaffStatus> {
    const [ready, workers, queues] = await Promise.all([
      this.readiness(),
      withinTime(() => this.queueStats.liveWorkers(), null),
      withinTime(() => this.queueStats.all(), null),
    ]);
    return {
      status: ready.status,
      draining: this.drain.draining,
      database: ready.database!,
      redis: ready.redis!,
      workers: workers === null ? null : { count: workers.length, processes: workers },
      queues,
      uptimeSeconds: ready.uptimeSeconds,
      checkedAt: new Date().toISOString(),
    };
  }

  private async countWorkerConnections(): Promise<number> {
    try {
      const counts = await Promise.all(this.jobs.all().map((queue) => queue.getWorkersCount()));
      return Math.max(0, ...counts);
    } catch {
      return 0;
    }
  }
}
