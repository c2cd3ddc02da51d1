import { publicUrl } from '../../../core/config/public-url';
import { malaysiaDateTime } from '../../../core/format/malaysia-time';
import type { OrderLineRecord, OrderRecord } from '../../orders/read/order-record';
import type { DeliveredCode, DeliveredRental } from '../read/deliveries.read-model';
import { RENTAL_CATEGORY } from '../../catalog/catalog.constants';
import { GUIDE_VALIDITY_MS } from '../fulfilment.constants';

export const guideExpiryOf = (order: Pick<OrderRecord, 'shippedAt' | 'createdAt'>) =>
  new Date((order.shippedAt ?? order.createdAt).getTime() + GUIDE_VALIDITY_MS);

export const isRentalOrder = (order: Pick<OrderRecord, 'items'>) =>
  (order.items ?? []).some((item) => item.category === RENTAL_CATEGORY);

export const lineKindOf = (item: Pick<OrderLineRecord, 'category'>): 'app' | 'rental' =>
  item.category === RENTAL_CATEGORY ? 'rental' : 'app';

const RENTAL_STEPS = [
  '1. Open your installation guide and copy the game account, password and login token.',
  '2. Sign in to the game platform with them and download the game (download time is part of your rental).',
  '3. Play until the rental ends; no refunds once the time has started.',
];
const APP_STEPS = [
  '1. Open the official guide link in your installation guide.',
  '2. Copy the keyword from your guide and send it in live chat to receive the account e-mail and password.',
  '3. Install the app from the official store.',
  '4. Sign in with the account details you received.',
  '5. Redeem your activation code in the app.',
  '6. Check that the premium features are unlocked; contact us in live chat if anything is missing.',
];

/** The parts of an order its installation steps are made of (a real order, or the steps preview's sample). */
export type GuideOrder = Pick<
  OrderRecord,
  | 'orderId'
  | 'activationCode'
  | 'shippedAt'
  | 'createdAt'
  | 'customerName'
  | 'customerEmail'
  | 'whatsapp'
  | 'status'
  | 'paymentStatus'
> & { items: Pick<OrderLineRecord, 'id' | 'title' | 'optionLabel' | 'quantity' | 'category' | 'productCode'>[] };

/** What was delivered, for the text: codes and rentals tagged with their order line. */
export interface GuideTextDeliveries {
  codes: Pick<DeliveredCode, 'orderItemId' | 'code'>[];
  rentals: DeliveredRental[];
}

/** One order line's part of a guide: its header, its steps and (for an app) the activation codes shown. */
export interface GuideSection {
  item: GuideOrder['items'][number];
  header: string;
  steps: readonly string[];
  codes: string[] | null;
}

/** The guide's sections, one per order line; a single-line order without per-line codes shows the order's code. */
export function guideSections(order: GuideOrder, codes: GuideTextDeliveries['codes'] = []): GuideSection[] {
  const items = order.items ?? [];
  return items.map((item) => {
    const kind = lineKindOf(item);
    const own = codes.filter((code) => code.orderItemId === item.id).map((code) => code.code);
    const shown = own.length > 0 ? own : items.length === 1 && order.activationCode ? [order.activationCode] : [];
    return {
      item,
      header: `${item.title}${item.optionLabel ? ` (${item.optionLabel})` : ''} x ${item.quantity}`,
      steps: kind === 'rental' ? RENTAL_STEPS : APP_STEPS,
      codes: kind === 'app' ? shown : null,
    };
  });
}

/**
 * The installation steps as text, one section per order line (its product, its steps, its codes): the
 * customer version or the admin version, which adds internal details (contact, rental credentials) and
 * is marked sensitive.
 */
export function guideText(
  order: GuideOrder,
  version: 'admin' | 'customer',
  deliveries: GuideTextDeliveries = { codes: [], rentals: [] },
): string {
  const items = order.items ?? [];
  const products = items.map((item) => item.title).join(' + ') || 'your product';
  const sections = guideSections(order, deliveries.codes).flatMap(({ item, header, steps, codes }) => {
    const section = [header, ...steps];
    if (codes) {
      section.push(
        codes.length > 1 ? `Activation codes: ${codes.join(', ')}` : `Activation code: ${codes[0] ?? 'not sent yet'}`,
      );
    }
    if (version === 'admin') {
      for (const rental of deliveries.rentals.filter((entry) => entry.orderItemId === item.id)) {
        section.push(
          `Rental account (${rental.gameName}): username ${rental.username}, password ${rental.password}` +
            (rental.loginToken ? `, login token ${rental.loginToken}` : ''),
          `Rental window: ${malaysiaDateTime(rental.startsAt)} to ${malaysiaDateTime(rental.expiresAt)} (Malaysia time)`,
        );
      }
    }
    return [...section, ''];
  });
  const lines = [
    ...(version === 'admin' ? ['ADMIN VERSION - contains sensitive details. Do not forward to the customer.', ''] : []),
    `Installation guide for order ${order.orderId} (${products})`,
    '',
    ...sections,
    `Guide page: ${publicUrl(`/installation-guide/${order.orderId}`)}`,
    `This guide expires on ${malaysiaDateTime(guideExpiryOf(order))} (Malaysia time, 3 days after shipping).`,
  ];
  if (version === 'admin') {
    lines.push(
      '',
      'Internal details:',
      `Customer: ${order.customerName} <${order.customerEmail ?? 'no e-mail'}>, WhatsApp ${order.whatsapp}`,
      `Status: ${order.status}, payment: ${order.paymentStatus}`,
    );
  }
  return lines.join('\n');
}

/** The installation-guide e-mail of the GUIDE step (the customer's version, before any code is delivered). */
export function guideMail(order: GuideOrder): { subject: string; text: string } {
  return {
    subject: `Installation guide for your order ${order.orderId}`,
    text: guideText(order, 'customer', { codes: [], rentals: [] }),
  };
}
