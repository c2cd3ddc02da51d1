import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { authConfig } from '../../core/config/configuration';
import { ApiError } from '../../core/http/api-error';
import { RedisService } from '../../core/redis/redis.module';

const WINDOW_SECONDS = 15 * 60;

/** Failed logins counted per account (on top of the per-address limit), so guessing one password is slow. */
@Injectable()
export class LoginAttemptsService {
  constructor(
    private readonly redis: RedisService,
    @Inject(authConfig.KEY) private readonly auth: ConfigType<typeof authConfig>,
  ) {}

  private key(email: string) {
    return this.redis.key('login-failures', email);
  }

  async assertAllowed(email: string): Promise<void> {
    const failures = Number(await this.redis.client.get(this.key(email)));
    if (failures >= this.auth.loginAttemptsPerAccount) {
      throw new ApiError(
        HttpStatus.TOO_MANY_REQUESTS,
        'too_many_attempts',
        'Too many failed login attempts. Please wait 15 minutes and try again.',
      );
    }
  }

  async recordFailure(email: string): Promise<void> {
    const key = this.key(email);
    await this.redis.client.multi().incr(key).expire(key, WINDOW_SECONDS, 'NX').exec();
  }

  async reset(email: string): Promise<void> {
    await this.redis.client.del(this.key(email));
  }
}
