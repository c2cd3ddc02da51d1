import type { GuideOrder } from '../../fulfilment/rules/installation-steps';
import { generateOrderId } from '../../checkout/rules/order-id';

export const SAMPLE_CUSTOMER = { name: 'Sample Customer', email: 'customer@example.com', whatsapp: '+60123456789' };

/** A paid order of one unit of the product, not yet shipped: what the steps look like for a new order. */
export function sampleOrderOf(
  product: { productCode: string; title: string; category: string },
  now = new Date(),
): GuideOrder {
  return {
    orderId: generateOrderId(now),
    activationCode: null,
    shippedAt: null,
    createdAt: now,
    customerName: SAMPLE_CUSTOMER.name,
    customerEmail: SAMPLE_CUSTOMER.email,
    whatsapp: SAMPLE_CUSTOMER.whatsapp,
    status: 'processing',
    paymentStatus: 'paid',
    items: [
      {
        id: 'sample-line',
        title: product.title,
        optionLabel: null,
        quantity: 1,
        category: product.category,
        productCode: product.productCode,
      },
    ],
  };
}
