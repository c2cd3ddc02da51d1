import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { Repository } from 'typeorm';
import type { EmailProofView, Language } from '@kedai/contracts';
import { authConfig } from '../../../core/config/configuration';
import { ApiError } from '../../../core/http/api-error';
import { emailT } from '../../../core/i18n/email-i18n';
import { MailService } from '../../../core/mail/mail.service';
import { RedisService } from '../../../core/redis/redis.module';
import { Order } from '../entities/order.entity';
import { LookupRateLimit } from './lookup-rate-limit';
import { EMAIL_CODE_MAX_TRIES, EMAIL_CODE_TTL_SECONDS, EMAIL_PROOF_TTL_SECONDS } from '../order.constants';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

/**
 * Proving an e-mail address for the guest order lookup: a 6-digit code mailed to it (10 minutes, 5 tries,
 * hashed in Redis), exchanged for an HMAC-signed proof valid 30 minutes.
 */
@Injectable()
export class EmailProofService {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly redis: RedisService,
    private readonly mail: MailService,
    private readonly limit: LookupRateLimit,
    @Inject(authConfig.KEY) private readonly auth: ConfigType<typeof authConfig>,
  ) {}

  /** Sends a 6-digit code when the address has orders; the answer is the same either way. */
  async sendCode(address: string, rawEmail: string, asked?: Language): Promise<{ message: string }> {
    await this.limit.count(address);
    const email = normaliseEmail(rawEmail);
    const message = { message: 'If we have orders for this e-mail address, a 6-digit code is on its way.' };
    const latest = await this.orders.findOne({
      where: { customerEmail: email },
      order: { createdAt: 'DESC' },
      select: { id: true, language: true },
    });
    if (!latest) return message;
    const language = asked ?? latest.language;
    const t = emailT(language);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const key = this.codeKey(email);
    await this.redis.client
      .multi()
      .hset(key, { hash: this.hashCode(email, code), tries: 0 })
      .expire(key, EMAIL_CODE_TTL_SECONDS)
      .exec();
    await this.mail.compose({
      to: email,
      subject: t('lookup.subject'),
      language,
      blocks: [
        { kind: 'paragraph', text: t('lookup.yourCode', { code, minutes: EMAIL_CODE_TTL_SECONDS / 60 }) },
        { kind: 'code', rows: [{ label: t('lookup.codeLabel'), value: code }] },
        { kind: 'note', text: t('lookup.ignore') },
      ],
      related: { type: 'email-lookup', id: email },
    });
    return message;
  }

  async confirmCode(address: string, rawEmail: string, code: string): Promise<EmailProofView> {
    await this.limit.count(address);
    const email = normaliseEmail(rawEmail);
    const key = this.codeKey(email);
    const wrong = () =>
      new ApiError(HttpStatus.BAD_REQUEST, 'invalid_code', 'That code is not right or has expired. Please try again.');
    const stored = await this.redis.client.hget(key, 'hash');
    if (!stored) throw wrong();
    const tries = await this.redis.client.hincrby(key, 'tries', 1);
    if (tries > EMAIL_CODE_MAX_TRIES) {
      await this.redis.client.del(key);
      throw new ApiError(
        HttpStatus.TOO_MANY_REQUESTS,
        'too_many_tries',
        'Too many wrong codes. Please request a new code.',
      );
    }
    const given = Buffer.from(this.hashCode(email, code));
    if (given.length !== stored.length || !timingSafeEqual(given, Buffer.from(stored))) throw wrong();
    await this.redis.client.del(key);
    const expiresAt = Math.floor(Date.now() / 1000) + EMAIL_PROOF_TTL_SECONDS;
    const payload = base64url(JSON.stringify({ e: email, x: expiresAt }));
    return { token: `${payload}.${this.sign(payload)}`, expiresAt: new Date(expiresAt * 1000).toISOString() };
  }

  /** Whether the token is a valid, unexpired proof for this address. */
  matches(token: string, email: string): boolean {
    const [payload, signature] = token.split('.');
    if (!payload || !signature) return false;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { e?: unknown; x?: unknown };
      return claims.e === email && typeof claims.x === 'number' && claims.x * 1000 > Date.now();
    } catch {
      return false;
    }
  }

  private sign(payload: string): string {
    return createHmac('sha256', `${this.auth.jwtSecret}:email-proof`).update(payload).digest('base64url');
  }

  private hashCode(email: string, code: string): string {
    return createHash('sha256').update(`${this.auth.jwtSecret}:${email}:${code}`).digest('hex');
  }

  private codeKey(email: string): string {
    return this.redis.key('orders', 'email-code', createHash('sha256').update(email).digest('hex'));
  }
}
