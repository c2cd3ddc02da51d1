import { randomUUID } from 'node:crypto';
import type { Test } from 'supertest';
import { DataSource } from 'typeorm';
import type { StockAlertDemand } from '@kedai/contracts';
import { JobsService } from '../../backend/src/core/queue/jobs.service';
import { tinyPng } from '../support/files';
import { addAgent, bearer, loginAdmin, registerUser, startTestApp, TestApp, uniqueEmail } from '../support/test-app';
import { eventually } from '../support/wait';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

const choices = (...list: Record<string, unknown>[]) => JSON.stringify([{ name: 'Duration', choices: list }]);

/** Back-in-stock alerts (docs/product/storefront.md#back-in-stock-alerts). */
describe('back-in-stock alerts', () => {
  let app: TestApp;
  let db: DataSource;
  let admin: string;

  beforeAll(async () => {
    app = await startTestApp();
    db = app.app.get(DataSource);
    admin = await loginAdmin(app);
  });
  afterAll(async () => {
    await app.http().put('/api/admin/stock-alerts/settings').set(bearer(admin)).send({ margin: 0 });
    await app.close();
  });

  const form = (req: Test, fields: Record<string, string>) => {
    for (const [key, value] of Object.entries(fields)) req.field(key, value);
    return req.set(bearer(admin));
  };
  const createProduct = async (fields: Record<string, string> = {}) =>
    (
      await form(app.http().post('/api/admin/products'), {
        title: `Alert Cam ${randomUUID().slice(0, 8)}`,
        category: 'Apps (Camera & Filters)',
        price: '9.90',
        stock: '0',
        ...fields,
      })
        .attach('images', tinyPng(), { filename: 'cover.png', contentType: 'image/png' })
        .expect(201)
    ).body as { id: string; productCode: string; title: string };
  const setStock = (id: string, fields: Record<string, string>) =>
    form(app.http().put(`/api/admin/products/${id}`), fields).expect(200);
  const ask = (body: Record<string, unknown>, token?: string) => {
    const req = app.http().post('/api/stock-alerts');
    if (token) req.set(bearer(token));
    return req.send(body);
  };
  /** Every e-mail of the outbox to these addresses whose subject matches. */
  const mailsTo = async (addresses: string[], subject: RegExp): Promise<Mail[]> => {
    const rows = await db.query<Mail[]>(
      `SELECT to_address AS "to", subject, text_body AS text FROM outbound_emails
        WHERE to_address = ANY($1) ORDER BY created_at`,
      [addresses],
    );
    return rows.filter((mail) => subject.test(mail.subject));
  };
  const confirmLink = async (email: string) => {
    const [mail] = await mailsTo([email], /Confirm your alert/);
    const token = /\/stock-alerts\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error(`no confirmation link e-mailed to ${email}`);
    return token;
  };
  const round = (key: string) =>
    db.query<{ sent: number }[]>('SELECT sent FROM stock_alert_rounds WHERE key = $1', [key]).then((rows) => rows[0]);
  /** The restock's round: the job is keyed by the stock history line the restock wrote. */
  const restockRound = async (productId: string) => {
    const [line] = await db.query<{ id: string }[]>(
      `SELECT id FROM stock_history WHERE product_id = $1 AND change > 0 ORDER BY at DESC LIMIT 1`,
      [productId],
    );
    return eventually(() => round(line!.id), { until: Boolean, timeoutMs: 10_000 });
  };

  it('30 waiting, 10 restocked and a margin of 2: the 12 oldest are told once each, the rest wait', async () => {
    const product = await createProduct();
    await app.http().put('/api/admin/stock-alerts/settings').set(bearer(admin)).send({ margin: 2 }).expect(200);
    const shoppers = Array.from({ length: 30 }, (_, index) => uniqueEmail(`waiting${index}`));
    for (const email of shoppers) {
      const answer = await ask({ productCode: product.productCode, email, language: 'en' }).expect(202);
      expect(answer.body).toEqual({ outcome: 'confirm' });
    }
    const unconfirmed = uniqueEmail('never-confirmed');
    await ask({ productCode: product.productCode, email: unconfirmed }).expect(202);
    for (const email of shoppers) {
      const confirmed = await app
        .http()
        .post('/api/stock-alerts/confirm')
        .send({ token: await confirmLink(email) })
        .expect(200);
      expect(confirmed.body).toEqual({ productCode: product.productCode, title: product.title, inStock: false });
    }
    const demand = await app.http().get('/api/admin/stock-alerts/demand').set(bearer(admin)).expect(200);
    expect((demand.body as StockAlertDemand[]).find((row) => row.productId === product.id)).toEqual({
      productId: product.id,
      productCode: product.productCode,
      title: product.title,
      waiting: 30,
      byChannel: { email: 30, whatsapp: 0 },
    });

    await setStock(product.id, { stock: '10' });
    expect(await restockRound(product.id)).toEqual({ sent: 12 });
    const told = await mailsTo([...shoppers, unconfirmed], /is back in stock/);
    expect(told.map((mail) => mail.to).sort()).toEqual(shoppers.slice(0, 12).sort());
    expect(told[0]!.text).toContain(`/product/${product.productCode}`);

    // The same round again (a retry, or a worker that died after the commit) sends nothing more.
    const [line] = await db.query<{ id: string }[]>(
      `SELECT id FROM stock_history WHERE product_id = $1 AND change > 0 ORDER BY at DESC LIMIT 1`,
      [product.id],
    );
    const again = await app.app
      .get(JobsService)
      .add('stock-alerts', 'restocked', { productId: product.id, units: 10, key: line!.id }, { jobId: randomUUID() });
    await eventually(() => again.isCompleted(), { until: Boolean });
    expect(await mailsTo(shoppers, /is back in stock/)).toHaveLength(12);

    // The next restock of 5 tells the next 7, oldest first.
    await setStock(product.id, { stock: '15' });
    expect(await restockRound(product.id)).toEqual({ sent: 7 });
    const all = await mailsTo([...shoppers, unconfirmed], /is back in stock/);
    expect(all.map((mail) => mail.to).sort()).toEqual(shoppers.slice(0, 19).sort());
    const after = await app.http().get('/api/admin/stock-alerts/demand').set(bearer(admin)).expect(200);
    expect((after.body as StockAlertDemand[]).find((row) => row.productId === product.id)?.waiting).toBe(11);
  });

  it('a signed-in customer waits at once for their own e-mail; asking twice sends one link', async () => {
    const product = await createProduct();
    const customer = await registerUser(app, 'Nadia');
    const own = await ask({ productCode: product.productCode, email: customer.email }, customer.token).expect(202);
    expect(own.body).toEqual({ outcome: 'waiting' });
    expect(await mailsTo([customer.email], /Confirm your alert/)).toEqual([]);

    const guest = uniqueEmail('twice');
    await ask({ productCode: product.productCode, email: guest }).expect(202);
    await ask({ productCode: product.productCode, email: guest.toUpperCase() }).expect(202);
    expect(await mailsTo([guest], /Confirm your alert/)).toHaveLength(1);
    const rows = await db.query('SELECT id FROM stock_alerts WHERE product_id = $1', [product.id]);
    expect(rows).toHaveLength(2);

    await setStock(product.id, { stock: '1' });
    expect(await restockRound(product.id)).toEqual({ sent: 1 });
    expect(await mailsTo([customer.email], /is back in stock/)).toHaveLength(1);
    expect(await mailsTo([guest], /is back in stock/)).toEqual([]);
  });

  it('writes in the shopper’s language', async () => {
    const product = await createProduct();
    const email = uniqueEmail('melayu');
    await ask({ productCode: product.productCode, email, language: 'ms' }).expect(202);
    const [mail] = await mailsTo([email], /Sahkan makluman/);
    expect(mail?.subject).toBe(`Sahkan makluman anda untuk ${product.title}`);
  });

  it('alerts for a choice that ran out wait for that choice, not for the others', async () => {
    const product = await createProduct({
      stock: '20',
      price: '4.99',
      options: choices(
        { label: '1 YEAR', value: '1_year', price: '4.99', stock: '5' },
        { label: 'LIFETIME', value: 'lifetime', price: '7.99', stock: '0' },
      ),
    });
    const email = uniqueEmail('lifetime');
    await ask({ productCode: product.productCode, optionValue: '1_year', email }).expect(409);
    await ask({ productCode: product.productCode, optionValue: 'lifetime', email }).expect(202);
    await app
      .http()
      .post('/api/stock-alerts/confirm')
      .send({ token: await confirmLink(email) })
      .expect(200);
    const [alert] = await db.query<{ option_value: string }[]>(
      'SELECT option_value FROM stock_alerts WHERE product_id = $1',
      [product.id],
    );
    expect(alert?.option_value).toBe('lifetime');

    await setStock(product.id, {
      options: choices(
        { label: '1 YEAR', value: '1_year', price: '4.99', stock: '9' },
        { label: 'LIFETIME', value: 'lifetime', price: '7.99', stock: '0' },
      ),
    });
    await setStock(product.id, {
      options: choices(
        { label: '1 YEAR', value: '1_year', price: '4.99', stock: '9' },
        { label: 'LIFETIME', value: 'lifetime', price: '7.99', stock: '2' },
      ),
    });
    const told = await eventually(() => mailsTo([email], /is back in stock/), {
      until: (mails) => mails.length > 0,
    });
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toBe(`${product.title} (LIFETIME) is back in stock`);
  });

  it('refuses what cannot be awaited, with a reason', async () => {
    const inStock = await createProduct({ stock: '3' });
    const out = await createProduct();
    const refusal = async (body: Record<string, unknown>, status: number) =>
      (await ask(body).expect(status)).body as { code: string; message: string };

    expect(await refusal({ productCode: inStock.productCode, email: uniqueEmail() }, 409)).toMatchObject({
      code: 'in_stock',
      message: `${inStock.title} is in stock: you can buy it now.`,
    });
    expect(await refusal({ productCode: 'NOPE-404', email: uniqueEmail() }, 404)).toMatchObject({
      code: 'product_not_found',
    });
    expect((await refusal({ productCode: out.productCode, email: 'not-an-email' }, 400)).message).toContain(
      'Enter a valid e-mail address',
    );
    expect(await refusal({ productCode: out.productCode, optionValue: 'x', email: uniqueEmail() }, 400)).toMatchObject({
      code: 'option_unknown',
    });
    const bad = await app
      .http()
      .post('/api/stock-alerts/confirm')
      .send({ token: 'a'.repeat(32) })
      .expect(404);
    expect(bad.body.message).toBe("This link has expired or was already used. Ask again on the product's page.");
    await app.http().post('/api/stock-alerts/confirm').send({ token: 5 }).expect(400);
    await app.http().put('/api/admin/stock-alerts/settings').set(bearer(admin)).send({ margin: -1 }).expect(400);
    await app.http().put('/api/admin/stock-alerts/settings').set(bearer(admin)).send({ margin: null }).expect(400);
  });

  it('is for admins on the staff side: the demand and the margin; the change is on the audit log', async () => {
    const agent = await addAgent(app, admin);
    const customer = await registerUser(app);
    await app.http().get('/api/admin/stock-alerts/demand').expect(401);
    await app.http().get('/api/admin/stock-alerts/demand').set(bearer(customer.token)).expect(403);
    await app.http().get('/api/admin/stock-alerts/demand').set(bearer(agent.token)).expect(403);
    await app.http().put('/api/admin/stock-alerts/settings').set(bearer(agent.token)).send({ margin: 5 }).expect(403);

    await app.http().put('/api/admin/stock-alerts/settings').set(bearer(admin)).send({ margin: 4 }).expect(200);
    expect((await app.http().get('/api/admin/stock-alerts/settings').set(bearer(admin)).expect(200)).body).toEqual({
      margin: 4,
    });
    const audit = await app
      .http()
      .get('/api/admin/audit')
      .query({ action: 'settings.changed' })
      .set(bearer(admin))
      .expect(200);
    const entry = (audit.body.entries as { target: { id: string }; summary: { changed: unknown } }[]).find(
      (item) => item.target.id === 'stock-alerts',
    );
    expect(entry?.summary.changed).toEqual({ margin: { from: expect.any(Number), to: 4 } });
  });
});
