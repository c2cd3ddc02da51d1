import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { ActivationCode } from './entities/activation-code.entity';
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
      em
        .getRepository(ActivationCode)
        .find({ where: { orderId: In(orderIds) }, order: { usedAt: 'ASC', orderItemId: 'ASC', unit: 'ASC' } }),
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

  async ofOrder(orderId: string, em: EntityManager = this.dataSource.manager): Promise<OrderDeliveries> {
    return (await this.of([orderId], em)).get(orderId) ?? noDeliveries();
  }
}
