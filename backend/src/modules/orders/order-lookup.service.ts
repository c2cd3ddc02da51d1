import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { Repository } from 'typeorm';
import type { CustomerHistoryView, EmailProofView, GuestOrderView, MaskedCustomerHistoryView } from '@kedai/contracts';
import { authConfig, ordersConfig } from '../../core/config/configuration';
import { ApiError } from '../../core/http/api-error';
import { MailService } from '../../core/mail/mail.service';
import { RedisService } from '../../core/redis/redis.module';
import { Order } from './entities/order.entity';
import { DeliveriesReadModel } from '../fulfilment/deliveries.read-model';
import { toCustomerRentalView } from './order-deliveries';
import { OrderAccess } from './order-access';
import {
  EMAIL_CODE_MAX_TRIES,
  EMAIL_CODE_TTL_SECONDS,
  EMAIL_PROOF_TTL_SECONDS,
  GUEST_ORDER_NOT_FOUND,
  NO_ORDERS_FOR_EMAIL,
} from './order.constants';
import { redeemCodesOf, toGuestOrderView } from './order.view';

const normaliseEmail = (email: string) => email.trim().toLowerCase();
const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

/**
 * Guest lookups (storefront Activation Center, DESIGN decision 5): the full order id shows the order and
 * its codes; an e-mail shows totals, product types and masked ids until the address is proved with a
 * one-time code sent to it, then the full list. Every lookup counts against the client address.
 */
@Injectable()
export class OrderLookupService {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly redis: RedisService,
    private readonly mail: MailService,
    private readonly access: OrderAccess,
    private readonly deliveries: DeliveriesReadModel,
    @Inject(authConfig.KEY) private readonly auth: ConfigType<typeof authConfig>,
    @Inject(ordersConfig.KEY) private readonly config: ConfigType<typeof ordersConfig>,
  ) {}

  /** A fixed one-minute window per client address. */
  async countLookup(address: string): Promise<void> {
    const window = Math.floor(Date.now() / 60_000);
    const key = this.redis.key('orders', 'lookups', address || 'unknown', String(window));
    const count = await this.redis.client.incr(key);
    if (count === 1) await this.redis.client.expire(key, 70);
    if (count > this.config.lookupsPerMinute) {
      throw new ApiError(
        HttpStatus.TOO_MANY_REQUESTS,
        'too_many_lookups',
        'Too many lookups. Please wait a minute and try again.',
      );
    }
  }

  async byOrderId(address: string, rawOrderId: string): Promise<GuestOrderView> {
    await this.countLookup(address);
    const orderId = rawOrderId.trim().toUpperCase();
    const order = orderId ? await this.orders.findOne({ where: { orderId }, relations: { items: true } }) : null;
    if (!order) throw new ApiError(HttpStatus.NOT_FOUND, 'order_not_found', GUEST_ORDER_NOT_FOUND);
    const deliveries = await this.deliveries.ofOrder(order.orderId);
    return {
      ...toGuestOrderView(order, deliveries.codes, toCustomerRentalView(deliveries.rental)),
      watchToken: this.access.watchTokenFor(order.orderId),
    };
  }

  async byEmail(
    address: string,
    rawEmail: string,
    proof: string | undefined,
  ): Promise<CustomerHistoryView | MaskedCustomerHistoryView> {
    await this.countLookup(address);
    const email = normaliseEmail(rawEmail);
    const orders = email
      ? await this.orders.find({
          where: { customerEmail: email },
          relations: { items: true },
          order: { createdAt: 'DESC' },
          take: 200,
        })
      : [];
    if (orders.length === 0) throw new ApiError(HttpStatus.NOT_FOUND, 'no_orders_for_email', NO_ORDERS_FOR_EMAIL);
    const typesOf = (order: Order) => [...new Set(order.items.map((item) => item.category))];
    const productTypes = [...new Set(orders.flatMap(typesOf))];
    const activatedProducts = orders
      .filter((order) => order.activationCode)
      .reduce((sum, order) => sum + order.items.reduce((n, item) => n + item.quantity, 0), 0);
    const totals = { email, totalOrders: orders.length, activatedProducts, productTypes };
    if (!proof || !this.proofMatches(proof, email)) return { verified: false, ...totals };
    return {
      verified: true,
      ...totals,
      orders: orders.map((order) => ({
        orderId: order.orderId,
        status: order.status,
        createdAt: order.createdAt.toISOString(),
        shippedAt: order.shippedAt ? order.shippedAt.toISOString() : null,
        totalAmount: order.totalAmount,
        productTypes: typesOf(order),
        hasActivationCode: Boolean(order.activationCode),
        hasRedeemCodes: redeemCodesOf(order).length > 0,
      })),
    };
  }

  /** Sends a 6-digit code when the address has orders; the answer is the same either way. */
  async sendCode(address: string, rawEmail: string): Promise<{ message: string }> {
    await this.countLookup(address);
    const email = normaliseEmail(rawEmail);
    const message = { message: 'If we have orders for this e-mail address, a 6-digit code is on its way.' };
    if (!(await this.orders.existsBy({ customerEmail: email }))) return message;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const key = this.codeKey(email);
    await this.redis.client
      .multi()
      .hset(key, { hash: this.hashCode(email, code), tries: 0 })
      .expire(key, EMAIL_CODE_TTL_SECONDS)
      .exec();
    await this.mail.send({
      to: email,
      subject: 'Your Kedai order lookup code',
      text: `Your code is ${code}. It is valid for 10 minutes. If you did not ask for it, you can ignore this e-mail.`,
      related: { type: 'email-lookup', id: email },
    });
    return message;
  }

  async confirmCode(address: string, rawEmail: string, code: string): Promise<EmailProofView> {
    await this.countLookup(address);
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

  private proofMatches(token: string, email: string): boolean {
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
