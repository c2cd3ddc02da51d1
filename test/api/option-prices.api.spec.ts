import { randomUUID } from 'node:crypto';
import type { Test } from 'supertest';
import { DataSource } from 'typeorm';
import type { AdminProductView, CartCheck, OrderQuote, OrderView, ProductView } from '@kedai/contracts';
import { PricesFromOptions1795720000000 } from '../../migrations/1795720000000-PricesFromOptions';
import { tinyPng } from '../support/files';
import { bearer, loginAdmin, registerUser, startTestApp, TestApp, uniqueEmail } from '../support/test-app';

jest.setTimeout(120_000);

const options = (...choices: Record<string, unknown>[]) => JSON.stringify([{ name: 'Duration', choices }]);

/**
 * One source of price (issue 14 item 1): options and choices are edited in Product Management, the product's
 * price is its cheapest choice, and what the storefront shows after an edit is what the quote, the cart check
 * and checkout charge.
 */
describe('option prices: edited by the admin, charged by the server', () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await startTestApp();
    admin = await loginAdmin(app);
  });
  afterAll(() => app.close());

  const form = (req: Test, fields: Record<string, string>) => {
    for (const [key, value] of Object.entries(fields)) req.field(key, value);
    return req.set(bearer(admin));
  };
  const create = (fields: Record<string, string>) =>
    form(app.http().post('/api/admin/products'), {
      title: `Option Cam ${randomUUID().slice(0, 8)}`,
      category: 'Apps (Camera & Filters)',
      stock: '10',
      ...fields,
    }).attach('images', tinyPng(), { filename: 'cover.png', contentType: 'image/png' });
  const update = (id: string, fields: Record<string, string>) =>
    form(app.http().put(`/api/admin/products/${id}`), fields);
  const adminView = async (id: string) =>
    ((await app.http().get('/api/admin/products').set(bearer(admin)).expect(200)).body as AdminProductView[]).find(
      (product) => product.id === id,
    )!;
  const storefront = async (code: string) =>
    (await app.http().get(`/api/products/${code}`).expect(200)).body as ProductView;
  const items = (code: string, option: string, quantity = 1) => [{ productCode: code, option, quantity }];
  const quote = (body: unknown) => app.http().post('/api/orders/quote').send({ items: body });
  const cartCheck = (body: unknown) => app.http().post('/api/orders/cart-check').send({ items: body });
  const checkout = (body: unknown, expectedTotal?: number) =>
    app
      .http()
      .post('/api/orders')
      .field(
        'orderData',
        JSON.stringify({
          items: body,
          privacyConsent: true,
          customerInfo: { name: 'Option Buyer', email: uniqueEmail('option'), whatsapp: '0123456789' },
          expectedTotal,
        }),
      )
      .attach('receipt', tinyPng(), { filename: 'r.png', contentType: 'image/png' });

  const membership = (year = '4.99', lifetime = '7.99') =>
    options(
      { label: '1 YEAR', value: '1_year', price: year },
      { label: 'LIFETIME', value: 'lifetime', price: lifetime },
    );

  it('prices a product with options at its cheapest choice; a typed price that disagrees is refused', async () => {
    const created = (await create({ options: membership('5.99', '7.99') }).expect(201)).body as AdminProductView;
    expect(created.price).toBe(5.99);
    expect(created.options[0].choices.map((choice) => choice.price)).toEqual([5.99, 7.99]);

    const refused = await update(created.id, { price: '19.99' }).expect(400);
    expect(refused.body.message).toBe(
      "This product is priced by its options: its price is its cheapest choice, RM5.99. Change the choices' prices instead.",
    );
    expect(refused.body.errors).toEqual([{ field: 'price', messages: [refused.body.message] }]);
    expect((await adminView(created.id)).price).toBe(5.99);
    // The same price typed again is fine; a product without options keeps its own price.
    await update(created.id, { price: '5.99' }).expect(200);
    const plain = (await create({ price: '12.50' }).expect(201)).body as AdminProductView;
    expect(plain.price).toBe(12.5);
    expect(plain.options).toEqual([]);
  });

  it('the migration sets a price that disagrees with its options to the cheapest choice', async () => {
    const db = app.app.get(DataSource);
    const priced = (await create({ options: membership('5.99', '7.99') }).expect(201)).body as AdminProductView;
    const plain = (await create({ price: '12.50' }).expect(201)).body as AdminProductView;
    // A row from before: typed at RM19.99 while its choices cost RM5.99 and RM7.99.
    await db.query('UPDATE products SET price = 19.99 WHERE id = $1', [priced.id]);
    const runner = db.createQueryRunner();
    try {
      await new PricesFromOptions1795720000000().up(runner);
    } finally {
      await runner.release();
    }
    expect((await adminView(priced.id)).price).toBe(5.99);
    expect((await adminView(plain.id)).price).toBe(12.5);
  });

  it('an edited choice price is what the product page shows and the quote, cart check and checkout charge', async () => {
    const product = (await create({ options: membership() }).expect(201)).body as AdminProductView;
    const oldQuote = (await quote(items(product.productCode, '1_year', 2)).expect(200)).body as OrderQuote;
    expect(oldQuote.total).toBe(9.98);

    const edited = (await update(product.id, { options: membership('19.99', '24.50') }).expect(200))
      .body as AdminProductView;
    expect(edited.price).toBe(19.99);

    const shown = await storefront(product.productCode);
    expect(shown.price).toBe(19.99);
    expect(shown.options[0].choices.find((choice) => choice.value === '1_year')?.price).toBe(19.99);

    const priced = (await quote(items(product.productCode, '1_year', 2)).expect(200)).body as OrderQuote;
    expect(priced.lines[0]).toMatchObject({ optionValue: '1_year', unitPrice: 19.99, lineTotal: 39.98 });
    expect(priced.total).toBe(39.98);

    const checked = (await cartCheck(items(product.productCode, '1_year', 2)).expect(200)).body as CartCheck;
    expect(checked.lines[0]).toMatchObject({ unitPrice: 19.99, problem: null });
    expect(checked.total).toBe(39.98);

    // The old quote's total is refused, never charged; the new one is charged.
    const stale = await checkout(items(product.productCode, '1_year', 2), oldQuote.total).expect(409);
    expect(stale.body.message).toContain('the total is now RM39.98, not RM9.98');
    const order = (await checkout(items(product.productCode, '1_year', 2), priced.total).expect(201)).body as OrderView;
    expect(order.totalAmount).toBe(39.98);
    expect(order.items[0]).toMatchObject({ optionLabel: '1 YEAR', unitPrice: 19.99, quantity: 2, lineTotal: 39.98 });
  });

  it('refuses bad options with a clear 400 and writes nothing', async () => {
    const product = (await create({ options: membership() }).expect(201)).body as AdminProductView;
    const before = await adminView(product.id);
    const cases: [string, string][] = [
      [membership('-1'), '1 YEAR: Price cannot be negative'],
      [membership('abc'), '1 YEAR: Price must be a number, e.g. 19.90 (got "abc")'],
      [membership('4.999'), '1 YEAR: Price can have at most 2 decimal places (RM and sen)'],
      [options({ label: ' ', value: '1_year', price: '4.99' }), 'Choice 1 needs a label'],
      [
        options({ label: 'A', value: '1_year', price: '1' }, { label: 'B', value: '1_year', price: '2' }),
        'Choice values must be different: "1_year" is used twice',
      ],
      [options({ label: 'A', value: 'a', price: '1', stock: '-3' }), 'A: Stock cannot be negative'],
      [
        JSON.stringify([{ name: 'Colour', choices: [{ label: 'A', value: 'a', price: 1 }] }]),
        'The option must be one of: Duration, Version, Edition',
      ],
      [
        'not json',
        'Options must be a JSON list, e.g. [{"name":"Duration","choices":[{"label":"1 YEAR","value":"1_year","price":"4.99"}]}]',
      ],
    ];
    for (const [value, message] of cases) {
      const answer = await update(product.id, { options: value, title: 'Should not be saved' }).expect(400);
      expect(answer.body).toMatchObject({ message, errors: [{ field: 'options', messages: [message] }] });
    }
    const after = await adminView(product.id);
    expect(after).toEqual(before);
  });

  it("an option removed while a cart holds it is that line's problem; checkout refuses it", async () => {
    const product = (await create({ options: membership() }).expect(201)).body as AdminProductView;
    const cart = [...items(product.productCode, 'lifetime'), ...items(product.productCode, '1_year')];
    expect(((await cartCheck(cart).expect(200)).body as CartCheck).total).toBe(12.98);

    await update(product.id, { options: options({ label: '1 YEAR', value: '1_year', price: '4.99' }) }).expect(200);

    const checked = (await cartCheck(cart).expect(200)).body as CartCheck;
    expect(checked.lines[0]).toMatchObject({
      unitPrice: null,
      problem: `This option of ${product.title} is no longer available. Please choose another.`,
    });
    expect(checked.lines[1]).toMatchObject({ unitPrice: 4.99, problem: null });
    expect(checked.total).toBe(4.99);
    const refused = await checkout(items(product.productCode, 'lifetime')).expect(400);
    expect(refused.body.message).toBe(`"lifetime" is not an option of ${product.title}`);
  });

  it("a signed-in customer's saved line whose option was removed is named once, then gone", async () => {
    const product = (await create({ options: membership() }).expect(201)).body as AdminProductView;
    const me = await registerUser(app, 'Aisyah');
    const saved = [
      { productId: product.id, optionValue: 'lifetime', quantity: 1 },
      { productId: product.id, optionValue: '1_year', quantity: 2 },
    ];
    await app.http().put('/api/me/cart').set(bearer(me.token)).send({ items: saved }).expect(200);

    await update(product.id, { options: options({ label: '1 YEAR', value: '1_year', price: '4.99' }) }).expect(200);

    const first = await app.http().get('/api/me/cart').set(bearer(me.token)).expect(200);
    expect(first.body.unavailable).toEqual([product.title]);
    expect(first.body.items).toEqual([expect.objectContaining({ optionValue: '1_year', quantity: 2, price: 4.99 })]);
    const again = await app.http().get('/api/me/cart').set(bearer(me.token)).expect(200);
    expect(again.body.unavailable).toBeUndefined();
    expect(again.body.items).toHaveLength(1);
  });

  it('sells a choice that keeps its own stock no further than it has, and gives it back on cancel', async () => {
    const product = (
      await create({
        stock: '10',
        options: options(
          { label: '1 YEAR', value: '1_year', price: '4.99' },
          { label: 'LIFETIME', value: 'lifetime', price: '7.99', stock: '2' },
        ),
      }).expect(201)
    ).body as AdminProductView;
    const shown = await storefront(product.productCode);
    expect(shown.options[0].choices[1].stock).toBe(2);

    const tooMany = await quote(items(product.productCode, 'lifetime', 3)).expect(409);
    expect(tooMany.body.message).toBe(`Not enough stock for ${product.title} (LIFETIME): only 2 left`);
    // Its variable parts too, for a storefront that says it in Malay or Chinese.
    expect(tooMany.body).toMatchObject({
      code: 'insufficient_stock',
      params: { title: product.title, option: 'LIFETIME', left: 2 },
    });
    const checked = (await cartCheck(items(product.productCode, 'lifetime', 3)).expect(200)).body as CartCheck;
    expect(checked.lines[0]).toMatchObject({ available: 2, problem: `Only 2 left of ${product.title} (LIFETIME).` });
    // The choice without its own stock sells from the product's stock.
    expect(
      ((await quote(items(product.productCode, '1_year', 5)).expect(200)).body as OrderQuote).lines[0].available,
    ).toBe(10);

    const order = (await checkout(items(product.productCode, 'lifetime', 2), 15.98).expect(201)).body as OrderView;
    let now = await adminView(product.id);
    expect(now.stock).toBe(8);
    expect(now.options[0].choices[1].stock).toBe(0);
    expect(now.options[0].choices[0].stock).toBeUndefined();
    const soldOut = (await cartCheck(items(product.productCode, 'lifetime')).expect(200)).body as CartCheck;
    expect(soldOut.lines[0].problem).toBe(`${product.title} (LIFETIME) is out of stock.`);
    const refused = await checkout(items(product.productCode, 'lifetime', 1), 7.99).expect(409);
    expect(refused.body.message).toBe(`Not enough stock for ${product.title} (LIFETIME): only 0 left`);
    expect((await adminView(product.id)).stock).toBe(8);

    await app
      .http()
      .put(`/api/admin/orders/${order.orderId}/status`)
      .set(bearer(admin))
      .send({ status: 'cancelled' })
      .expect(200);
    now = await adminView(product.id);
    expect(now.stock).toBe(10);
    expect(now.options[0].choices[1].stock).toBe(2);
  });
});
