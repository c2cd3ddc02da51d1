import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, IsNull } from 'typeorm';
import { encryptedColumn } from '../../../core/security/secret-box';
import { RENTAL_CATEGORY } from '../../catalog/catalog.constants';
import { ActivationCode } from '../entities/activation-code.entity';
import { lockCodePool } from '../services/pool-lock';
import { Rental } from '../entities/rental.entity';

/** An activation code handed to an order (plain data). */
export interface DeliveredCode {
  orderItemId: string | null;
  unit: number;
  productCode: string;
  code: string;
  usedAt: Date | null;
}

/** A rental handed to an order, with the credentials given (plain data). */
export interface DeliveredRental {
  id: string;
  orderId: string;
  orderItemId: string;
  unit: number;
  accountId: string;
  gameName: string;
  username: string;
  password: string;
  loginToken: string | null;
  startsAt: Date;
  expiresAt: Date;
  endedAt: Date | null;
}

/** What was delivered to an order: its activation codes and rentals (by line, then unit), and its first rental. */
export interface OrderDeliveries {
  codes: DeliveredCode[];
  rental: DeliveredRental | null;
  rentals: DeliveredRental[];
}

type Json<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

/** What `DeliveriesReadModel.deliveriesJsonSql` gives: the rows with their times as JSON strings. */
export interface DeliveriesJson {
  codes: Json<DeliveredCode>[];
  rentals: Json<DeliveredRental>[];
}

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

export const noDeliveries = (): OrderDeliveries => ({ codes: [], rental: null, rentals: [] });

const toDeliveredCode = (code: ActivationCode): DeliveredCode => ({
  orderItemId: code.orderItemId,
  unit: code.unit,
  productCode: code.productCode,
  code: code.code,
  usedAt: code.usedAt,
});

export const toDeliveredRental = (rental: Rental): DeliveredRental => ({
  id: rental.id,
  orderId: rental.orderId,
  orderItemId: rental.orderItemId,
  unit: rental.unit,
  accountId: rental.accountId,
  gameName: rental.gameName,
  username: rental.username,
  password: rental.password,
  loginToken: rental.loginToken,
  startsAt: rental.startsAt,
  expiresAt: rental.expiresAt,
  endedAt: rental.endedAt,
});

/** Fulfilment's read model for the order screens: codes and rentals of orders, read together. */
@Injectable()
export class DeliveriesReadModel {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async of(orderIds: string[], em: EntityManager = this.dataSource.manager): Promise<Map<string, OrderDeliveries>> {
    const result = new Map<string, OrderDeliveries>(orderIds.map((id) => [id, noDeliveries()]));
    if (orderIds.length === 0) return result;
    const [codes, rentals] = await Promise.all([
      em.getRepository(ActivationCode).find({
        // A burned code (reported as not working) is no longer the customer's; its replacement is.
        where: { orderId: In(orderIds), burnedAt: IsNull() },
        order: { orderItemId: 'ASC', unit: 'ASC' },
      }),
      em
        .getRepository(Rental)
        .find({ where: { orderId: In(orderIds) }, order: { startsAt: 'ASC', orderItemId: 'ASC', unit: 'ASC' } }),
    ]);
    for (const code of codes) result.get(code.orderId as string)?.codes.push(toDeliveredCode(code));
    for (const rental of rentals) {
      const entry = result.get(rental.orderId);
      if (!entry) continue;
      entry.rentals.push(toDeliveredRental(rental));
      if (!entry.rental) entry.rental = toDeliveredRental(rental);
    }
    return result;
  }

  /**
   * The first product whose pool cannot cover the order's code lines now (generation off), or null. Takes
   * each pool's lock for the caller's transaction, so a restock is either seen here or sees this order.
   */
  async codeShortfall(
    em: EntityManager,
    lines: { productCode: string; category: string; quantity: number }[],
  ): Promise<string | null> {
    const needs = new Map<string, number>();
    for (const line of lines) {
      if (line.category === RENTAL_CATEGORY) continue;
      needs.set(line.productCode, (needs.get(line.productCode) ?? 0) + line.quantity);
    }
    for (const [productCode, needed] of [...needs].sort(([a], [b]) => a.localeCompare(b))) {
      await lockCodePool(em, productCode);
      const [row] = await em.query<{ unsold: number; allow: boolean | null }[]>(
        `SELECT (SELECT count(*) FROM activation_codes WHERE product_code = $1 AND order_item_id IS NULL)::int AS unsold,
                (SELECT allow_generated_codes FROM code_pool_settings WHERE product_code = $1) AS allow`,
        [productCode],
      );
      if (!row.allow && row.unsold < needed) return productCode;
    }
    return null;
  }

  /**
   * SQL for the deliveries of the order whose orderId is `orderIdSql` (a column of the caller's statement), as
   * one JSON value: lets a reader take them in the same statement as the order. `fromJson` reads it back,
   * equal to what `of` gives (same rows, same order).
   */
  deliveriesJsonSql(orderIdSql: string): string {
    return `json_build_object(
      'codes', (SELECT coalesce(json_agg(json_build_object(
          'orderItemId', c.order_item_id, 'unit', c.unit, 'productCode', c.product_code, 'code', c.code,
          'usedAt', c.used_at) ORDER BY c.order_item_id, c.unit), '[]')
        FROM activation_codes c WHERE c.order_id = ${orderIdSql} AND c.burned_at IS NULL),
      'rentals', (SELECT coalesce(json_agg(json_build_object(
          'id', r.id, 'orderId', r.order_id, 'orderItemId', r.order_item_id, 'unit', r.unit,
          'accountId', r.account_id, 'gameName', r.game_name, 'username', r.username, 'password', r.password,
          'loginToken', r.login_token, 'startsAt', r.starts_at, 'expiresAt', r.expires_at, 'endedAt', r.ended_at)
          ORDER BY r.starts_at, r.order_item_id, r.unit), '[]')
        FROM rentals r WHERE r.order_id = ${orderIdSql}))`;
  }

  /** The deliveries read by `deliveriesJsonSql` (credentials decrypted, times as dates). */
  fromJson(json: DeliveriesJson): OrderDeliveries {
    const codes = json.codes.map((code) => ({ ...code, usedAt: dateOrNull(code.usedAt) }));
    const rentals = json.rentals.map((rental): DeliveredRental => ({
      ...rental,
      password: encryptedColumn.from(rental.password) as string,
      loginToken: encryptedColumn.from(rental.loginToken) as string | null,
      startsAt: new Date(rental.startsAt),
      expiresAt: new Date(rental.expiresAt),
      endedAt: dateOrNull(rental.endedAt),
    }));
    return { codes, rental: rentals[0] ?? null, rentals };
  }

  async ofOrder(orderId: string, em: EntityManager = this.dataSource.manager): Promise<OrderDeliveries> {
    return (await this.of([orderId], em)).get(orderId) ?? noDeliveries();
  }
}
