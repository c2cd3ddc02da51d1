import type { OrderRecord } from '../orders/order-record';
import type { DeliveredRental } from './deliveries.read-model';
import { RENTAL_CATEGORY } from '../catalog/catalog.constants';
import { GUIDE_VALIDITY_MS } from './fulfilment.constants';

export const guideExpiryOf = (order: Pick<OrderRecord, 'shippedAt' | 'createdAt'>) =>
  new Date((order.shippedAt ?? order.createdAt).getTime() + GUIDE_VALIDITY_MS);

export const isRentalOrder = (order: Pick<OrderRecord, 'items'>) =>
  (order.items ?? []).some((item) => item.category === RENTAL_CATEGORY);

/**
 * The installation steps as text: the customer version (steps, code, expiry) or the admin version,
 * which adds internal details (contact, rental credentials) and is marked sensitive.
 */
export function guideText(
  order: OrderRecord,
  version: 'admin' | 'customer',
  rental: DeliveredRental | null = null,
): string {
  const product = order.items?.[0]?.title ?? 'your product';
  const rentalOrder = isRentalOrder(order);
  const steps = rentalOrder
    ? [
        '1. Open your installation guide and copy the game account, password and login token.',
        '2. Sign in to the game platform with them and download the game (download time is part of your rental).',
        '3. Play until the rental ends; no refunds once the time has started.',
      ]
    : [
        '1. Open the official guide link in your installation guide.',
        '2. Copy the keyword from your guide and send it in live chat to receive the account e-mail and password.',
        '3. Install the app from the official store.',
        '4. Sign in with the account details you received.',
        '5. Redeem your activation code in the app.',
        '6. Check that the premium features are unlocked; contact us in live chat if anything is missing.',
      ];
  const lines = [
    ...(version === 'admin' ? ['ADMIN VERSION - contains sensitive details. Do not forward to the customer.', ''] : []),
    `Installation guide for order ${order.orderId} (${product})`,
    '',
    ...steps,
    '',
    `Activation code: ${order.activationCode ?? 'not sent yet'}`,
    `Guide page: /installation-guide/${order.orderId}`,
    `This guide expires on ${guideExpiryOf(order).toISOString()} (3 days after shipping).`,
  ];
  if (version === 'admin') {
    lines.push(
      '',
      'Internal details:',
      `Customer: ${order.customerName} <${order.customerEmail ?? 'no e-mail'}>, WhatsApp ${order.whatsapp}`,
      `Status: ${order.status}, payment: ${order.paymentStatus}`,
    );
    if (rental) {
      lines.push(
        `Rental account (${rental.gameName}): username ${rental.username}, password ${rental.password}` +
          (rental.loginToken ? `, login token ${rental.loginToken}` : ''),
        `Rental window: ${rental.startsAt.toISOString()} to ${rental.expiresAt.toISOString()}`,
      );
    }
  }
  return lines.join('\n');
}
