import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { timingConfig } from '../config/configuration';
import { OutboxService } from './outbox.service';

/**
 * Every process relays the outbox every 2 s (OUTBOX_RELAY_INTERVAL_MS), so an intent whose writer died after
 * the commit (or whose delivery found Redis down) goes out on the next round. Rows are locked per batch:
 * processes never deliver the same intent together, and BullMQ's deterministic job ids absorb a redelivery.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private timer: NodeJS.Timeout | null = null;
  private round: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly outbox: OutboxService,
    @Inject(timingConfig.KEY) private readonly timing: Pick<ConfigType<typeof timingConfig>, 'outboxRelayIntervalMs'>,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.round = this.outbox
        .relay()
        .catch((error: unknown) => this.logger.warn(`Outbox relay round failed: ${String(error)}`));
    }, this.timing.outboxRelayIntervalMs);
    this.timer.unref();
  }

  /** No new round, and the one under way finishes before the database connections close. */
  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.round;
  }
}
