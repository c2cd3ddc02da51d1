import { EntityManager, In } from 'typeorm';
import type { AdminRentalSummary, CustomerRentalView } from '@kedai/contracts';
import { ActivationCode } from '../fulfilment/entities/activation-code.entity';
import { Rental } from '../fulfilment/entities/rental.entity';

/** What was delivered to orders: their activation codes (oldest first) and rentals, read together. */
export interface OrderDeliveries {
  codes: ActivationCode[];
  rental: Rental | null;
}

export async function loadDeliveries(em: EntityManager, orderIds: string[]): Promise<Map<string, OrderDeliveries>> {
  const result = new Map<string, OrderDeliveries>(orderIds.map((id) => [id, { codes: [], rental: null }]));
  if (orderIds.length === 0) return result;
  const [codes, rentals] = await Promise.all([
    em.getRepository(ActivationCode).find({ where: { orderId: In(orderIds) }, order: { usedAt: 'ASC', code: 'ASC' } }),
    em.getRepository(Rental).find({ where: { orderId: In(orderIds) }, order: { startsAt: 'ASC' } }),
  ]);
  for (const code of codes) result.get(code.orderId as string)?.codes.push(code);
  for (const rental of rentals) {
    const entry = result.get(rental.orderId);
    if (entry && !entry.rental) entry.rental = rental;
  }
  return result;
}

export async function loadDeliveriesOf(em: EntityManager, orderId: string): Promise<OrderDeliveries> {
  return (await loadDeliveries(em, [orderId])).get(orderId) ?? { codes: [], rental: null };
}

export const rentalActive = (rental: Rental, now = Date.now()) =>
  !rental.endedAt && rental.expiresAt.getTime() > now && rental.startsAt.getTime() <= now;

/**
 * The buyer's view of a rental. Once it has ended the credentials are withheld: the account waits for
 * its password change and must not be reachable with the old one.
 */
export function toCustomerRentalView(rental: Rental | null, now = Date.now()): CustomerRentalView | null {
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

export function toAdminRentalSummary(rental: Rental | null, now = Date.now()): AdminRentalSummary | null {
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
