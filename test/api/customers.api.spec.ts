import { randomUUID } from 'node:crypto';
import type { CustomerDetailView, CustomerListView } from '@kedai/contracts';
import { DataSource } from 'typeorm';
import { ProductsService } from '../../backend/src/modules/catalog/services/products.service';
import { parseCsv } from '../support/csv';
import { tinyPng } from '../support/files';
import { markTestOrderPaid } from '../support/orders';
import {
  addAgent,
  bearer,
  linkTokenFromMail,
  loginAdmin,
  registerUser,
  startTestApp,
  TestApp,
} from '../support/test-app';
import { eventually } from '../support/wait';
import {
  postWebhook,
  startWhatsappStub,
  textWebhook,
  useStubEnvironment,
  type WhatsappStub,
} from '../support/whatsapp-stub';

jest.setTimeout(120_000);

/** A Malaysian mobile number of this spec's own (the shared test orders all use 012-345 6789). */
let numberCounter = 0;
const freshNumber = () => {
  numberCounter += 1;
  const digits = String((Date.now() + numberCounter * 7919) % 10_000_000).padStart(7, '0');
  return { local: `019-${digits.slice(0, 3)} ${digits.slice(3)}`, stored: `+6019${digits}`, waId: `6019${digits}` };
};
const sen = (rm: string) => Math.round(Number(rm) * 100);

