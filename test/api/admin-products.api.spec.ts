import { randomInt, randomUUID } from 'node:crypto';
import type { Test } from 'supertest';
import { DataSource } from 'typeorm';
import { pngOfSize, tinyPng } from '../support/files';
import { bearer, loginAdmin, registerUser, startTestApp, TestApp } from '../support/test-app';

interface AdminProduct {
  id: string;
  productCode: string;
  sku: string | null;
  title: string;
  description: string;
  price: number;
  category: string;
  stock: number;
  stockWarningLevel: number;
  hasStockWarning: boolean;
  isActive: boolean;
  images: { url: string; order: number }[];
  tags: string[];
  specifications: Record<string, string>;
}

/** Product Management: the admin products API (docs/product/admin.md#products). */
describe('admin products API', () => {
  let app: TestApp;
  let db: DataSource;
  let adminToken: string;
  beforeAll(async () => {
    app = await startTestApp();
    db = app.app.get(DataSource);
    adminToken = await loginAdmin(app);
  });
  afterAll(() => app.close());

  const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;
  const uniqueSku = () => `SKU-${randomUUID().slice(0, 8).toUpperCase()}`;

  /** A multipart request with the given fields, as strings, the way a browser form sends them. */
  const form = (req: Test, fields: Record<string, string>) => {
    for (const [key, value] of Object.entries(fields)) req.field(key, value);
    return req.set(bearer(adminToken));
  };
  /**
   * A real PNG of its own colour: images are stored under their content's hash, so one no other product
   * shares is removed when its product is.
   */
  const uniquePng = () => tinyPng(8, 8, [randomInt(256), randomInt(256), randomInt(256)]);
  /** Create with the given fields and one real PNG (or the given bytes under the given name). */
  const create = (fields: Record<string, string>, image: Buffer | null = uniquePng(), name = 'cover.png') => {
    const req = form(app.http().post('/api/admin/products'), fields);
    if (image) req.attach('images', image, { filename: name, contentType: 'image/png' });
    return req;
  };
  const update = (id: string, fields: Record<string, string>) =>
    form(app.http().put(`/api/admin/products/${id}`), fields);
  const validFields = (overrides: Record<string, string> = {}): Record<string, string> => ({
    title: unique('Retro Cam Pro'),
    category: 'Apps (Camera & Filters)',
    price: '19.90',
    stock: '25',
    description: 'Film looks for your phone',
    ...overrides,
  });
  const publicSearch = async (title: string) =>
    (await app.http().get('/api/products').query({ search: title }).expect(200)).body.items as {
      id: string;
      title: string;
      price: number;
    }[];
  const productRows = async (title: string) =>
    db.query<{ id: string }[]>('SELECT id FROM products WHERE title = $1', [title]);

  it('answers 401 without a session and 403 to a customer, on every route', async () => {
    const customer = await registerUser(app);
    const id = randomUUID();
    const routes = [
      () => app.http().get('/api/admin/products'),
      () => app.http().post('/api/admin/products'),
      () => app.http().put(`/api/admin/products/${id}`),
      () => app.http().delete(`/api/admin/products/${id}`),
    ];
    for (const route of routes) {
      const anonymous = await route().expect(401);
      expect(anonymous.body.message).toBe('Please log in to continue.');
      const forbidden = await route().set(bearer(customer.token)).expect(403);
      expect(forbidden.body.message).toBe('Admin access is required for this action.');
    }
  });

  it('creates a product with a real PNG: defaults applied, shown on the storefront, image served as a PNG', async () => {
    const fields = validFields();
    const png = uniquePng();
    const response = await create(fields, png).expect(201);
    const product = response.body as AdminProduct;
    expect(product).toMatchObject({
      title: fields.title,
      price: 19.9,
      stock: 25,
      stockWarningLevel: 10,
      hasStockWarning: false,
      isActive: true,
      category: 'Apps (Camera & Filters)',
      description: 'Film looks for your phone',
      sku: null,
    });
    expect(product.images).toHaveLength(1);

    const onStore = await publicSearch(fields.title);
    expect(onStore).toEqual([expect.objectContaining({ id: product.id, title: fields.title, price: 19.9 })]);
    const detail = await app.http().get(`/api/products/${product.productCode}`).expect(200);
    expect(detail.body.images).toEqual(product.images);

    const image = await app.http().get(product.images[0].url).buffer(true).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(image.body as Buffer, png)).toBe(0);

    const listed = await app
      .http()
      .get('/api/admin/products')
      .query({ search: fields.title.toUpperCase() })
      .set(bearer(adminToken))
      .expect(200);
    expect(listed.body).toEqual([expect.objectContaining({ id: product.id, stockWarningLevel: 10 })]);
  });

  it('refuses a text file named .png (declared image/png) with 400, and writes nothing', async () => {
    const fields = validFields();
    const response = await create(fields, Buffer.from('this is not really an image'), 'photo.png').expect(400);
    expect(response.body.message).toBe(
      'File photo.png is not an image. Only PNG, JPEG, WebP and GIF images are allowed.',
    );
    expect(await productRows(fields.title)).toEqual([]);
    expect(await publicSearch(fields.title)).toEqual([]);
  });

  it('refuses an image over 5MB with 413, and no image or a 7th image with 400', async () => {
    const big = validFields();
    const tooLarge = await create(big, pngOfSize(5 * 1024 * 1024 + 10), 'huge.png').expect(413);
    expect(tooLarge.body.message).toBe('An image is too large. Maximum size is 5MB per image.');
    const none = validFields();
    const missing = await create(none, null).expect(400);
    expect(missing.body.message).toBe('Please select at least one product image.');
    const many = validFields();
    const req = form(app.http().post('/api/admin/products'), many);
    for (let i = 0; i < 7; i += 1) req.attach('images', tinyPng(), { filename: `p${i}.png`, contentType: 'image/png' });
    const tooMany = await req.expect(400);
    expect(tooMany.body.message).toBe('A product can have at most 6 images.');
    for (const title of [big.title, none.title, many.title]) expect(await productRows(title)).toEqual([]);
  });

  it.each([
    [{ price: '-1' }, 'Price cannot be negative'],
    [{ price: 'abc' }, 'Price must be a number, e.g. 19.90 (got "abc")'],
    [{ price: '1.999' }, 'Price can have at most 2 decimal places (RM and sen)'],
    [{ price: '' }, 'Price is required'],
    [{ stock: '2.5' }, 'Stock must be a whole number (got "2.5")'],
    [{ stock: '-3' }, 'Stock cannot be negative'],
    [{ stockWarningLevel: 'ten' }, 'Stock warning level must be a whole number (got "ten")'],
    [{ title: '   ' }, 'Product name is required'],
    [
      { category: 'Toys' },
      'Category must be one of: Apps (Camera & Filters), Apps ( Games ), Steam Games, Nintendo Games, Course',
    ],
    [{ isActive: 'maybe' }, 'Status must be Active or Inactive'],
    [{ sku: 'has space' }, 'SKU may only contain letters, digits, dots, hyphens and underscores'],
  ])('refuses %j with 400: %s', async (overrides, message) => {
    const fields = validFields(overrides);
    const response = await create(fields).expect(400);
    expect(response.body.message).toBe(message);
    expect(await productRows(fields.title)).toEqual([]);
  });

  it('finds a product by the SKU or product code printed on its card, in any case', async () => {
    const sku = uniqueSku();
    const created = (await create(validFields({ sku })).expect(201)).body as { id: string; productCode: string };
    const search = async (term: string) =>
      (await app.http().get('/api/admin/products').query({ search: term }).set(bearer(adminToken)).expect(200))
        .body as { id: string }[];
    expect((await search(sku.toLowerCase())).map((row) => row.id)).toEqual([created.id]);
    expect((await search(created.productCode)).map((row) => row.id)).toEqual([created.id]);
    const seeded = await search('KD-MC');
    expect(seeded.length).toBeGreaterThan(0);
  });

  it('refuses a SKU another product uses with 409 and a clear message', async () => {
    const sku = uniqueSku();
    const first = validFields({ sku });
    await create(first).expect(201);
    const second = validFields({ sku });
    const duplicate = await create(second).expect(409);
    expect(duplicate.body.message).toBe(
      `SKU ${sku} is already used by "${first.title}". Each product needs its own SKU.`,
    );
    expect(await productRows(second.title)).toEqual([]);

    const seedSku = await create(validFields({ sku: 'KD-DZ' })).expect(409);
    expect(seedSku.body.message).toMatch(/^SKU KD-DZ is already used by ".+"/);
  });

  it('updates fields and images; an inactive product is hidden from the storefront but listed for admins', async () => {
    const fields = validFields({ sku: uniqueSku(), stock: '3' });
    const created = (await create(fields).expect(201)).body as AdminProduct;
    expect(created.hasStockWarning).toBe(true);
    const oldImage = created.images[0].url;

    const renamed = unique('Retro Cam Pro Max');
    const updated = await update(created.id, { title: renamed, price: '24.5', stock: '40', keepImages: '[]' })
      .attach('images', uniquePng(), { filename: 'red.png', contentType: 'image/png' })
      .expect(200);
    expect(updated.body).toMatchObject({
      id: created.id,
      title: renamed,
      price: 24.5,
      stock: 40,
      hasStockWarning: false,
      sku: fields.sku,
      description: fields.description,
    });
    expect(updated.body.images).toHaveLength(1);
    expect(updated.body.images[0].url).not.toBe(oldImage);
    await app.http().get(oldImage).expect(404);
    expect((await publicSearch(renamed))[0]).toMatchObject({ id: created.id, price: 24.5 });

    const badUpdate = await update(created.id, { price: '-5' }).expect(400);
    expect(badUpdate.body.message).toBe('Price cannot be negative');

    await update(created.id, { isActive: 'false' }).expect(200);
    expect(await publicSearch(renamed)).toEqual([]);
    await app.http().get(`/api/products/${created.productCode}`).expect(404);
    const adminList = await app
      .http()
      .get('/api/admin/products')
      .query({ search: renamed })
      .set(bearer(adminToken))
      .expect(200);
    expect(adminList.body).toEqual([expect.objectContaining({ id: created.id, isActive: false, price: 24.5 })]);

    const taken = await update(created.id, { sku: 'KD-DZ' }).expect(409);
    expect(taken.body.message).toMatch(/^SKU KD-DZ is already used by/);
  });

  it('keeps tags and key features (specifications): shown on the product page, replaced on edit, bad ones refused', async () => {
    const fields = validFields({
      tags: JSON.stringify([' film ', 'camera', 'film']),
      specifications: JSON.stringify({ ' Platform ': ' iOS & Android ', Looks: '12 film presets' }),
    });
    const created = (await create(fields).expect(201)).body as AdminProduct;
    expect(created.tags).toEqual(['film', 'camera']);
    expect(created.specifications).toEqual({ Platform: 'iOS & Android', Looks: '12 film presets' });
    const detail = await app.http().get(`/api/products/${created.productCode}`).expect(200);
    expect(detail.body.specifications).toEqual({ Platform: 'iOS & Android', Looks: '12 film presets' });

    const edited = await update(created.id, { specifications: JSON.stringify({ Platform: 'iOS' }) }).expect(200);
    expect(edited.body.specifications).toEqual({ Platform: 'iOS' });
    expect(edited.body.tags).toEqual(['film', 'camera']);

    const refusals: [Record<string, string>, string][] = [
      [{ specifications: JSON.stringify({ ' ': 'no name' }) }, 'Each specification needs a name'],
      [
        { specifications: JSON.stringify({ Platform: 'iOS', ' platform': 'Android' }) },
        'Specification names must be different',
      ],
      [
        { specifications: JSON.stringify({ Platform: 'x'.repeat(301) }) },
        'A specification name may have at most 60 characters, its value 300',
      ],
      [
        { specifications: '["Platform"]' },
        'Specifications must be a JSON object of names and values, e.g. {"Platform":"iOS"}',
      ],
      [{ tags: '"film"' }, 'Tags must be a JSON list of words, e.g. ["photo","app"]'],
    ];
    for (const [change, message] of refusals) {
      const refused = await update(created.id, change).expect(400);
      expect(refused.body.message).toBe(message);
    }
    const after = await app.http().get(`/api/products/${created.productCode}`).expect(200);
    expect(after.body.specifications).toEqual({ Platform: 'iOS' });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await update(randomUUID(), { price: '1' }).expect(404);
    expect(unknown.body.message).toBe('Product not found');
    await app.http().delete(`/api/admin/products/${randomUUID()}`).set(bearer(adminToken)).expect(404);
    const malformed = await app.http().delete('/api/admin/products/not-an-id').set(bearer(adminToken)).expect(400);
    expect(malformed.body.message).toBe('That is not a valid product id');
  });

  it('deletes a product never ordered, with its image; deactivates one that orders hold', async () => {
    const lonely = (await create(validFields()).expect(201)).body as AdminProduct;
    const gone = await app.http().delete(`/api/admin/products/${lonely.id}`).set(bearer(adminToken)).expect(200);
    expect(gone.body).toEqual({ outcome: 'deleted', message: 'Product deleted successfully!' });
    expect(await productRows(lonely.title)).toEqual([]);
    await app.http().get(lonely.images[0].url).expect(404);

    const sold = (await create(validFields({ stock: '5' })).expect(201)).body as AdminProduct;
    const customer = await registerUser(app);
    const order = await app
      .http()
      .post('/api/orders')
      .set(bearer(customer.token))
      .field(
        'orderData',
        JSON.stringify({
          items: [{ productCode: sold.productCode, quantity: 1 }],
          privacyConsent: true,
          customerInfo: { whatsapp: '0198765432' },
        }),
      )
      .attach('receipt', tinyPng(), 'receipt.png')
      .expect(201);

    const kept = await app.http().delete(`/api/admin/products/${sold.id}`).set(bearer(adminToken)).expect(200);
    expect(kept.body.outcome).toBe('deactivated');
    expect(kept.body.message).toMatch(/in existing orders, so it was deactivated instead of deleted/);
    expect(kept.body.product).toMatchObject({ id: sold.id, isActive: false });
    expect(await publicSearch(sold.title)).toEqual([]);

    const history = await app
      .http()
      .get(`/api/me/orders/${order.body.orderId}`)
      .set(bearer(customer.token))
      .expect(200);
    expect(JSON.stringify(history.body)).toContain(sold.title);
    await app.http().get(sold.images[0].url).expect(200);
  });
});
