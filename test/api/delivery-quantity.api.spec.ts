import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { AdminOrderDetail, GuestOrderView, OrderGuideView } from '@kedai/contracts';
import type { Product } from '../../backend/src/modules/catalog/entities/product.entity';
import { RedisService } from '../../backend/src/core/redis/redis.module';
import { NewProduct, ProductsService } from '../../backend/src/modules/catalog/services/products.service';
import { tinyPng } from '../support/files';
import { markTestOrderPaid, placeTestOrder } from '../support/orders';
import { bearer, loginAdmin, startTestApp, TestApp, uniqueEmail } from '../support/test-app';
import { eventually } from '../support/wait';

jest.setTimeout(180_000);

/** A line of quantity N is delivered in full: N codes or N rental accounts, all or none. */
describe('delivery of every unit (quantity N)', () => {
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
  afterAll(async () => {
    await app.close();
  });
  // Guest lookups are limited per address per minute; other suites in the same run share the address.
  beforeEach(async () => {
    const redis = app.app.get(RedisService);
    const keys = await redis.client.keys(redis.key('orders', 'lookups', '*'));
    if (keys.length > 0) await redis.client.del(...keys);
  });

  const makeProduct = (input: Partial<NewProduct> = {}): Promise<Product> =>
    products.create({
      productCode: `Q-${randomUUID().slice(0, 8).toUpperCase()}`,
      title: `Quantity app ${randomUUID().slice(0, 6)}`,
      price: 9.99,
      category: 'Apps (Camera & Filters)',
      stock: 100,
      ...input,
    });

  const makeRentalProduct = () =>
    makeProduct({
      title: `Rental game ${randomUUID().slice(0, 6)}`,
      category: 'Steam Games',
      options: [{ name: 'Duration', choices: [{ label: '3 Hours', value: '3_hours', price: 5 }] }],
    });

  const detail = async (orderId: string): Promise<AdminOrderDetail> =>
    (await app.http().get(`/api/admin/orders/${orderId}`).set(bearer(admin)).expect(200)).body;

  const step = (orderId: string, name: string) =>
    app.http().post(`/api/admin/orders/${orderId}/${name}`).set(bearer(admin));

  const settled = (orderId: string) =>
    eventually(() => detail(orderId), { until: (order) => order.pendingStep === null, timeoutMs: 30_000 });

  const addCodes = (productCode: string, codes: string[]) =>
    app
      .http()
      .post(`/api/admin/code-pools/${productCode}/codes`)
      .set(bearer(admin))
      .send({ text: codes.join('\n') })
      .expect(201);

  const addAccount = (productCode: string, username: string) =>
    app
      .http()
      .post('/api/admin/rental-accounts')
      .set(bearer(admin))
      .send({ productCode, gameName: 'Grand Theft Auto V', username, password: `pw-${username}` })
      .expect(201);

  /** Paid, guide sent, then ACTIVATE; resolves once the job has finished. */
  const activate = async (orderId: string) => {
    await markTestOrderPaid(app, admin, orderId);
    await step(orderId, 'send-guide').expect(202);
    await settled(orderId);
    await step(orderId, 'activate').expect(202);
    return eventually(() => detail(orderId), {
      until: (order) => order.pendingStep === null && order.autoDelivery.status !== 'processing',
      timeoutMs: 30_000,
    });
  };

  const mailsOf = async (orderId: string) =>
    (await app.http().get(`/api/admin/outbox?relatedId=${orderId}`).set(bearer(admin)).expect(200)).body as {
      subject: string;
      textBody: string;
    }[];

  it('gives a line of quantity 3 three distinct codes, listed on every view and in the e-mail', async () => {
    const product = await makeProduct();
    const codes = ['A', 'B', 'C', 'D'].map((letter) => `QTY-${letter}-${product.productCode}`);
    await addCodes(product.productCode, codes);
    const orderId = await placeTestOrder(app, [{ productCode: product.productCode, quantity: 3 }]);
    const shipped = await activate(orderId);

    expect(shipped.status).toBe('shipped');
    const given = shipped.autoDelivery.redeemCodes.map((code) => code.code);
    expect(given).toHaveLength(3);
    expect(new Set(given).size).toBe(3);
    for (const code of given) expect(codes).toContain(code);
    const left = codes.find((code) => !given.includes(code));
    expect(shipped.activationCode).toBe(given.join(', '));

    const redeem: GuestOrderView = (await app.http().get(`/api/orders/redeem/${orderId}`).expect(200)).body;
    expect(redeem.autoDelivery.redeemCodes.map((code) => code.code)).toEqual(given);

    const guide: OrderGuideView = (await app.http().get(`/api/orders/${orderId}/guide`).expect(200)).body;
    expect(guide.lines).toHaveLength(1);
    expect(guide.lines[0]).toMatchObject({ productCode: product.productCode, quantity: 3, kind: 'app' });
    expect(guide.lines[0].codes).toEqual(given);

    const mails = await eventually(() => mailsOf(orderId), {
      until: (list) => list.some((mail) => mail.subject.startsWith('Your activation details')),
      timeoutMs: 30_000,
    });
    const delivery = mails.find((mail) => mail.subject.startsWith('Your activation details'));
    for (const code of given) expect(delivery?.textBody).toContain(code);
    expect(delivery?.textBody).not.toContain(left);

    // The fourth code is still unsold.
    const pool = await app
      .http()
      .get(`/api/admin/code-pools/${product.productCode}/codes?status=unsold`)
      .set(bearer(admin))
      .expect(200);
    expect(pool.body.map((code: { code: string }) => code.code)).toEqual([left]);
  });

  it('rents one account per unit of a rental line', async () => {
    const product = await makeRentalProduct();
    await addAccount(product.productCode, `qty_user_1_${product.productCode}`);
    await addAccount(product.productCode, `qty_user_2_${product.productCode}`);
    const orderId = await placeTestOrder(app, [{ productCode: product.productCode, quantity: 2, option: '3_hours' }]);
    const shipped = await activate(orderId);
    expect(shipped.status).toBe('shipped');
    expect(shipped.rentals).toHaveLength(2);
    expect(new Set(shipped.rentals.map((rental) => rental.accountId)).size).toBe(2);

    const redeem: GuestOrderView = (await app.http().get(`/api/orders/redeem/${orderId}`).expect(200)).body;
    expect(redeem.rentals?.map((rental) => rental.username).sort()).toEqual([
      `qty_user_1_${product.productCode}`,
      `qty_user_2_${product.productCode}`,
    ]);
    const guide: OrderGuideView = (await app.http().get(`/api/orders/${orderId}/guide`).expect(200)).body;
    expect(guide.lines[0].rentals).toHaveLength(2);
    expect(guide.lines[0].rentals.every((rental) => rental.password.startsWith('pw-'))).toBe(true);
  });

  it('delivers nothing when the pool has fewer codes than the quantity, with a clear message', async () => {
    const product = await makeProduct();
    const codes = [`FEW-1-${product.productCode}`, `FEW-2-${product.productCode}`];
    await addCodes(product.productCode, codes);
    const orderId = await placeTestOrder(app, [{ productCode: product.productCode, quantity: 3 }]);
    const failed = await activate(orderId);

    expect(failed).toMatchObject({ status: 'processing', activationCode: null, shippedAt: null });
    // Short of codes: the paid order waits for stock (a backorder) rather than failing.
    expect(failed).toMatchObject({ bucket: 'backorder', waitingForStock: true });
    expect(failed.autoDelivery.status).toBe('pending');
    expect(failed.autoDelivery.failureReason).toBe(
      `Not enough activation codes for ${product.title}: this order needs 3. Add codes to its pool, then try again.`,
    );
    expect(failed.autoDelivery.redeemCodes).toEqual([]);
    const taken = await db.query<{ n: string }[]>(
      'SELECT COUNT(*) AS n FROM activation_codes WHERE product_code = $1 AND order_item_id IS NOT NULL',
      [product.productCode],
    );
    expect(Number(taken[0].n)).toBe(0);

    // With a third code the backorder is filled by itself (the restock queues the fill job) and takes all three.
    await addCodes(product.productCode, [`FEW-3-${product.productCode}`]);
    const shipped = await eventually(() => detail(orderId), {
      until: (order) => order.status === 'shipped',
      timeoutMs: 30_000,
    });
    expect(shipped.autoDelivery.redeemCodes.map((code) => code.code).sort()).toEqual(
      [...codes, `FEW-3-${product.productCode}`].sort(),
    );
  });

  it('rents nothing when fewer accounts are free than the quantity', async () => {
    const product = await makeRentalProduct();
    await addAccount(product.productCode, `few_user_${product.productCode}`);
    const orderId = await placeTestOrder(app, [{ productCode: product.productCode, quantity: 2, option: '3_hours' }]);
    const failed = await activate(orderId);
    expect(failed.autoDelivery.status).toBe('failed');
    expect(failed.autoDelivery.failureReason).toContain(`Not enough rental accounts for ${product.title}`);
    expect(failed.rentals).toEqual([]);
    const accounts = await app.http().get('/api/admin/rental-accounts').set(bearer(admin)).expect(200);
    expect(
      accounts.body.find((account: { username: string }) => account.username === `few_user_${product.productCode}`),
    ).toMatchObject({ status: 'available', orderId: null });
  });

  it('sells exactly the last 10 units to 100 concurrent buyers', async () => {
    const product = await makeProduct({ stock: 10 });
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        app
          .http()
          .post('/api/orders')
          .field(
            'orderData',
            JSON.stringify({
              items: [{ productCode: product.productCode, quantity: 1 }],
              privacyConsent: true,
              customerInfo: { name: `Rush ${index}`, email: uniqueEmail('rush'), whatsapp: '0123456789' },
            }),
          )
          .attach('receipt', tinyPng(), { filename: 'r.png', contentType: 'image/png' }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(90);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.body.message).toBe(`Not enough stock for ${product.title}: only 0 left`);
    const [row] = await db.query<{ stock: number }[]>('SELECT stock FROM products WHERE id = $1', [product.id]);
    expect(row.stock).toBe(0);
    const sold = await db.query<{ n: string }[]>(
      'SELECT COALESCE(SUM(quantity), 0) AS n FROM order_items WHERE product_id = $1',
      [product.id],
    );
    expect(Number(sold[0].n)).toBe(10);
  });

  it('shows every line of a mixed order (an app and a rental) with its own product, code, account and keyword', async () => {
    const app_ = await makeProduct({ title: `Dazz Cam ${randomUUID().slice(0, 4)}` });
    const game = await makeRentalProduct();
    await addCodes(app_.productCode, [`MIX-${app_.productCode}`]);
    await addAccount(game.productCode, `mix_user_${game.productCode}`);
    const orderId = await placeTestOrder(app, [
      { productCode: app_.productCode, quantity: 1 },
      { productCode: game.productCode, quantity: 1, option: '3_hours' },
    ]);
    const shipped = await activate(orderId);
    expect(shipped.status).toBe('shipped');

    const guide: OrderGuideView = (await app.http().get(`/api/orders/${orderId}/guide`).expect(200)).body;
    expect(guide.productName).toBe(`${app_.title} + ${game.title}`);
    expect(guide.lines).toHaveLength(2);
    const appLine = guide.lines.find((line) => line.productCode === app_.productCode);
    const gameLine = guide.lines.find((line) => line.productCode === game.productCode);
    expect(appLine).toMatchObject({ kind: 'app', codes: [`MIX-${app_.productCode}`], rentals: [] });
    expect(appLine?.chatKeyword).not.toContain('Grand Theft Auto');
    expect(gameLine).toMatchObject({
      kind: 'rental',
      codes: [],
      chatKeyword: `Grand Theft Auto V ${game.productCode}`,
    });
    expect(gameLine?.rentals[0]).toMatchObject({ username: `mix_user_${game.productCode}`, active: true });

    const steps = await app
      .http()
      .get(`/api/admin/orders/${orderId}/installation-steps?version=customer`)
      .set(bearer(admin))
      .expect(200);
    expect(steps.body.installationSteps).toContain(app_.title);
    expect(steps.body.installationSteps).toContain(game.title);
    expect(steps.body.installationSteps).toContain(`MIX-${app_.productCode}`);
    expect(steps.body.installationSteps).toContain('Sign in to the game platform');
    expect(steps.body.installationSteps).toContain('Redeem your activation code');

    const mails = await eventually(() => mailsOf(orderId), {
      until: (list) => list.some((mail) => mail.subject.startsWith('Your activation details')),
      timeoutMs: 30_000,
    });
    const delivery = mails.find((mail) => mail.subject.startsWith('Your activation details'));
    expect(delivery?.textBody).toContain(app_.title);
    expect(delivery?.textBody).toContain(game.title);
    expect(delivery?.textBody).toContain(`MIX-${app_.productCode}`);
  });
});
