import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { chatConfig } from '../../core/config/configuration';
import { RedisService } from '../../core/redis/redis.module';

/** How many messages one session may send per window (chat config), counted in Redis across processes. */
@Injectable()
export class ChatSendRate {
  constructor(
    private readonly redis: RedisService,
    @Inject(chatConfig.KEY) private readonly chatSettings: ConfigType<typeof chatConfig>,
  ) {}

  async allows(sessionId: string): Promise<boolean> {
    const limit = this.chatSettings.rateLimit;
    const key = this.redis.key('chat', 'send-rate', sessionId);
    const [[, count]] = (await this.redis.client.multi().incr(key).pexpire(key, limit.windowMs, 'NX').exec()) as [
      [Error | null, number],
    ];
    return count <= limit.messages;
  }
}
