import type { CheckoutItemInput } from '@kedai/contracts';
import { tinyPng } from './files';
import { bearer, TestApp, uniqueEmail } from './test-app';

/** Checks out as a guest through POST /api/orders (with a PNG receipt); resolves to the new orderId. */
export async function placeTestOrder(
  app: TestApp,
  items: CheckoutItemInput[],
  customerName = 'Aisyah',
  /** A browser's cookies to send along (its cart cookie). */
  cookie?: string,
): Promise<string> {
  const orderData = {
    items,
    privacyConsent: true,
    customerInfo: { name: customerName, email: uniqueEmail('buyer'), whatsapp: '012-345 6789' },
  };
  const response = await app
    .http()
    .post('/api/orders')
    .set(cookie ? { Cookie: cookie } : {})
    .field('orderData', JSON.stringify(orderData))
    .attach('receipt', tinyPng(), { filename: 'receipt.png', contentType: 'image/png' })
    .expect(201);
  return response.body.orderId as string;
}

/** An admin confirms the payment (a pending order moves on to paid). */
export const markTestOrderPaid = (app: TestApp, adminToken: string, orderId: string) =>
  app
    .http()
    .put(`/api/admin/orders/${orderId}/payment`)
    .set(bearer(adminToken))
    .send({ paymentStatus: 'paid' })
    .expect(200);
