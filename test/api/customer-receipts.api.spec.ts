import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ProductsService } from '../../backend/src/modules/catalog/services/products.service';
import { parseCsv } from '../support/csv';
import { tinyPng } from '../support/files';
import { addAgent, bearer, loginAdmin, registerUser, startTestApp, TestApp, uniqueEmail } from '../support/test-app';

/**
 * Issue 17, the customer's side: the printable receipt (page data and PDF) for the owner or the order's access
 * token only; customers.csv for admins; the at-risk flag of unpaid orders near their auto-cancel.
 */
describe('Customer receipts and customers.csv', () => {
  let app: TestApp;
  let admin: string;
  let productCode: string;
  beforeAll(async () => {
    app = await startTestApp();
    admin = await loginAdmin(app);
    productCode = `RC-${randomUUID().slice(0, 6).toUpperCase()}`;
    await app.app.get(ProductsService).create({
      productCode,
      title: `Receipt app ${productCode}`,
      price: 12.5,
      category: 'Apps (Camera & Filters)',
      stock: 100,
      options: [],
    });
  });
  afterAll(() => app.close());

  /** Checks out (as the signed-in customer when a token is given); the checkout answer. */
  async function checkout(token: string | null, quantity = 2, name = 'Nurul Receipt') {
    const request = app.http().post('/api/orders');
    if (token) request.set(bearer(token));
    const response = await request
      .field(
        'orderData',
        JSON.stringify({
          items: [{ productCode, quantity }],
          privacyConsent: true,
          customerInfo: { name, email: uniqueEmail('receipt'), whatsapp: '012-345 6789' },
        }),
      )
      .attach('receipt', tinyPng(8, 8, [quantity, 7, 70]), { filename: 'r.png', contentType: 'image/png' })
      .expect(201);
    return response.body as { orderId: string; watchToken: string };
  }

  const pdf = (path: string, token?: string) => {
    const request = app.http().get(path);
    if (token) request.set(bearer(token));
    return request.buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
  };

  it('the owner reads the receipt; another customer and a guest without the token get the same 404', async () => {
    const owner = await registerUser(app, 'Receipt Owner');
    const order = await checkout(owner.token);
    const page = await app.http().get(`/api/orders/${order.orderId}/receipt`).set(bearer(owner.token)).expect(200);
    expect(page.body).toMatchObject({
      shopName: 'Kedai',
      orderId: order.orderId,
      customerName: 'Nurul Receipt',
      lines: [{ title: `Receipt app ${productCode}`, quantity: 2, unitPrice: 12.5, lineTotal: 25 }],
      totalAmount: 25,
      paymentMethod: "Touch 'n Go eWallet",
      paymentStatus: 'Payment being checked',
      canReplaceReceipt: true,
      accessToken: order.watchToken,
    });
    expect(page.body.createdAtText).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (am|pm)$/);

    const other = await registerUser(app, 'Someone Else');
    const refused = await app.http().get(`/api/orders/${order.orderId}/receipt`).set(bearer(other.token)).expect(404);
    expect(refused.body.message).toBe(
      "The order you're looking for doesn't exist or you don't have permission to view it.",
    );
    await app.http().get(`/api/orders/${order.orderId}/receipt`).expect(404);
    await pdf(`/api/orders/${order.orderId}/receipt.pdf`, other.token).expect(404);
  });

  it('a guest opens the receipt and its PDF with the access token from checkout, never with the id alone', async () => {
    const order = await checkout(null, 3);
    await app.http().get(`/api/orders/${order.orderId}/receipt`).expect(404);
    await app.http().get(`/api/orders/${order.orderId}/receipt?token=wrong-token`).expect(404);
    const page = await app.http().get(`/api/orders/${order.orderId}/receipt?token=${order.watchToken}`).expect(200);
    expect(page.body).toMatchObject({
      orderId: order.orderId,
      totalAmount: 37.5,
      paymentStatus: 'Payment being checked',
    });
    // The Activation Center hands out the same token (the existing guest path).
    const guest = await app.http().get(`/api/orders/redeem/${order.orderId}`).expect(200);
    expect(guest.body.watchToken).toBe(order.watchToken);

    const file = await pdf(`/api/orders/${order.orderId}/receipt.pdf?token=${order.watchToken}`).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="receipt-${order.orderId}.pdf"`);
    const bytes = file.body as Buffer;
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(bytes.toString('latin1')).toContain(`Receipt ${order.orderId}`);
    await pdf(`/api/orders/${order.orderId}/receipt.pdf`).expect(404);
  });

  it('after a verify the receipt says Paid and no longer offers a new upload', async () => {
    const order = await checkout(null, 1);
    await app.http().post(`/api/admin/receipts/${order.orderId}/verify`).set(bearer(admin)).expect(200);
    const page = await app.http().get(`/api/orders/${order.orderId}/receipt?token=${order.watchToken}`).expect(200);
    expect(page.body).toMatchObject({ paymentStatus: 'Paid', canReplaceReceipt: false });
  });

  it('flags a rejected receipt near the auto-cancel deadline in the queue and on the Orders screen', async () => {
    const marker = randomUUID().slice(0, 8);
    const fresh = await checkout(null, 1, `Fresh ${marker}`);
    const late = await checkout(null, 1, `Late ${marker}`);
    const awaitingReview = async () =>
      (await app.http().get('/api/admin/dashboard').set(bearer(admin)).expect(200)).body.awaiting
        .paymentReview as number;
    const before = await awaitingReview();
    for (const { orderId } of [fresh, late]) {
      await app
        .http()
        .post(`/api/admin/receipts/${orderId}/reject`)
        .set(bearer(admin))
        .send({ reason: 'The amount is not visible' })
        .expect(200);
    }
    // A rejected receipt is no longer a payment to review.
    expect(before - (await awaitingReview())).toBe(2);
    // Placed 23 hours ago: inside the last quarter of the default 24-hour cancellation window.
    await app.app
      .get(DataSource)
      .query(`UPDATE orders SET created_at = now() - interval '23 hours' WHERE order_id = $1`, [late.orderId]);
    const queue = await app
      .http()
      .get(`/api/admin/receipts?status=rejected&search=${marker}`)
      .set(bearer(admin))
      .expect(200);
    const flags = Object.fromEntries(
      (queue.body.receipts as { orderId: string; atRisk: boolean }[]).map((row) => [row.orderId, row.atRisk]),
    );
    expect(flags).toEqual({ [fresh.orderId]: false, [late.orderId]: true });
    const orders = await app.http().get(`/api/admin/orders?search=${marker}`).set(bearer(admin)).expect(200);
    const late_ = (orders.body.orders as { orderId: string; paymentAtRisk: boolean; cancelsAt: string }[]).find(
      (row) => row.orderId === late.orderId,
    );
    expect(late_).toMatchObject({ paymentAtRisk: true, cancelsAt: expect.any(String), bucket: 'unpaid' });
  });

  it('customers.csv: the Users screen search, order counts and paid totals, Malaysia dates, formulas neutralised', async () => {
    const marker = randomUUID().slice(0, 8);
    const customer = await registerUser(app, `=1+2 ${marker}`);
    const order = await checkout(customer.token, 2);
    await checkout(customer.token, 1);
    await app.http().post(`/api/admin/receipts/${order.orderId}/verify`).set(bearer(admin)).expect(200);

    const response = await app
      .http()
      .get(`/api/admin/exports/customers.csv?search=${marker}`)
      .set(bearer(admin))
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => done(null, text));
      })
      .expect(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="customers.csv"');
    const text = response.body as string;
    const rows = parseCsv(text.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual([
      'Customer ID',
      'Name',
      'Email',
      'Phone',
      'Role',
      'Status',
      'Orders',
      'Total Paid',
      'Joined',
      'Last Login',
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[1].slice(0, 8)).toEqual([
      customer.id,
      `'=1+2 ${marker}`,
      customer.email,
      '',
      'user',
      'active',
      '2',
      '25.00',
    ]);
    expect(rows[1][8]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(text).toContain(`"'=1+2 ${marker}"`);
  });

  it('customers.csv is for admins only: an agent gets 403, a visitor 401', async () => {
    const agent = await addAgent(app, admin, 'CSV Agent');
    const refused = await app.http().get('/api/admin/exports/customers.csv').set(bearer(agent.token)).expect(403);
    expect(refused.body.code).toBe('role_forbidden');
    await app.http().get('/api/admin/exports/customers.csv').expect(401);
  });
});