describe('customer directory (/api/admin/customers) and the inbox channel filter', () => {
  let app: TestApp;
  let stub: WhatsappStub;
  let admin: string;
  let agent: { token: string };
  let db: DataSource;
  let productCode: string;
  let restoreEnvironment: () => void = () => undefined;

  beforeAll(async () => {
    stub = await startWhatsappStub();
    restoreEnvironment = useStubEnvironment(stub);
    app = await startTestApp();
    admin = await loginAdmin(app);
    agent = await addAgent(app, admin, 'Directory Agent');
    db = app.app.get(DataSource);
    const product = await app.app.get(ProductsService).create({
      productCode: `CU-${randomUUID().slice(0, 8).toUpperCase()}`,
      title: `Directory app ${randomUUID().slice(0, 6)}`,
      price: 10,
      category: 'Apps (Camera & Filters)',
      stock: 500,
    });
    productCode = product.productCode;
  });

  afterAll(async () => {
    await app.close();
    await stub.close();
    restoreEnvironment();
  });

  /** Checks out (as a guest, or signed in with `token`); resolves to the order id. */
  const order = async (
    customer: { name: string; email?: string; whatsapp: string },
    quantity = 1,
    token?: string,
  ): Promise<string> => {
    const request = app.http().post('/api/orders');
    if (token) request.set(bearer(token));
    const response = await request
      .field(
        'orderData',
        JSON.stringify({ items: [{ productCode, quantity }], privacyConsent: true, customerInfo: customer }),
      )
      .attach('receipt', tinyPng(), { filename: 'receipt.png', contentType: 'image/png' })
      .expect(201);
    return response.body.orderId as string;
  };
  const totalOf = async (orderId: string) =>
    (await app.http().get(`/api/admin/orders/${orderId}`).set(bearer(admin)).expect(200)).body.totalAmount as string;
  const list = (query: Record<string, string | number>, token = admin) =>
    app.http().get('/api/admin/customers').query(query).set(bearer(token));
  const detail = (email: string, token = admin) =>
    app
      .http()
      .get(`/api/admin/customers/${encodeURIComponent(email)}`)
      .set(bearer(token));
  /** An account with a chosen e-mail (registration and its confirmation link). */
  const accountWith = async (email: string, name: string) => {
    await app
      .http()
      .post('/api/auth/register')
      .send({ name, email, password: 'correct horse battery', privacyConsent: true })
      .expect(202);
    const token = await linkTokenFromMail(app, email, '/confirm-email');
    return (await app.http().post('/api/auth/confirm-email').send({ token }).expect(200)).body.token as string;
  };
  const webhook = (payload: unknown) => postWebhook(app.http(), payload, stub.appSecret);

  describe('one customer from a guest order and an account order with the same e-mail in another case', () => {
    const tag = randomUUID().slice(0, 8);
    const email = `nurul.${tag}@example.com`;
    const phone = freshNumber();
    let guestOrder: string;
    let accountOrder: string;
    let accountToken: string;
    let guestTotal: string;
    let accountTotal: string;

    beforeAll(async () => {
      guestOrder = await order({ name: `Nurul ${tag}`, email: `NURUL.${tag}@Example.COM`, whatsapp: phone.local }, 2);
      // An order written before checkout lower-cased e-mails keeps the case it was typed in.
      await db.query(`UPDATE orders SET customer_email = $2 WHERE order_id = $1`, [
        guestOrder,
        `Nurul.${tag}@EXAMPLE.com`,
      ]);
      accountToken = await accountWith(email, `Nurul Account ${tag}`);
      accountOrder = await order({ name: `Nurul ${tag}`, whatsapp: phone.local }, 1, accountToken);
      await markTestOrderPaid(app, admin, guestOrder);
      await markTestOrderPaid(app, admin, accountOrder);
      [guestTotal, accountTotal] = [await totalOf(guestOrder), await totalOf(accountOrder)];
    });

    it('lists them once, with both orders and the paid total as lifetime value', async () => {
      const response = await list({ search: `nurul.${tag}` }).expect(200);
      const body = response.body as CustomerListView;
      expect(body.total).toBe(1);
      expect(body.canSeeValue).toBe(true);
      expect(body.customers).toEqual([
        expect.objectContaining({
          key: email,
          email,
          name: `Nurul ${tag}`,
          phone: phone.stored,
          hasAccount: true,
          orderCount: 2,
          lifetimeValue: ((sen(guestTotal) + sen(accountTotal)) / 100).toFixed(2),
          lastOrderId: accountOrder,
        }),
      ]);
    });

    it('finds them by name, by e-mail in any case and by their number in another form', async () => {
      for (const search of [`Nurul ${tag}`, `NURUL.${tag}@EXAMPLE`, phone.waId, phone.local.replace(/^0/, '+60 ')]) {
        const body = (await list({ search }).expect(200)).body as CustomerListView;
        expect({ search, keys: body.customers.map((customer) => customer.key) }).toEqual({ search, keys: [email] });
      }
    });

    it('takes a refund off the lifetime value', async () => {
      const before = (await detail(email).expect(200)).body as CustomerDetailView;
      const payments = (await app.http().get(`/api/admin/payments/orders/${guestOrder}`).set(bearer(admin)).expect(200))
        .body as { lines: { itemId: string }[] };
      const refund = await app
        .http()
        .post(`/api/admin/payments/orders/${guestOrder}/refund`)
        .set(bearer(admin))
        .send({ lines: [{ itemId: payments.lines[0].itemId, quantity: 1 }], reason: 'One seat not needed' })
        .expect(200);
      const refunded = sen(String(refund.body.amount));
      expect(refunded).toBeGreaterThan(0);
      const after = (await detail(email).expect(200)).body as CustomerDetailView;
      expect(sen(after.lifetimeValue as string)).toBe(sen(before.lifetimeValue as string) - refunded);
      expect(after.refundedTotal).toBe((refunded / 100).toFixed(2));
      expect(after.orders.find((row) => row.orderId === guestOrder)?.refunded).toBe((refunded / 100).toFixed(2));
      const row = ((await list({ search: email }).expect(200)).body as CustomerListView).customers[0];
      expect(row.lifetimeValue).toBe(after.lifetimeValue);
    });

    it('links their web chat (account) and their WhatsApp conversation (the number given at checkout) on their page', async () => {
      await app
        .http()
        .post('/api/chat/send-message')
        .set(bearer(accountToken))
        .send({ message: 'Hi, about my order' })
        .expect(201);
      await webhook(textWebhook(phone.waId, 'Salam, boleh tolong?')).expect(200);
      const page = await eventually(async () => {
        const body = (await detail(email).expect(200)).body as CustomerDetailView;
        expect(body.conversations.map((chat) => chat.channel).sort()).toEqual(['web', 'whatsapp']);
        return body;
      });
      expect(page).toMatchObject({
        email,
        orderCount: 2,
        phones: [phone.stored],
        account: expect.objectContaining({ name: `Nurul Account ${tag}`, isActive: true }),
      });
      expect(page.orders.map((row) => row.orderId)).toEqual([accountOrder, guestOrder]);
      expect(page.conversations.find((chat) => chat.channel === 'whatsapp')).toMatchObject({
        contactPhone: phone.stored,
        lastMessage: 'Salam, boleh tolong?',
      });
      const row = ((await list({ search: email }).expect(200)).body as CustomerListView).customers[0];
      expect(row.conversationCount).toBe(2);
      expect([...row.channels].sort()).toEqual(['web', 'whatsapp']);

      // The inbox filters by channel on the server: WhatsApp shows this WhatsApp conversation and no web chat.
      const whatsappOnly = (
        await app.http().get('/api/admin/chat/sessions').query({ channel: 'whatsapp' }).set(bearer(admin)).expect(200)
      ).body.sessions as { id: string; channel: string }[];
      expect(whatsappOnly.length).toBeGreaterThan(0);
      expect(whatsappOnly.every((session) => session.channel === 'whatsapp')).toBe(true);
      const [web, whatsapp] = ['web', 'whatsapp'].map(
        (channel) => page.conversations.find((chat) => chat.channel === channel)?.sessionId,
      );
      expect(whatsappOnly.map((session) => session.id)).toContain(whatsapp);
      expect(whatsappOnly.map((session) => session.id)).not.toContain(web);
      const webOnly = (
        await app.http().get('/api/admin/chat/sessions').query({ channel: 'web' }).set(bearer(admin)).expect(200)
      ).body.sessions as { id: string; channel: string }[];
      expect(webOnly.map((session) => session.id)).toContain(web);
      expect(webOnly.every((session) => session.channel === 'web')).toBe(true);
      const bad = await app.http().get('/api/admin/chat/sessions?channel=fax').set(bearer(admin));
      expect(bad.status).toBe(400);
      expect(String(bad.body.message)).toMatch(/channel must be one of web, whatsapp/);
    });

    it('keeps staff notes on the customer, on the audit log', async () => {
      const note = await app
        .http()
        .post(`/api/admin/customers/${encodeURIComponent(email.toUpperCase())}/notes`)
        .set(bearer(agent.token))
        .send({ body: '  Prefers WhatsApp after 6 pm  ' })
        .expect(201);
      expect(note.body).toMatchObject({ body: 'Prefers WhatsApp after 6 pm', authorName: 'Directory Agent' });
      const page = (await detail(email).expect(200)).body as CustomerDetailView;
      expect(page.notes.map((row) => row.body)).toEqual(['Prefers WhatsApp after 6 pm']);
      const row = ((await list({ search: email }).expect(200)).body as CustomerListView).customers[0];
      expect(row.noteCount).toBe(1);
      // Logged by the note's id: the log, kept for years, names no customer.
      const audit = await db.query<{ target_type: string }[]>(
        `SELECT target_type FROM audit_log WHERE action = 'customer.noted' AND target_id = $1`,
        [note.body.id],
      );
      expect(audit).toEqual([{ target_type: 'customer-note' }]);
      expect(
        await db.query(`SELECT 1 FROM audit_log WHERE action = 'customer.noted' AND target_id = $1`, [email]),
      ).toEqual([]);
      const empty = await app
        .http()
        .post(`/api/admin/customers/${encodeURIComponent(email)}/notes`)
        .set(bearer(admin))
        .send({ body: '   ' });
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe('A note needs some text');
    });

    it("shows an agent the directory and the page without lifetime value; the value's sort and the CSV are refused", async () => {
      const body = (await list({ search: email }, agent.token).expect(200)).body as CustomerListView;
      expect(body.canSeeValue).toBe(false);
      expect(body.customers).toEqual([expect.objectContaining({ key: email, orderCount: 2, lifetimeValue: null })]);
      const page = (await detail(email, agent.token).expect(200)).body as CustomerDetailView;
      expect(page).toMatchObject({ lifetimeValue: null, refundedTotal: null, canSeeValue: false, orderCount: 2 });
      const sorted = await list({ sort: 'lifetime_value' }, agent.token);
      expect(sorted.status).toBe(403);
      expect(sorted.body.message).toMatch(/Only admins/);
      const csv = await app.http().get('/api/admin/customers/export.csv').set(bearer(agent.token));
      expect(csv.status).toBe(403);
    });
  });

  it('pages and sorts by last order or by lifetime value', async () => {
    const tag = `Pager${randomUUID().slice(0, 6)}`;
    const made: { email: string; orderId: string }[] = [];
    for (const [index, quantity] of [3, 1, 2].entries()) {
      const email = `${tag.toLowerCase()}.${index}@example.com`;
      const orderId = await order({ name: `${tag} ${index}`, email, whatsapp: freshNumber().local }, quantity);
      await markTestOrderPaid(app, admin, orderId);
      made.push({ email, orderId });
    }
    const first = (await list({ search: tag, pageSize: 2 }).expect(200)).body as CustomerListView;
    const second = (await list({ search: tag, pageSize: 2, page: 2 }).expect(200)).body as CustomerListView;
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2, sort: 'last_order' });
    expect(second).toMatchObject({ total: 3, page: 2 });
    // Newest order first.
    expect([...first.customers, ...second.customers].map((customer) => customer.email)).toEqual(
      [...made].reverse().map((customer) => customer.email),
    );
    const byValue = (await list({ search: tag, sort: 'lifetime_value' }).expect(200)).body as CustomerListView;
    expect(byValue.customers.map((customer) => customer.email)).toEqual(
      [made[0], made[2], made[1]].map((c) => c.email),
    );
    expect(byValue.customers.map((customer) => sen(customer.lifetimeValue as string))).toEqual(
      [...byValue.customers.map((customer) => sen(customer.lifetimeValue as string))].sort((a, b) => b - a),
    );
    // The whole directory (no search) by last order: the newest buyer first, pages that do not overlap.
    const newest = `${tag.toLowerCase()}.newest@example.com`;
    const newestOrder = await order(
      { name: `${tag} newest`, email: newest.toUpperCase(), whatsapp: freshNumber().local },
      2,
    );
    await markTestOrderPaid(app, admin, newestOrder);
    const all = (await list({ pageSize: 3 }).expect(200)).body as CustomerListView;
    expect(all.customers[0]).toMatchObject({
      key: newest,
      orderCount: 1,
      lastOrderId: newestOrder,
      lifetimeValue: Number(await totalOf(newestOrder)).toFixed(2),
    });
    expect(all.customers.map((customer) => customer.key).slice(1, 3)).toEqual(
      [made[2], made[1]].map((customer) => customer.email),
    );
    const next = (await list({ pageSize: 3, page: 2 }).expect(200)).body as CustomerListView;
    expect(next.customers[0].key).toBe(made[0].email);
    expect(all.total).toBe(next.total);
    expect(all.total).toBeGreaterThanOrEqual(4);
    const beyond = (await list({ search: tag, pageSize: 2, page: 3 }).expect(200)).body as CustomerListView;
    expect(beyond).toMatchObject({ customers: [], total: 4 });
    const bad = await list({ pageSize: 500 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('pageSize must be at most 100');
  });

  it('exports the matching customers as CSV, formulas defused, on the audit log', async () => {
    const tag = `Csv${randomUUID().slice(0, 6)}`;
    const email = `${tag.toLowerCase()}@example.com`;
    const orderId = await order(
      { name: `=HYPERLINK("http://evil.example","${tag}")`, email, whatsapp: freshNumber().local },
      2,
    );
    await markTestOrderPaid(app, admin, orderId);
    const total = await totalOf(orderId);
    const response = await app
      .http()
      .get('/api/admin/customers/export.csv')
      .query({ search: tag })
      .set(bearer(admin))
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => done(null, text));
      })
      .expect(200);
    expect(response.headers['content-type']).toMatch(/text\/csv/);
    expect(response.headers['content-disposition']).toContain('customer-directory.csv');
    const rows = parseCsv((response.body as string).replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual([
      'Email',
      'Name',
      'WhatsApp',
      'Account',
      'Orders',
      'Lifetime Value (RM)',
      'Last Order',
      'Last Order Number',
      'Conversations',
    ]);
    expect(rows.slice(1)).toEqual([
      [
        email,
        `'=HYPERLINK("http://evil.example","${tag}")`,
        expect.stringMatching(/^'?\+6019/),
        'guest',
        '1',
        Number(total).toFixed(2),
        expect.any(String),
        orderId,
        '0',
      ],
    ]);
    const audit = await db.query<{ summary: { filter: { search: string } } }[]>(
      `SELECT summary FROM audit_log WHERE action = 'export.downloaded' AND target_id = 'customer-directory.csv'
        ORDER BY at DESC LIMIT 1`,
    );
    expect(audit[0].summary.filter.search).toBe(tag);
  });

  it('answers 401 without a session, 403 to a customer, 404 for an e-mail that never ordered', async () => {
    expect((await app.http().get('/api/admin/customers')).status).toBe(401);
    expect((await app.http().get('/api/admin/customers/export.csv')).status).toBe(401);
    const customer = await registerUser(app, 'Curious Customer');
    expect((await list({}, customer.token)).status).toBe(403);
    expect((await detail(customer.email, customer.token)).status).toBe(403);
    const missing = await detail(`nobody.${randomUUID().slice(0, 8)}@example.com`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('No customer has this e-mail.');
    expect((await detail('not-an-email')).status).toBe(404);
  });
});
