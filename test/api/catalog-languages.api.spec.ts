import { randomInt, randomUUID } from 'node:crypto';
import type { Test } from 'supertest';
import { DataSource } from 'typeorm';
import type {
  AckResponse,
  AdminProductView,
  ChatJoined,
  ChatMessageView,
  OutboundEmailView,
  ProductTranslationGap,
  ProductView,
} from '@kedai/contracts';
import { CatalogSeedService } from '../../backend/src/modules/catalog/services/catalog-seed.service';
import { SEED_PRODUCTS } from '../../backend/src/modules/catalog/services/seed-catalogue';
import { tinyPng } from '../support/files';
import {
  bearer,
  connectSocket,
  loginAdmin,
  registerUser,
  startTestApp,
  TestApp,
  uniqueEmail,
} from '../support/test-app';
import { eventually, nextEvent } from '../support/wait';

/** The catalogue in three languages (docs/catalogue.md#languages). */
describe('catalogue languages API', () => {
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
  const form = (req: Test, fields: Record<string, string>) => {
    for (const [key, value] of Object.entries(fields)) req.field(key, value);
    return req.set(bearer(adminToken));
  };
  const options = JSON.stringify([
    {
      name: 'Duration',
      choices: [
        { label: '3 Hours', value: '3_hours', price: '5.00' },
        { label: '1 YEAR/LIFETIME', value: 'forever', price: '9.00' },
      ],
    },
  ]);
  const translations = {
    ms: {
      title: 'Kamera Retro',
      description: 'Rupa filem untuk telefon anda',
      features: { Platform: { name: 'Platform', value: 'iOS dan Android' } },
      choices: { '3_hours': '3 Jam', forever: '1 TAHUN/SEUMUR HIDUP' },
    },
    'zh-Hans': {
      title: '复古相机',
      description: '手机上的胶片效果',
      features: { Platform: { name: '平台', value: 'iOS 和 Android' } },
      choices: { '3_hours': '3小时', forever: '1年/永久' },
    },
  };
  const create = async (fields: Record<string, string>) => {
    const req = form(app.http().post('/api/admin/products'), {
      title: unique('Retro Cam'),
      category: 'Apps (Camera & Filters)',
      stock: '10',
      description: 'Film looks for your phone',
      specifications: JSON.stringify({ Platform: 'iOS and Android' }),
      options,
      ...fields,
    });
    req.attach('images', tinyPng(8, 8, [randomInt(256), randomInt(256), randomInt(256)]), {
      filename: 'cover.png',
      contentType: 'image/png',
    });
    return (await req.expect(201)).body as AdminProductView;
  };
  const publicProduct = async (code: string, query = '', headers: Record<string, string> = {}) =>
    (await app.http().get(`/api/products/${code}${query}`).set(headers).expect(200)).body as ProductView;
  const everyText = (product: ProductView) => [
    product.title,
    product.description,
    ...Object.entries(product.specifications).flat(),
    ...product.options.flatMap((option) => option.choices.map((choice) => choice.label)),
  ];

  it("answers a product's texts in the language asked by ?lang=, else by Accept-Language, else English", async () => {
    const product = await create({ translations: JSON.stringify(translations) });
    const ms = await publicProduct(product.productCode, '?lang=ms');
    expect(ms.title).toBe('Kamera Retro');
    expect(ms.description).toBe('Rupa filem untuk telefon anda');
    expect(ms.specifications).toEqual({ Platform: 'iOS dan Android' });
    expect(ms.options[0].choices.map((choice) => choice.label)).toEqual(['3 Jam', '1 TAHUN/SEUMUR HIDUP']);
    // Values and prices are the product's own in every language: the cart and checkout use them.
    expect(ms.options[0].choices.map((choice) => [choice.value, choice.price])).toEqual([
      ['3_hours', 5],
      ['forever', 9],
    ]);

    const zh = await publicProduct(product.productCode, '', { 'Accept-Language': 'zh-CN,zh;q=0.9,en;q=0.8' });
    expect(zh.title).toBe('复古相机');
    expect(zh.specifications).toEqual({ 平台: 'iOS 和 Android' });
    expect(zh.options[0].choices.map((choice) => choice.label)).toEqual(['3小时', '1年/永久']);

    // lang wins over the header; English is the product's own text.
    const en = await publicProduct(product.productCode, '?lang=en', { 'Accept-Language': 'ms-MY' });
    expect(en.title).toBe(product.title);
    expect(en.options[0].choices.map((choice) => choice.label)).toEqual(['3 Hours', '1 YEAR/LIFETIME']);

    // The list, the featured list and search speak the same language.
    const list = await app.http().get('/api/products').query({ search: 'Kamera Retro', lang: 'ms' }).expect(200);
    expect(list.body.items.map((item: ProductView) => item.id)).toEqual([product.id]);
    expect(list.body.items[0].title).toBe('Kamera Retro');
    const featured = await app.http().get('/api/products/featured?lang=zh-Hans').expect(200);
    const dazz = SEED_PRODUCTS.find((seed) => seed.code === 'DZ')!;
    expect(featured.body[0].title).toBe(dazz.translations['zh-Hans']!.title);

    await app.http().get('/api/products?lang=fr').expect(400);
    await app.http().get(`/api/products/${product.productCode}?lang=klingon`).expect(400);
  });

  it('keeps one cached answer per language: the same address never answers another language', async () => {
    const product = await create({ translations: JSON.stringify(translations) });
    const path = `/api/products/${product.productCode}`;
    // Twice each, so the second is answered from what the first kept (the fast path for the same address).
    for (let round = 0; round < 2; round += 1) {
      expect((await publicProduct(product.productCode)).title).toBe(product.title);
      expect((await publicProduct(product.productCode, '', { 'Accept-Language': 'ms' })).title).toBe('Kamera Retro');
      expect((await publicProduct(product.productCode, '?lang=zh-Hans')).title).toBe('复古相机');
      expect((await publicProduct(product.productCode, '?lang=ms')).title).toBe('Kamera Retro');
    }
    const response = await app.http().get(path).set('Accept-Language', 'ms').expect(200);
    expect(response.headers.vary).toMatch(/Accept-Language/);
    // An address naming its language is answered before the pipeline; one whose language is in the header never is.
    const fast = await eventually(async () => (await app.http().get(`${path}?lang=ms`).expect(200)).headers, {
      until: (headers) => headers['x-cache'] === 'hit',
    });
    expect(fast['x-cache']).toBe('hit');
    expect(response.headers['x-cache']).toBeUndefined();
    const english = await app.http().get(path).expect(200);
    expect(english.body.title).toBe(product.title);
    // An edit is seen at once in every language.
    const edited = structuredClone(translations);
    edited.ms.title = 'Kamera Retro Baharu';
    await form(app.http().put(`/api/admin/products/${product.id}`), { translations: JSON.stringify(edited) }).expect(
      200,
    );
    expect((await publicProduct(product.productCode, '?lang=ms')).title).toBe('Kamera Retro Baharu');
  });

  it('falls back to English for every text left blank, and lists what is missing', async () => {
    const partial = { ms: { title: 'Kamera Separuh', choices: { '3_hours': '3 Jam', forever: '  ' } } };
    const product = await create({ translations: JSON.stringify(partial) });
    expect(product.translations).toEqual({ ms: { title: 'Kamera Separuh', choices: { '3_hours': '3 Jam' } } });
    const ms = await publicProduct(product.productCode, '?lang=ms');
    expect(ms.title).toBe('Kamera Separuh');
    expect(ms.description).toBe('Film looks for your phone');
    expect(ms.specifications).toEqual({ Platform: 'iOS and Android' });
    expect(ms.options[0].choices.map((choice) => choice.label)).toEqual(['3 Jam', '1 YEAR/LIFETIME']);

    const gaps = (await app.http().get('/api/admin/products/translations-missing').set(bearer(adminToken)).expect(200))
      .body as ProductTranslationGap[];
    const gap = gaps.find((entry) => entry.id === product.id);
    expect(gap?.missing).toEqual([
      'ms: description',
      'ms: feature Platform',
      'ms: choice forever',
      'zh-Hans: title',
      'zh-Hans: description',
      'zh-Hans: feature Platform',
      'zh-Hans: choice 3_hours',
      'zh-Hans: choice forever',
    ]);
    const filtered = (
      await app.http().get('/api/admin/products?translations=missing').set(bearer(adminToken)).expect(200)
    ).body as AdminProductView[];
    expect(filtered.map((entry) => entry.id)).toContain(product.id);
    expect(filtered.every((entry) => entry.missingTranslations.length > 0)).toBe(true);

    // Entering the rest takes it off both lists.
    await form(app.http().put(`/api/admin/products/${product.id}`), {
      translations: JSON.stringify(translations),
    }).expect(200);
    const after = (await app.http().get('/api/admin/products/translations-missing').set(bearer(adminToken)).expect(200))
      .body as ProductTranslationGap[];
    expect(after.map((entry) => entry.id)).not.toContain(product.id);
    const all = (await app.http().get('/api/admin/products?translations=missing').set(bearer(adminToken)).expect(200))
      .body as AdminProductView[];
    expect(all.map((entry) => entry.id)).not.toContain(product.id);
  });

  it('ships every seeded product with its Malay and Chinese texts', async () => {
    const gaps = (await app.http().get('/api/admin/products/translations-missing').set(bearer(adminToken)).expect(200))
      .body as ProductTranslationGap[];
    const seeded = new Set(SEED_PRODUCTS.map((seed) => seed.code));
    expect(gaps.filter((gap) => seeded.has(gap.productCode))).toEqual([]);
    for (const language of ['ms', 'zh-Hans'] as const) {
      const rental = await publicProduct('GTA5', `?lang=${language}`);
      const english = await publicProduct('GTA5', '?lang=en');
      const shown = everyText(rental);
      for (const text of everyText(english)) {
        // Brand names, "Steam (PC)" and "Genre" (a Malay word too) read the same; these words must not.
        if (/^\d+ Hours$|^(Delivery|Rental time|Refund)$/.test(text)) expect(shown).not.toContain(text);
      }
    }
  });

  it('gives an already seeded shop the seed translations, but never over an admin-edited English text', async () => {
    await db.query(`UPDATE products SET translations = '{}' WHERE product_code IN ('TR', 'PKS')`);
    const renamed = unique('Pokemon Admin Edit');
    await db.query(`UPDATE products SET title = $1 WHERE product_code = 'PKS'`, [renamed]);
    try {
      await app.app.get(CatalogSeedService).translateSeededProducts();
      const rows = await db.query<{ product_code: string; translations: Record<string, unknown> }[]>(
        `SELECT product_code, translations FROM products WHERE product_code IN ('TR', 'PKS')`,
      );
      const byCode = Object.fromEntries(rows.map((row) => [row.product_code, row.translations]));
      expect(byCode.TR).toEqual(SEED_PRODUCTS.find((seed) => seed.code === 'TR')!.translations);
      expect(byCode.PKS).toEqual({});
    } finally {
      const pks = SEED_PRODUCTS.find((seed) => seed.code === 'PKS')!;
      await db.query(`UPDATE products SET title = $1, translations = $2 WHERE product_code = 'PKS'`, [
        pks.title,
        JSON.stringify(pks.translations),
      ]);
    }
  });

  it('refuses bad translations with a 400 naming the field, writing nothing', async () => {
    const product = await create({ translations: JSON.stringify(translations) });
    const refusals: [unknown, RegExp][] = [
      ['not json', /Translations must be a JSON object/],
      [{ fr: { title: 'Caméra' } }, /only have the languages ms and zh-Hans/],
      [{ ms: { title: 'x'.repeat(201) } }, /ms product name must be text of at most 200/],
      [{ ms: { colour: 'merah' } }, /may only have title, description, features and choices/],
      [{ ms: { choices: { forever: 7 } } }, /option choice must be text/],
    ];
    for (const [value, message] of refusals) {
      const response = await form(app.http().put(`/api/admin/products/${product.id}`), {
        translations: typeof value === 'string' ? value : JSON.stringify(value),
      }).expect(400);
      expect(response.body.message).toMatch(message);
      expect(response.body.errors?.[0]?.field).toBe('translations');
    }
    expect((await publicProduct(product.productCode, '?lang=ms')).title).toBe('Kamera Retro');
  });

  it("keeps an order's lines in the language it was placed in for the customer, in English for staff", async () => {
    const product = await create({ translations: JSON.stringify(translations) });
    const email = uniqueEmail('bahasa');
    const placed = await app
      .http()
      .post('/api/orders')
      .field(
        'orderData',
        JSON.stringify({
          items: [{ productCode: product.productCode, quantity: 2, option: 'forever' }],
          privacyConsent: true,
          customerInfo: { name: 'Guest', email, whatsapp: '012-345 6789' },
          language: 'ms',
        }),
      )
      .attach('receipt', tinyPng(8, 8, [randomInt(256), 9, 9]), { filename: 'resit.png', contentType: 'image/png' })
      .expect(201);
    const orderId = placed.body.orderId as string;
    const shopper = { title: 'Kamera Retro', optionLabel: '1 TAHUN/SEUMUR HIDUP', quantity: 2, lineTotal: 18 };
    expect(placed.body.items).toEqual([expect.objectContaining(shopper)]);

    // The receipt page (and its PDF) and the order-received e-mail read Malay, greeting the guest without "Guest".
    const receipt = await app
      .http()
      .get(`/api/orders/${orderId}/receipt?token=${encodeURIComponent(placed.body.watchToken as string)}`)
      .expect(200);
    expect(receipt.body.lines).toEqual([
      expect.objectContaining({ title: 'Kamera Retro', optionLabel: '1 TAHUN/SEUMUR HIDUP' }),
    ]);
    const mail = await eventually(
      async () =>
        (
          (await app.http().get(`/api/admin/outbox?relatedId=${orderId}`).set(bearer(adminToken)).expect(200))
            .body as OutboundEmailView[]
        ).find((one) => one.toAddress === email),
      { until: (found) => found !== undefined, timeoutMs: 20_000 },
    );
    expect(mail?.textBody).toContain('Kamera Retro (1 TAHUN/SEUMUR HIDUP) x 2');
    expect(mail?.textBody).toContain('Salam sejahtera,');
    expect(mail?.textBody).not.toContain(product.title);
    expect(mail?.textBody).not.toContain('Guest');

    // Staff read the English texts.
    const admin = await app.http().get(`/api/admin/orders/${orderId}`).set(bearer(adminToken)).expect(200);
    const adminItems = admin.body.items as { title: string; optionLabel: string }[];
    expect(adminItems).toEqual([expect.objectContaining({ title: product.title, optionLabel: '1 YEAR/LIFETIME' })]);
  });

  it("names a cart line's stock problem in the shopper's language", async () => {
    const product = await create({ translations: JSON.stringify(translations) });
    const check = async (language?: string) =>
      (
        await app
          .http()
          .post('/api/orders/cart-check')
          .send({ items: [{ productId: product.id, quantity: 50, option: 'forever' }], ...(language && { language }) })
          .expect(200)
      ).body.lines[0];
    expect(await check('ms')).toMatchObject({
      problemCode: 'only_left',
      problemParams: { name: 'Kamera Retro', left: 10 },
    });
    expect(await check('zh-Hans')).toMatchObject({ problemParams: { name: '复古相机' } });
    expect(await check()).toMatchObject({ problemParams: { name: product.title } });
    await app
      .http()
      .post('/api/orders/cart-check')
      .send({ items: [{ productId: product.id, quantity: 1 }], language: 'fr' })
      .expect(400);
  });

  it("gives a Malay order's chat credentials under the product's Malay name", async () => {
    const product = await create({ translations: JSON.stringify(translations) });
    await app
      .http()
      .post('/api/admin/guide-configs')
      .set(bearer(adminToken))
      .send({
        product: product.title,
        keywords: [`kamera ${product.productCode}`],
        email: 'kamera@example.com',
        password: 'Rahsia-123',
        response: 'Sign in on the app.',
        translations: { ms: 'Log masuk dalam aplikasi.' },
        productCode: product.productCode,
      })
      .expect(201);
    const customer = await registerUser(app, 'Aina');
    const placed = await app
      .http()
      .post('/api/orders')
      .set(bearer(customer.token))
      .field(
        'orderData',
        JSON.stringify({
          items: [{ productCode: product.productCode, quantity: 1, option: '3_hours' }],
          privacyConsent: true,
          customerInfo: { name: 'Aina', email: customer.email, whatsapp: '012-345 6789' },
          language: 'ms',
        }),
      )
      .attach('receipt', tinyPng(8, 8, [randomInt(256), 3, 3]), { filename: 'resit.png', contentType: 'image/png' })
      .expect(201);
    const orderId = placed.body.orderId as string;
    await db.query(`UPDATE orders SET payment_status = 'paid', status = 'paid' WHERE order_id = $1`, [orderId]);
    await app
      .http()
      .put('/api/admin/chat/settings')
      .set(bearer(adminToken))
      .send({ autoReplyEnabled: true, responseDelaySeconds: 1 })
      .expect(200);

    const socket = await connectSocket(app, customer.token);
    try {
      const join = (await socket
        .timeout(5000)
        .emitWithAck('chat:join', { customerName: 'Aina', orderId, language: 'ms' })) as AckResponse<ChatJoined>;
      if (!join.ok) throw new Error(join.error.message);
      const reply = nextEvent<ChatMessageView>(socket, 'chat:message', {
        where: (message) => message.senderType === 'auto',
        timeoutMs: 10_000,
      });
      await socket
        .timeout(5000)
        .emitWithAck('chat:send', { sessionId: join.data.session.sessionId, message: 'kata laluan', language: 'ms' });
      const message = (await reply).message;
      expect(message).toContain('Kamera Retro');
      expect(message).toContain('Log masuk dalam aplikasi.');
      expect(message).not.toContain(product.title);
    } finally {
      socket.close();
    }
  });

  it('keeps the check and the filter to admins', async () => {
    const customer = await registerUser(app);
    await app.http().get('/api/admin/products/translations-missing').expect(401);
    await app.http().get('/api/admin/products/translations-missing').set(bearer(customer.token)).expect(403);
    await app.http().get('/api/admin/products?translations=all').set(bearer(adminToken)).expect(400);
  });
});
