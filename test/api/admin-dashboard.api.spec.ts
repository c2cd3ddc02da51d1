import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { DashboardSummary } from '@kedai/contracts';
import type { Product } from '../../backend/src/modules/catalog/entities/product.entity';
import { NewProduct, ProductsService } from '../../backend/src/modules/catalog/services/products.service';
import { markTestOrderPaid, placeTestOrder } from '../support/orders';
import { bearer, loginAdmin, registerUser, startTestApp, TestApp } from '../support/test-app';

jest.setTimeout(60_000);

const HOUR_MS = 60 * 60 * 1000;

/** "12.30" -> 1230: money compared in whole sen, so the test itself has no float drift either. */
const sen = (amount: string) => {
  expect(amount).toMatch(/^\d+\.\d{2}$/);
  return Number(amount.replace('.', ''));
};

/** The month in Malaysia time, worked out here by calendar rather than trusted from the server. */
function expectedMonth(now: Date) {
  const malaysia = new Date(now.getTime() + 8 * HOUR_MS);
  const year = malaysia.getUTCFullYear();
  const month = malaysia.getUTCMonth();
  return {
    label: `${year}-${String(month + 1).padStart(2, '0')}`,
    start: new Date(Date.UTC(year, month, 1, -8)),
    end: new Date(Date.UTC(year, month + 1, 1, -8)),
  };
}

