import type { AdminRentalSummary, CustomerRentalView } from '@kedai/contracts';
import type { EntityManager } from 'typeorm';

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

/** What `OrderDeliveriesReader.deliveriesJsonSql` gives: the rows with their times as JSON strings. */
export interface DeliveriesJson {
  codes: Json<DeliveredCode>[];
  rentals: Json<DeliveredRental>[];
}

export const noDeliveries = (): OrderDeliveries => ({ codes: [], rental: null, rentals: [] });

/**
 * What orders read of fulfilment's deliveries. Orders declares it and fulfilment provides it
 * (`DeliveriesReadModel`, bound in `DeliveriesReadModule`), so orders never imports fulfilment.
 */
export abstract class OrderDeliveriesReader {
  /** The deliveries of each order (by orderId). */
  abstract of(orderIds: string[], em?: EntityManager): Promise<Map<string, OrderDeliveries>>;
  /** The deliveries of one order. */
  abstract ofOrder(orderId: string, em?: EntityManager): Promise<OrderDeliveries>;
  /** The first product whose pool cannot cover the order's code lines now, or null (locks the pools in `em`). */
  abstract codeShortfall(
    em: EntityManager,
    lines: { productCode: string; category: string; quantity: number }[],
  ): Promise<string | null>;
  /** SQL giving the deliveries of the order whose orderId is `orderIdSql`, as one JSON value. */
  abstract deliveriesJsonSql(orderIdSql: string): string;
  /** The deliveries read by `deliveriesJsonSql`. */
  abstract fromJson(json: DeliveriesJson): OrderDeliveries;
}

export const rentalActive = (rental: DeliveredRental, now = Date.now()) =>
  !rental.endedAt && rental.expiresAt.getTime() > now && rental.startsAt.getTime() <= now;

/**
 * The buyer's view of a rental. Once it has ended the credentials are withheld: the account waits for
 * its password change and must not be reachable with the old one.
 */
export function toCustomerRentalView(rental: DeliveredRental | null, now = Date.now()): CustomerRentalView | null {
  if (!rental) return null;
  const active = rentalActive(rental, now);
  return {
    gameName: rental.gameName,
    username: rental.username,
    password: active ? rental.password : '',
    loginToken: active ? rental.loginToken : null,
    startsAt: rental.startsAt.toISOString(),
    expiresAt: rental.expiresAt.toISOString(),
    active,
  };
}

export function toAdminRentalSummary(rental: DeliveredRental | null, now = Date.now()): AdminRentalSummary | null {
  if (!rental) return null;
  return {
    accountId: rental.accountId,
    gameName: rental.gameName,
    username: rental.username,
    startsAt: rental.startsAt.toISOString(),
    expiresAt: rental.expiresAt.toISOString(),
    active: rentalActive(rental, now),
  };
}
