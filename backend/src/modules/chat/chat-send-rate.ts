import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { chatConfig } from '../../core/config/configuration';
import { RedisService } from '../../core/redis/redis.module';

/**
 * How many messages one session, and one client address, may send per window (chat config), counted in
 * Redis across processes. The address limit stops one client from flooding through many sessions.
 */
@Injectable()
export class ChatSendRate {
  constructor(
    private readonly redis: RedisService,
    @Inject(chatConfig.KEY) private readonly chatSettings: ConfigType<typeof chatConfig>,
  ) {}

  async allows(sessionId: string, address: string): Promise<boolean> {
    const limit = this.chatSettings.rateLimit;
    const sessionKey = this.redis.key('chat', 'send-rate', sessionId);
    const addressKey = this.redis.key('chat', 'send-rate-address', address || 'unknown');
    const replies = (await this.redis.client
      .multi()
      .incr(sessionKey)
      .pexpire(sessionKey, limit.windowMs, 'NX')
      .incr(addressKey)
      .pexpire(addressKey, limit.windowMs, 'NX')
      .exec()) as [Error | null, number][];
    return replies[0][1] <= limit.messages && replies[2][1] <= limit.messagesPerAddress;
  }
}
