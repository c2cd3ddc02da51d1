import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobsService } from '../../core/queue/jobs.service';
import { heartbeatKey, type WorkerBeat } from '../../core/queue/worker-heartbeat.service';
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
  database: ComponentState;
  redis: ComponentState;
  workers: WorkersState;
  uptimeSeconds: number;
}

export interface ProbeReport {
  probe: 'liveness' | 'readiness';
  status: 'ok' | 'degraded';
  database?: ComponentState;
  redis?: ComponentState;
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

  /**
   * Status is ok when the database and Redis answer; workers are reported, not required. Without
   * `detailed`, no worker hosts or PIDs and no error texts (they name internal addresses).
   */
  async report(detailed: boolean): Promise<HealthReport> {
    const [database, redis, processes, connections] = await Promise.all([
      probe(() => this.dataSource.query('SELECT 1')),
      probe(() => this.redis.client.ping()),
      this.liveWorkers(),
      this.countWorkerConnections(),
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
    return {
      status: ready ? 'ok' : 'degraded',
      database: shown(database),
      redis: shown(redis),
      workers,
      uptimeSeconds: Math.round(process.uptime()),
    };
  }

  /** Liveness: this process answers (its event loop runs); no dependency is checked. */
  liveness(): ProbeReport {
    return { probe: 'liveness', status: 'ok', uptimeSeconds: Math.round(process.uptime()) };
  }

  /** Readiness: this process can serve, i.e. the database and Redis answer. */
  async readiness(): Promise<ProbeReport> {
    const [database, redis] = await Promise.all([
      probe(() => this.dataSource.query('SELECT 1')),
      probe(() => this.redis.client.ping()),
    ]);
    return {
      probe: 'readiness',
      status: database.status === 'up' && redis.status === 'up' ? 'ok' : 'degraded',
      database,
      redis,
      uptimeSeconds: Math.round(process.uptime()),
    };
  }

  /** Worker processes whose heartbeat key has not expired. */
  private async liveWorkers(): Promise<WorkerBeat[]> {
    try {
      const pattern = heartbeatKey(this.redis, '*');
      const keys: string[] = [];
      let cursor = '0';
      do {
        const [next, found] = await this.redis.client.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
        cursor = next;
        keys.push(...found);
      } while (cursor !== '0' && keys.length < 1000);
      if (keys.length === 0) return [];
      const values = await this.redis.client.mget(...keys);
      return values
        .filter((value): value is string => typeof value === 'string')
        .map((value) => JSON.parse(value) as WorkerBeat)
        .sort((a, b) => a.id.localeCompare(b.id));
    } catch {
      return [];
    }
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
