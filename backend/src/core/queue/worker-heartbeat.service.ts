import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { RedisService } from '../redis/redis.module';
import { QUEUE_NAMES } from './job-catalogue';
import { currentRole } from './role';

export const HEARTBEAT_INTERVAL_MS = 5_000;
export const HEARTBEAT_TTL_MS = 15_000;

export interface WorkerBeat {
  id: string;
  host: string;
  pid: number;
  role: string;
  queues: string[];
  startedAt: string;
  beatAt: string;
}

/** Key of one worker process's heartbeat; it expires when the process stops beating. */
export const heartbeatKey = (redis: RedisService, id: string) => redis.key('workers', 'heartbeat', id);

/**
 * In every process that runs workers: a Redis key with a TTL, refreshed every few seconds, so
 * /api/health can list the worker processes that are alive (a crashed one disappears within the TTL).
 */
@Injectable()
export class WorkerHeartbeat implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(WorkerHeartbeat.name);
  private readonly id = `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
  private readonly startedAt = new Date().toISOString();
  private timer?: NodeJS.Timeout;

  constructor(private readonly redis: RedisService) {}

  async onApplicationBootstrap() {
    await this.beat();
    this.timer = setInterval(() => void this.beat(), HEARTBEAT_INTERVAL_MS);
    this.timer.unref();
  }

  private async beat() {
    const beat: WorkerBeat = {
      id: this.id,
      host: hostname(),
      pid: process.pid,
      role: currentRole(),
      queues: [...QUEUE_NAMES],
      startedAt: this.startedAt,
      beatAt: new Date().toISOString(),
    };
    try {
      await this.redis.client.set(heartbeatKey(this.redis, this.id), JSON.stringify(beat), 'PX', HEARTBEAT_TTL_MS);
    } catch (error) {
      this.logger.warn(`Worker heartbeat not written: ${String(error)}`);
    }
  }

  async onApplicationShutdown() {
    clearInterval(this.timer);
    await this.redis.client.del(heartbeatKey(this.redis, this.id)).catch(() => 0);
  }
}
