import { randomUUID } from 'node:crypto';
import type { AdminOrderDetail, DashboardSummary, GuestOrderView } from '@kedai/contracts';
import { ProductsService } from '../../backend/src/modules/catalog/services/products.service';
import { placeTestOrder } from '../support/orders';
import { saveOrderSettings } from '../support/settings';
import { bearer, loginAdmin, startTestApp, TestApp } from '../support/test-app';
import { eventually } from '../support/wait';

jest.setTimeout(180_000);

/**
 * Verifying a receipt in the review queue makes the order paid exactly as the payment dropdown does: a pool that
 * cannot cover the order makes it a backorder at once ("Waiting for stock"), and with automatic confirmation the
 * backorder filler completes it on restock, one code per unit and one e-mail.
 */
describe('a verified receipt on a short pool', () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await startTestApp();
    admin = await loginAdmin(app);
  });
  afterAll(async () => {
    await saveOrderSettings(app, admin, { automaticOrderConfirmation: true });
    await app.close();
  });

  const makeProduct = async (codes: number) => {
    const product = await app.app.get(ProductsService).create({
      productCode: `VB-${randomUUID().slice(0, 8).toUpperCase()}`,
      title: `Verified app ${randomUUID().slice(0, 6)}`,
      price: 4.99,
      category: 'Apps (Camera & Filters)',
      stock: 50,
    });
    if (codes > 0) await restock(product.productCode, codes, 'FIRST');
    return product.productCode;
  };
  const restock = (productCode: string, count: number, tag: string) =>
    app
      .http()
      .post(`/api/admin/code-pools/${productCode}/codes`)
      .set(bearer(admin))
      .send({ text: Array.from({ length: count }, (_, index) => `${tag}-${index}-${productCode}`).join('\n') })
      .expect(201);
  const detail = async (orderId: string): Promise<AdminOrderDetail> =>
    (await app.http().get(`/api/admin/orders/${orderId}`).set(bearer(admin)).expect(200)).body;
  const redeem = async (orderId: string): Promise<GuestOrderView> =>
    (await app.http().get(`/api/orders/redeem/${orderId}`).expect(200)).body;
  const dashboard = async (): Promise<DashboardSummary> =>
    (await app.http().get('/api/admin/dashboard').set(bearer(admin)).expect(200)).body;
  const verify = (orderId: string) =>
    app.http().post(`/api/admin/receipts/${orderId}/verify`).set(bearer(admin)).expect(200);
  const codeMails = async (orderId: string, productCode: string) =>
    (
      (await app.http().get(`/api/admin/outbox?relatedId=${orderId}`).set(bearer(admin)).expect(200)).body as {
        textBody: string;
      }[]
    ).filter((mail) => mail.textBody.includes(`-${productCode}`));

  it('with automatic confirmation off, verifying the receipt marks the order waiting for stock at once', async () => {
    await saveOrderSettings(app, admin, { automaticOrderConfirmation: false });
    const productCode = await makeProduct(0);
    const before = await dashboard();
    const orderId = await placeTestOrder(app, [{ productCode, quantity: 2 }]);
    await verify(orderId);

    const order = await detail(orderId);
    expect(order).toMatchObject({ paymentStatus: 'paid', status: 'paid', bucket: 'backorder', waitingForStock: true });
    expect(order.backorderedAt).not.toBeNull();
    expect(order.timeline.filter((line) => line.action === 'backordered')).toHaveLength(1);
    expect((await redeem(orderId)).waitingForStock).toBe(true);
    const after = await dashboard();
    expect(after.awaiting.backorders - before.awaiting.backorders).toBe(1);
  });

  it('with automatic confirmation on, a short pool leaves a backorder that the filler completes on restock', async () => {
    await saveOrderSettings(app, admin, { automaticOrderConfirmation: true });
    const productCode = await makeProduct(1);
    const orderId = await placeTestOrder(app, [{ productCode, quantity: 2 }]);
    await verify(orderId);
    expect(await detail(orderId)).toMatchObject({ bucket: 'backorder', waitingForStock: true });

    // The guide and the activation run by themselves; activation finds one code for two units and waits.
    const waiting = await eventually(() => detail(orderId), {
      until: (o) => o.installationStepsSent && o.pendingStep === null && o.autoDelivery.status === 'pending',
      timeoutMs: 60_000,
      what: 'the automatic steps to run and leave a backorder',
    });
    expect(waiting).toMatchObject({ bucket: 'backorder', waitingForStock: true });
    expect(waiting.autoDelivery.redeemCodes).toEqual([]);
    expect(waiting.timeline.filter((line) => line.action === 'backordered')).toHaveLength(1);

    await restock(productCode, 2, 'MORE');
    const filled = await eventually(() => detail(orderId), {
      until: (o) => o.status === 'shipped',
      timeoutMs: 60_000,
      what: 'the backorder filled',
    });
    expect(filled).toMatchObject({ waitingForStock: false, backorderedAt: null });
    const codes = filled.autoDelivery.redeemCodes.map((code) => code.code);
    expect(codes).toHaveLength(2);
    expect(new Set(codes).size).toBe(2);
    expect((await redeem(orderId)).autoDelivery.redeemCodes).toHaveLength(2);
    await eventually(() => codeMails(orderId, productCode), {
      until: (mails) => mails.length === 1,
      timeoutMs: 20_000,
      what: 'the code e-mail',
    });
    expect(await codeMails(orderId, productCode)).toHaveLength(1);
  });
});
