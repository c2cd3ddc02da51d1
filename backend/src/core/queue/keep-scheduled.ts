import type { Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';

export interface KeptSchedule {
  /** The scheduler's id, which is also its jobs' name. */
  id: string;
  everyMs: number;
}

export interface ScheduleKeeper {
  /** Registers the scheduler if Redis does not have it (now, on every check, and when the connection is back). */
  ensure(): Promise<void>;
  stop(): void;
}

/**
 * Keeps a BullMQ job scheduler registered for as long as the worker runs. Registering once at start is not enough:
 * Redis restarted without its data (or reached while it was down at start) forgets it, and nothing would run the
 * job again until a worker restarts (unpaid orders not cancelled, stuck steps not freed, rentals not ended). So
 * every `checkEveryMs`, and whenever the queue's connection is ready again, the scheduler is looked up and made
 * again if missing; upserting is idempotent across workers (same id, same interval).
 */
export function keepScheduled(
  queue: Queue,
  schedule: KeptSchedule,
  options: { checkEveryMs: number; logger: Logger },
): ScheduleKeeper {
  let registered = false;
  let failing = false;
  const ensure = async () => {
    try {
      const existing = await queue.getJobScheduler(schedule.id);
      // Kept as it is unless its interval changed (a setting such as QUEUE_ALERT_CHECK_MS was changed).
      if (existing && (existing.every === undefined || Number(existing.every) === schedule.everyMs)) {
        registered = true;
      } else {
        await queue.upsertJobScheduler(schedule.id, { every: schedule.everyMs }, { name: schedule.id, data: {} });
        if (registered) options.logger.warn(`The ${schedule.id} schedule was missing from Redis: registered again`);
        registered = true;
      }
      failing = false;
    } catch (error) {
      // Said once per outage, not every check.
      if (!failing) options.logger.warn(`Could not check the ${schedule.id} schedule: ${String(error)}`);
      failing = true;
    }
  };
  const timer = setInterval(() => void ensure(), options.checkEveryMs);
  timer.unref();
  const onReady = () => void ensure();
  let client: {
    on(event: 'ready', listener: () => void): unknown;
    off(event: 'ready', listener: () => void): unknown;
  } | null = null;
  queue.client.then(
    (connection) => {
      client = connection;
      connection.on('ready', onReady);
    },
    () => undefined,
  );
  return {
    ensure,
    stop: () => {
      clearInterval(timer);
      client?.off('ready', onReady);
    },
  };
}
