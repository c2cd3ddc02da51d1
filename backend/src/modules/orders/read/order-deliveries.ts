import type { AdminRentalSummary, CustomerRentalView } from '@kedai/contracts';
import type { DeliveredRental } from '../../fulfilment/read/deliveries.read-model';

export type { OrderDeliveries } from '../../fulfilment/read/deliveries.read-model';

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
