import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, IsNull } from 'typeorm';
import { RENTAL_CATEGORY } from '../catalog/catalog.constants';
import { ActivationCode } from './entities/activation-code.entity';
import { lockCodePool } from './pool-lock';
import { Rental } from './entities/rental.entity';

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

  async ofOrder(orderId: string, em: EntityManager = this.dataSource.manager): Promise<OrderDeliveries> {
    return (await this.of([orderId], em)).get(orderId) ?? noDeliveries();
  }
}
