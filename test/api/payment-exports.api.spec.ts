import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ProductsService } from '../../backend/src/modules/catalog/services/products.service';
import { parseCsv } from '../support/csv';
import { tinyPng } from '../support/files';
import { bearer, loginAdmin, registerUser, startTestApp, TestApp, uniqueEmail } from '../support/test-app';

/** The payments desk's CSV exports (issue 17): streamed by the server, filtered, injection-safe, admin only. */
describe('CSV exports', () => {
  let app: TestApp;
  let admin: string;
  let productCode: string;
  let colour = 0;
  beforeAll(async () => {
    app = await startTestApp();
    admin = await loginAdmin(app);
    productCode = `EX-${randomUUID().slice(0, 6).toUpperCase()}`;
    await app.app.get(ProductsService).create({
      productCode,
      title: `Export app ${productCode}`,
      price: 10.1,
      category: 'Apps (Camera & Filters)',
      stock: 100,
      options: [],
    });
  });
  afterAll(() => app.close());

  async function placeOrder(name: string, quantity = 1) {
    colour += 1;
    const email = uniqueEmail('csv');
    const response = await app
      .http()
      .post('/api/orders')
      .field(
        'orderData',
        JSON.stringify({
          items: [{ productCode, quantity }],
          privacyConsent: true,
          customerInfo: { name, email, whatsapp: '012-345 6789' },
        }),
      )
      .attach('receipt', tinyPng(8, 8, [colour, 99, 3]), { filename: 'r.png', contentType: 'image/png' })
      .expect(201);
    return { orderId: response.body.orderId as string, email };
  }

  const csv = async (path: string) => {
    const response = await app
      .http()
      .get(path)
      .set(bearer(admin))
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => done(null, text));
      })
      .expect(200);
    return { response, rows: parseCsv((response.body as string).replace(/^\uFEFF/, '')) };
  };

  it('payment_receipts.csv: the columns, two-decimal amounts, Malaysia time and the status filter', async () => {
    const marker = randomUUID().slice(0, 8);
    const waiting = await placeOrder(`Waiting ${marker}`, 3);
    const paid = await placeOrder(`Paid ${marker}`);
    await app.http().post(`/api/admin/receipts/${paid.orderId}/verify`).set(bearer(admin)).expect(200);
    const uploadedAt = (
      await app.app
        .get(DataSource)
        .query<{ at: Date }[]>('SELECT receipt_uploaded_at AS at FROM orders WHERE order_id = $1', [waiting.orderId])
    )[0].at;

    const { response, rows } = await csv(`/api/admin/exports/payment-receipts.csv?search=${marker}`);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="payment_receipts.csv"');
    expect(rows[0]).toEqual(['Payment ID', 'Order ID', 'Customer', 'Amount', 'Payment Method', 'Status', 'Date']);
    const waitingRow = rows.find((row) => row[1] === waiting.orderId);
    expect(waitingRow).toEqual([
      expect.stringMatching(/^[0-9a-f-]{36}$/),
      waiting.orderId,
      `Waiting ${marker}`,
      '30.30',
      "Touch 'n Go eWallet",
      'pending',
      new Date(uploadedAt.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' '),
    ]);
    expect(rows.find((row) => row[1] === paid.orderId)?.[5]).toBe('verified');
    expect(rows).toHaveLength(3);

    const onlyVerified = await csv(`/api/admin/exports/payment-receipts.csv?search=${marker}&status=verified`);
    expect(onlyVerified.rows.slice(1).map((row) => row[1])).toEqual([paid.orderId]);
  });

  it('orders_export.csv: the columns, the search and status of the orders screen', async () => {
    const marker = randomUUID().slice(0, 8);
    const first = await placeOrder(`Buyer, "Quoted" ${marker}`, 2);
    const second = await placeOrder(`Other ${marker}`);
    await app.http().post(`/api/admin/receipts/${second.orderId}/verify`).set(bearer(admin)).expect(200);

    const all = await csv(`/api/admin/exports/orders.csv?search=${marker}`);
    expect(all.response.headers['content-disposition']).toBe('attachment; filename="orders_export.csv"');
    expect(all.rows[0]).toEqual(['Order Number', 'Customer', 'Email', 'Total', 'Status', 'Payment Status', 'Date']);
    // Newest first; the name with a comma and quotes survives the round trip. The verified order is paid, and
    // automatic confirmation (on by default) may already have moved it on to processing.
    expect(all.rows.slice(1).map((row) => row.slice(0, 6))).toEqual([
      [second.orderId, `Other ${marker}`, second.email, '10.10', expect.stringMatching(/^(paid|processing)$/), 'paid'],
      [first.orderId, `Buyer, "Quoted" ${marker}`, first.email, '20.20', 'pending', 'pending'],
    ]);
    expect(all.rows[1][6]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const pending = await csv(`/api/admin/exports/orders.csv?search=${marker}&status=pending`);
    expect(pending.rows.slice(1).map((row) => row[0])).toEqual([first.orderId]);
  });

  it('neutralises cells that a spreadsheet would run as a formula', async () => {
    const formula = `=HYPERLINK("http://evil.example","${randomUUID().slice(0, 6)}")`;
    const { orderId } = await placeOrder(formula);
    const { response, rows } = await csv(`/api/admin/exports/orders.csv?search=${orderId}`);
    expect(rows[1][1]).toBe(`'${formula}`);
    expect(response.body as string).toContain(`"'=HYPERLINK(""http://evil.example""`);
    const payments = await csv(`/api/admin/exports/payment-receipts.csv?search=${orderId}`);
    expect(payments.rows[1][2]).toBe(`'${formula}`);
  });

  it('is for admins only; a bad filter is a 400', async () => {
    const customer = await registerUser(app);
    await app.http().get('/api/admin/exports/orders.csv').set(bearer(customer.token)).expect(403);
    await app.http().get('/api/admin/exports/payment-receipts.csv').expect(401);
    const bad = await app.http().get('/api/admin/exports/orders.csv?status=lost').set(bearer(admin)).expect(400);
    expect(bad.body.message).toMatch(/^status must be all or one of/);
  });
});
