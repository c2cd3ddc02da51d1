import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { chatConfig } from '../../../core/config/configuration';
import { RedisService } from '../../../core/redis/redis.module';
import { RedisScript } from '../../../core/redis/redis-script';
import { TickBatch } from './tick-batch';

/**
 * Counts each key's use in the window and answers the counts, in KEYS order: one command for every check
 * of a tick. A key may come more than once (two messages of one session); each use counts.
 */
const COUNT_SCRIPT = new RedisScript(`
local counts = {}
for i, key in ipairs(KEYS) do
  counts[i] = redis.call('INCR', key)
  redis.call('PEXPIRE', key, ARGV[1], 'NX')
end
return counts`);

type Check = { sessionId: string; address: string };

/**
 * How many messages one session, and one client address, may send per window (chat config), counted in
 * Redis across processes. The address limit stops one client from flooding through many sessions. The
 * checks asked in one turn of the event loop go to Redis together, in one script.
 */
@Injectable()
export class ChatSendRate {
  private readonly checks = new TickBatch<Check, boolean>((batch) => this.count(batch));

  constructor(
    private readonly redis: RedisService,
    @Inject(chatConfig.KEY) private readonly chatSettings: ConfigType<typeof chatConfig>,
  ) {}

  allows(sessionId: string, address: string): Promise<boolean> {
    return this.checks.add({ sessionId, address });
  }

  /** A counted message that was not stored (the database failed) is taken off both counts: it was never sent. */
  async refund(sessionId: string, address: string): Promise<void> {
    await this.redis.client
      .multi()
      .decr(this.redis.key('chat', 'send-rate', sessionId))
      .decr(this.redis.key('chat', 'send-rate-address', address || 'unknown'))
      .exec();
  }

  private async count(batch: Check[]): Promise<boolean[]> {
    const limit = this.chatSettings.rateLimit;
    const keys = batch.flatMap(({ sessionId, address }) => [
      this.redis.key('chat', 'send-rate', sessionId),
      this.redis.key('chat', 'send-rate-address', address || 'unknown'),
    ]);
    const counts = (await COUNT_SCRIPT.run(this.redis.client, keys, [limit.windowMs])) as number[];
    return batch.map(
      (_, index) => counts[2 * index] <= limit.messages && counts[2 * index + 1] <= limit.messagesPerAddress,
    );
  }
}
