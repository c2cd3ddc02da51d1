import { randomUUID } from 'node:crypto';
import type { AdminOrderDetail, DashboardSummary, FulfilmentBucket, FulfilmentStep } from '@kedai/contracts';
import type { Product } from '../../backend/src/modules/catalog/entities/product.entity';
import { ProductsService } from '../../backend/src/modules/catalog/services/products.service';
import { markTestOrderPaid, placeTestOrder } from '../support/orders';
import { bearer, loginAdmin, startTestApp, TestApp } from '../support/test-app';

jest.setTimeout(180_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting; last value: ${JSON.stringify(value)}`);
    await sleep(100);
  }
}

interface EndState {
  status: string;
  delivered: boolean;
  stepsSent: boolean;
  offers: FulfilmentStep[];
  bucket: FulfilmentBucket;
}

/**
 * Every fulfilment path of docs/fulfilment.md's state table, run through the API: the order's end state,
 * the buttons the admin views offer (Orders row, details, Auto Delivery all read `offers`) and the
 * dashboard bucket it is counted in (the dashboard's counts move by exactly that order).
 */
describe('fulfilment end states (docs/fulfilment.md state table)', () => {
  let app: TestApp;
  let admin: string;
  let product: Product;

  beforeAll(async () => {
    app = await startTestApp();
    admin = await loginAdmin(app);
    product = await app.app.get(ProductsService).create({
      productCode: `ST-${randomUUID().slice(0, 8).toUpperCase()}`,
      title: `State app ${randomUUID().slice(0, 6)}`,
      price: 9.99,
      category: 'Apps (Camera & Filters)',
      stock: 100,
    });
    const codes = Array.from({ length: 20 }, (_, index) => `STATE-${index}-${product.productCode}`);
    await app
      .http()
      .post(`/api/admin/code-pools/${product.productCode}/codes`)
      .set(bearer(admin))
      .send({ text: codes.join('\n') })
      .expect(201);
  });
  afterAll(async () => {
    await app.close();
  });

  const detail = async (orderId: string): Promise<AdminOrderDetail> =>
    (await app.http().get(`/api/admin/orders/${orderId}`).set(bearer(admin)).expect(200)).body;
  const dashboard = async (): Promise<DashboardSummary> =>
    (await app.http().get('/api/admin/dashboard').set(bearer(admin)).expect(200)).body;

  const run = async (orderId: string, step: FulfilmentStep) => {
    await app.http().post(`/api/admin/orders/${orderId}/${step}`).set(bearer(admin)).expect(202);
    await waitFor(
      () => detail(orderId),
      (order) => order.pendingStep === null && order.autoDelivery.status !== 'processing',
    );
  };

  const endState = async (orderId: string): Promise<EndState> => {
    const order = await detail(orderId);
    // The list row carries the same view as the details.
    const list = await app.http().get(`/api/admin/orders?search=${orderId}`).set(bearer(admin)).expect(200);
    expect(list.body.orders[0]).toMatchObject({ offers: order.offers, bucket: order.bucket });
    const auto = await app.http().get('/api/admin/auto-delivery').set(bearer(admin)).expect(200);
    const autoRow = auto.body.find((row: { orderId: string }) => row.orderId === orderId);
    if (autoRow) expect(autoRow).toMatchObject({ offers: order.offers, bucket: order.bucket });
    return {
      status: order.status,
      delivered: order.autoDelivery.redeemCodes.length > 0,
      stepsSent: order.installationStepsSent,
      offers: order.offers,
      bucket: order.bucket,
    };
  };

  const paidOrder = async () => {
    const orderId = await placeTestOrder(app, [{ productCode: product.productCode, quantity: 1 }]);
    await markTestOrderPaid(app, admin, orderId);
    return orderId;
  };

  const bucketCount = (summary: DashboardSummary, bucket: FulfilmentBucket) =>
    bucket === 'to-deliver'
      ? summary.awaiting.toDeliver
      : bucket === 'backorder'
        ? summary.awaiting.backorders
        : bucket === 'payment-review'
          ? summary.awaiting.paymentReview
          : 0;

  const cases: { name: string; steps: FulfilmentStep[]; end: EndState }[] = [
    {
      name: 'paid (no step yet)',
      steps: [],
      end: {
        status: 'paid',
        delivered: false,
        stepsSent: false,
        offers: ['send-guide', 'trigger-delivery', 'auto-ship'],
        bucket: 'to-deliver',
      },
    },
    {
      name: 'GUIDE',
      steps: ['send-guide'],
      end: {
        status: 'processing',
        delivered: false,
        stepsSent: true,
        offers: ['activate', 'trigger-delivery', 'auto-ship'],
        bucket: 'to-deliver',
      },
    },
    {
      name: 'GUIDE then ACTIVATE',
      steps: ['send-guide', 'activate'],
      end: { status: 'shipped', delivered: true, stepsSent: true, offers: [], bucket: 'fulfilled' },
    },
    {
      name: 'Trigger Delivery',
      steps: ['trigger-delivery'],
      end: { status: 'shipped', delivered: true, stepsSent: false, offers: ['send-installation'], bucket: 'fulfilled' },
    },
    {
      name: 'Trigger Delivery then Send Installation',
      steps: ['trigger-delivery', 'send-installation'],
      end: { status: 'shipped', delivered: true, stepsSent: true, offers: [], bucket: 'fulfilled' },
    },
    {
      name: 'GUIDE then Trigger Delivery',
      steps: ['send-guide', 'trigger-delivery'],
      end: { status: 'shipped', delivered: true, stepsSent: true, offers: [], bucket: 'fulfilled' },
    },
    {
      name: 'Ship Now',
      steps: ['auto-ship'],
      end: {
        status: 'shipped',
        delivered: false,
        stepsSent: false,
        offers: ['trigger-delivery', 'send-installation'],
        bucket: 'fulfilled',
      },
    },
    {
      name: 'Ship Now then Trigger Delivery',
      steps: ['auto-ship', 'trigger-delivery'],
      end: { status: 'shipped', delivered: true, stepsSent: false, offers: ['send-installation'], bucket: 'fulfilled' },
    },
    {
      name: 'Ship Now then Send Installation',
      steps: ['auto-ship', 'send-installation'],
      end: { status: 'shipped', delivered: false, stepsSent: true, offers: ['trigger-delivery'], bucket: 'fulfilled' },
    },
    {
      name: 'GUIDE then Ship Now',
      steps: ['send-guide', 'auto-ship'],
      end: { status: 'shipped', delivered: false, stepsSent: true, offers: ['trigger-delivery'], bucket: 'fulfilled' },
    },
  ];

  it.each(cases)('$name ends in the table’s state, buttons and dashboard bucket', async ({ steps, end }) => {
    const orderId = await paidOrder();
    const before = await dashboard();
    for (const step of steps) await run(orderId, step);
    const state = await endState(orderId);
    expect(state).toEqual(end);
    // Every step not offered is refused by the server (the buttons and the guards agree).
    for (const step of ['send-guide', 'activate', 'trigger-delivery', 'auto-ship', 'send-installation'] as const) {
      if (state.offers.includes(step)) continue;
      const refused = await app.http().post(`/api/admin/orders/${orderId}/${step}`).set(bearer(admin));
      expect({ step, status: refused.status }).toEqual({ step, status: 409 });
    }
    // The dashboard moved this order out of "to deliver" exactly when the table says so.
    const after = await dashboard();
    expect(after.awaiting.toDeliver - before.awaiting.toDeliver).toBe(end.bucket === 'to-deliver' ? 0 : -1);
    expect(bucketCount(after, end.bucket) - bucketCount(before, end.bucket)).toBe(0);
  });

  it('counts a new paid order in "to deliver", a pending one with a receipt in "payment review"', async () => {
    const before = await dashboard();
    const pending = await placeTestOrder(app, [{ productCode: product.productCode, quantity: 1 }]);
    const afterPlace = await dashboard();
    expect(afterPlace.awaiting.paymentReview - before.awaiting.paymentReview).toBe(1);
    expect((await endState(pending)).bucket).toBe('payment-review');
    await markTestOrderPaid(app, admin, pending);
    const afterPaid = await dashboard();
    expect(afterPaid.awaiting.paymentReview - before.awaiting.paymentReview).toBe(0);
    expect(afterPaid.awaiting.toDeliver - before.awaiting.toDeliver).toBe(1);
  });

  it('cancelled: nothing offered, counted nowhere', async () => {
    const orderId = await paidOrder();
    await app
      .http()
      .put(`/api/admin/orders/${orderId}/status`)
      .set(bearer(admin))
      .send({ status: 'cancelled' })
      .expect(200);
    expect(await endState(orderId)).toEqual({
      status: 'cancelled',
      delivered: false,
      stepsSent: false,
      offers: [],
      bucket: 'cancelled',
    });
  });
});