describe('admin dashboard API', () => {
  let app: TestApp;
  let db: DataSource;
  let admin: string;
  let products: ProductsService;

  beforeAll(async () => {
    app = await startTestApp();
    db = app.app.get(DataSource);
    products = app.app.get(ProductsService);
    admin = await loginAdmin(app);
  });
  afterAll(() => app.close());

  const makeProduct = (input: Partial<NewProduct> = {}): Promise<Product> =>
    products.create({
      productCode: `D-${randomUUID().slice(0, 8).toUpperCase()}`,
      title: `Dashboard app ${randomUUID().slice(0, 6)}`,
      price: 9.99,
      category: 'Apps (Camera & Filters)',
      stock: 500,
      ...input,
    });

  const placeOrder = (items: { productCode: string; quantity: number }[]) => placeTestOrder(app, items, 'Nurul');
  const markPaid = (orderId: string) => markTestOrderPaid(app, admin, orderId);

  const setStatus = (orderId: string, status: string) =>
    app.http().put(`/api/admin/orders/${orderId}/status`).set(bearer(admin)).send({ status }).expect(200);

  const dashboard = async (): Promise<DashboardSummary> =>
    (await app.http().get('/api/admin/dashboard').set(bearer(admin)).expect(200)).body;

  const moveOrder = (orderId: string, createdAt: Date) =>
    db.query('UPDATE orders SET created_at = $2 WHERE order_id = $1', [orderId, createdAt]);

  it('answers guests 401 and customers 403', async () => {
    const guest = await app.http().get('/api/admin/dashboard');
    expect(guest.status).toBe(401);
    const customer = await registerUser(app);
    const asCustomer = await app.http().get('/api/admin/dashboard').set(bearer(customer.token));
    expect(asCustomer.status).toBe(403);
  });

  it('covers the calendar month in Malaysia time', async () => {
    const now = new Date();
    const summary = await dashboard();
    const month = expectedMonth(now);
    expect(summary.month).toEqual({
      label: month.label,
      start: month.start.toISOString(),
      end: month.end.toISOString(),
    });
    // 00:00 on the 1st in Malaysia is 16:00 UTC the day before.
    expect(month.start.getUTCHours()).toBe(16);
  });

  it('counts every order placed, takes revenue from paid orders that are not cancelled, exactly', async () => {
    // 0.10 + 0.20 is 0.30000000000000004 in floating point: the answer must say 0.30.
    const dime = await makeProduct({ price: 0.1 });
    const twenty = await makeProduct({ price: 0.2 });
    const before = await dashboard();

    const paid = await placeOrder([
      { productCode: dime.productCode, quantity: 1 },
      { productCode: twenty.productCode, quantity: 1 },
    ]);
    await markPaid(paid);
    const shipped = await placeOrder([{ productCode: twenty.productCode, quantity: 2 }]);
    await markPaid(shipped);
    await setStatus(shipped, 'shipped');
    await placeOrder([{ productCode: dime.productCode, quantity: 5 }]);
    const cancelled = await placeOrder([{ productCode: dime.productCode, quantity: 7 }]);
    await markPaid(cancelled);
    await setStatus(cancelled, 'cancelled');

    const after = await dashboard();
    expect(after.orderCount - before.orderCount).toBe(4);
    expect(after.paidOrderCount - before.paidOrderCount).toBe(2);
    expect(sen(after.revenue) - sen(before.revenue)).toBe(70);
    expect(after.awaiting.paymentReview - before.awaiting.paymentReview).toBe(1);
    // The products have no codes in their pools: the paid order waits for stock (a backorder), not "to deliver";
    // so does the one marked shipped by hand (its codes are still owed). The cancelled one waits for nothing.
    expect(after.awaiting.toDeliver - before.awaiting.toDeliver).toBe(0);
    expect(after.awaiting.backorders - before.awaiting.backorders).toBe(2);
  });

  it('gives the cards the month day by day and the same stretch of the month before', async () => {
    const product = await makeProduct({ price: 2.5 });
    const before = await dashboard();
    const month = expectedMonth(new Date());
    // The days from the 1st to today, each once, adding up to the month's cards.
    expect(before.trend.days[0].day).toBe(`${month.label}-01`);
    expect(before.trend.days.reduce((sum, day) => sum + day.orderCount, 0)).toBe(before.orderCount);
    expect(before.trend.days.reduce((sum, day) => sum + sen(day.revenue), 0)).toBe(sen(before.revenue));
    // The month before starts at its 1st, 00:00 in Malaysia.
    const previousStart = new Date(before.trend.previous.start);
    expect(previousStart.toISOString()).toBe(expectedMonth(new Date(month.start.getTime() - 1)).start.toISOString());

    const today = await placeOrder([{ productCode: product.productCode, quantity: 2 }]);
    await markPaid(today);
    const earlier = await placeOrder([{ productCode: product.productCode, quantity: 1 }]);
    await markPaid(earlier);
    // A second into the month before: inside the stretch that compares with this month so far.
    await moveOrder(earlier, new Date(previousStart.getTime() + 1000));

    const after = await dashboard();
    const last = (summary: DashboardSummary) => summary.trend.days[summary.trend.days.length - 1];
    expect(last(after).day).toBe(last(before).day);
    expect(last(after).orderCount - last(before).orderCount).toBe(1);
    expect(sen(last(after).revenue) - sen(last(before).revenue)).toBe(500);
    expect(after.trend.previous.orderCount - before.trend.previous.orderCount).toBe(1);
    expect(sen(after.trend.previous.revenue) - sen(before.trend.previous.revenue)).toBe(250);
  });

  it('lists the top 5 products by quantity sold, then revenue, with exact revenue', async () => {
    // Quantities far above what other tests buy, so these three lead the month.
    const leader = await makeProduct({ title: `Leader ${randomUUID().slice(0, 6)}`, price: 1.1 });
    const dearer = await makeProduct({ title: `Dearer ${randomUUID().slice(0, 6)}`, price: 3.33 });
    const cheaper = await makeProduct({ title: `Cheaper ${randomUUID().slice(0, 6)}`, price: 2.22 });
    const ignored = await makeProduct({ title: `Cancelled ${randomUUID().slice(0, 6)}`, price: 1 });

    const first = await placeOrder([
      { productCode: leader.productCode, quantity: 99 },
      { productCode: cheaper.productCode, quantity: 90 },
    ]);
    await markPaid(first);
    const second = await placeOrder([
      { productCode: leader.productCode, quantity: 99 },
      { productCode: dearer.productCode, quantity: 90 },
    ]);
    await markPaid(second);
    const dropped = await placeOrder([{ productCode: ignored.productCode, quantity: 99 }]);
    await markPaid(dropped);
    await setStatus(dropped, 'cancelled');

    const { topProducts } = await dashboard();
    expect(topProducts.length).toBeLessThanOrEqual(5);
    expect(topProducts.slice(0, 3)).toEqual([
      { productId: leader.id, productCode: leader.productCode, name: leader.title, quantity: 198, revenue: '217.80' },
      { productId: dearer.id, productCode: dearer.productCode, name: dearer.title, quantity: 90, revenue: '299.70' },
      { productId: cheaper.id, productCode: cheaper.productCode, name: cheaper.title, quantity: 90, revenue: '199.80' },
    ]);
    expect(topProducts.map((product) => product.productId)).not.toContain(ignored.id);
    for (let i = 1; i < topProducts.length; i += 1) {
      const [a, b] = [topProducts[i - 1], topProducts[i]];
      expect(a.quantity > b.quantity || (a.quantity === b.quantity && sen(a.revenue) >= sen(b.revenue))).toBe(true);
    }
  });

  it('puts an order in the month by its Malaysia date, not its UTC date', async () => {
    const product = await makeProduct({ price: 4.56 });
    const orderId = await placeOrder([{ productCode: product.productCode, quantity: 1 }]);
    await markPaid(orderId);
    const month = expectedMonth(new Date());
    try {
      // 00:00 Malaysia time on the 1st: still last month in UTC, but this month here.
      await moveOrder(orderId, month.start);
      const atStart = await dashboard();
      // One millisecond earlier it is last month in Malaysia too.
      await moveOrder(orderId, new Date(month.start.getTime() - 1));
      const beforeStart = await dashboard();
      expect(atStart.orderCount - beforeStart.orderCount).toBe(1);
      expect(sen(atStart.revenue) - sen(beforeStart.revenue)).toBe(456);

      // The last millisecond of the month in Malaysia counts; 00:00 on the next 1st does not.
      await moveOrder(orderId, new Date(month.end.getTime() - 1));
      const atEnd = await dashboard();
      await moveOrder(orderId, month.end);
      const nextMonth = await dashboard();
      expect(atEnd.orderCount - nextMonth.orderCount).toBe(1);
      expect(sen(atEnd.revenue) - sen(nextMonth.revenue)).toBe(456);
      expect(nextMonth.orderCount).toBe(beforeStart.orderCount);
    } finally {
      await moveOrder(orderId, new Date());
    }
  });

  it('lists active products whose stock fell under their warning level', async () => {
    const product = await makeProduct({ stock: 12, stockWarningLevel: 10, price: 1 });
    const inactive = await makeProduct({ stock: 0, stockWarningLevel: 10, isActive: false });
    const before = await dashboard();
    expect(before.lowStock.products.map((low) => low.productId)).not.toContain(inactive.id);

    // Checkout reserves the stock: 12 - 3 = 9, under the level of 10.
    await placeOrder([{ productCode: product.productCode, quantity: 3 }]);
    const after = await dashboard();
    expect(after.lowStock.count - before.lowStock.count).toBe(1);
    expect(after.lowStock.products.length).toBeLessThanOrEqual(5);
    const shown = after.lowStock.products.find((low) => low.productId === product.id);
    if (shown) expect(shown).toMatchObject({ stock: 9, stockWarningLevel: 10, name: product.title });
  });

  it('counts a product at exactly its warning level as low, as Product Management does', async () => {
    const before = await dashboard();
    const product = await makeProduct({ stock: 10, stockWarningLevel: 10, price: 1 });
    const after = await dashboard();
    expect(after.lowStock.count - before.lowStock.count).toBe(1);
    const listed = await app.http().get('/api/admin/products').set(bearer(admin)).expect(200);
    const rows: { id: string; hasStockWarning: boolean }[] = listed.body;
    expect(rows.find((row) => row.id === product.id)?.hasStockWarning).toBe(true);
  });
});
