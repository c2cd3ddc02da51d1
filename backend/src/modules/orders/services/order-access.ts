import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { authConfig } from '../../../core/config/configuration';

/** What an order id can look like, checked before a token (no database read for nonsense). */
export const ORDER_ID_SHAPE = /^[0-9A-Z]{6,20}$/;

/**
 * Per-order access tokens for following an order live (order:watch). A token is handed out only with a
 * view the caller already earned (the rate-limited lookup by full order id, the installation guide, or
 * the signed-in owner's order), so the socket cannot be used to test guessed order ids: a wrong token
 * and an unknown order get the same answer, and checking a token touches no database. The same token opens
 * the order's receipt (page and PDF) for a guest.
 */
@Injectable()
export class OrderAccess {
  private readonly secret: string;

  constructor(@Inject(authConfig.KEY) auth: ConfigType<typeof authConfig>) {
    this.secret = `${auth.jwtSecret}:order-watch`;
  }

  watchTokenFor(orderId: string): string {
    return createHmac('sha256', this.secret).update(orderId).digest('base64url');
  }

  canWatch(orderId: string, token: string): boolean {
    const expected = Buffer.from(this.watchTokenFor(orderId));
    const given = Buffer.from(token);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
