import { Injectable } from '@nestjs/common';
import { RedisService } from '../../../core/redis/redis.module';

/** How long a finished capture can be downloaded. */
export const SCREENSHOT_KEEP_SECONDS = 60 * 60;

/** The captured PNGs, kept in Redis for an hour (the worker writes, the API reads: they may be two processes). */
@Injectable()
export class ScreenshotStore {
  constructor(private readonly redis: RedisService) {}

  private key(jobId: string) {
    return this.redis.key('screenshots', 'png', jobId);
  }

  async put(jobId: string, png: Buffer): Promise<void> {
    await this.redis.client.set(this.key(jobId), png, 'EX', SCREENSHOT_KEEP_SECONDS);
  }

  get(jobId: string): Promise<Buffer | null> {
    return this.redis.client.getBuffer(this.key(jobId));
  }
}
