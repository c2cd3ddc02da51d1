import { randomUUID } from 'node:crypto';
import type {
  OrderQuote,
  OrderReceiptDocument,
  OutboundEmailView,
  ShopInfo,
  SystemSettingsInput,
  SystemSettingsView,
} from '@kedai/contracts';
import { ProductsService } from '../../backend/src/modules/catalog/services/products.service';
import { tinyPng } from '../support/files';
import { pdfText as extractText } from '../support/pdf-text';
import { bearer, loginAdmin, startTestApp, TestApp, uniqueEmail } from '../support/test-app';

/**
 * Issue 33, items 1 and 2: every shop-identity setting reaches what people see (GET /api/shop, e-mails, the
 * receipt and its PDF), the currency decides which payment methods are offered, and with SST on a paid order is an
 * invoice with a running number and a tax line right to the sen (docs/product/orders.md#invoices-and-sst).
 */
describe('Shop identity, currency and invoices', () => {
  let app: TestApp;
  let admin: string;
  let original: SystemSettingsView;
  const code = `IV-${randomUUID().slice(0, 6).toUpperCase()}`;

  const readSettings = async () =>
    (await app.http().get('/api/admin/settings').set(bearer(admin)).expect(200)).body as SystemSettingsView;

  const toInput = (view: SystemSettingsView): SystemSettingsInput => {
    const { emailSettings, updatedAt: _updatedAt, ...rest } = view;
    const { hasSmtpPassword: _hasPassword, ...email } = emailSettings;
    return { ...rest, emailSettings: email };
  };

  async function saveSettings(changes: Partial<SystemSettingsInput>) {
    const current = toInput(await readSettings());
    const saved = await app
      .http()
      .put('/api/admin/settings')
      .set(bearer(admin))
      .send({ ...current, ...changes })
      .expect(200);
    return saved.body as SystemSettingsView;
  }

  const identity = {
    siteName: 'Syarikat Digital Maju',
    siteDescription: 'Langganan aplikasi dan kursus dalam talian',
    contactEmail: 'akaun@digitalmaju.my',
    contactPhone: '60198765432',
    address: 'No. 12, Jalan Bukit Bintang, 55100 Kuala Lumpur',
    businessRegistrationNumber: '202301045678 (1534567-X)',
  };

  beforeAll(async () => {
    app = await startTestApp();
    admin = await loginAdmin(app);
    original = await readSettings();
    await app.app.get(ProductsService).create({
      productCode: code,
      title: `Invoice app ${code}`,
      price: 54,
      category: 'Apps (Camera & Filters)',
      stock: 500,
      options: [],
    });
  });
  afterAll(async () => {
    // Later files of this worker share the database: the settings go back as they were.
    await app.http().put('/api/admin/settings').set(bearer(admin)).send(toInput(original)).expect(200);
    await app.close();
  });

  async function checkout(
    customerInfo: Record<string, string>,
    quantity: number,
    options: { method?: string; expectedTotal?: number } = {},
  ) {
    const response = await app
      .http()
      .post('/api/orders')
      .field(
        'orderData',
        JSON.stringify({
          items: [{ productCode: code, quantity }],
          privacyConsent: true,
          customerInfo: { email: uniqueEmail('invoice'), whatsapp: '012-345 6789', ...customerInfo },
          ...(options.method && { paymentMethod: options.method }),
          ...(options.expectedTotal !== undefined && { expectedTotal: options.expectedTotal }),
        }),
      )
      .attach('receipt', tinyPng(8, 8, [quantity, 9, 90]), { filename: 'r.png', contentType: 'image/png' });
    return response;
  }

  const receipt = async (orderId: string, token: string) =>
    (await app.http().get(`/api/orders/${orderId}/receipt?token=${token}`).expect(200)).body as OrderReceiptDocument;

  async function pdfText(orderId: string, token: string): Promise<string> {
    const file = await app
      .http()
      .get(`/api/orders/${orderId}/receipt.pdf?token=${token}`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const bytes = file.body as Buffer;
    // The font is embedded as a subset: the whole Noto Sans SC file is 1.5 MB.
    expect(bytes.length).toBeLessThan(120_000);
    return extractText(bytes);
  }

  it('GET /api/shop carries the seller identity, currency and tax, and no secret', async () => {
    await saveSettings({ ...identity, sst: { enabled: true, ratePercent: 8, pricesIncludeTax: true } });
    const shop = (await app.http().get('/api/shop').expect(200)).body as ShopInfo;
    expect(shop).toEqual({
      timeZone: original.timezone,
      siteName: identity.siteName,
      siteDescription: identity.siteDescription,
      contactEmail: identity.contactEmail,
      whatsappNumber: '60198765432',
      address: identity.address,
      businessRegistrationNumber: identity.businessRegistrationNumber,
      currency: 'MYR',
      sst: { enabled: true, ratePercent: 8, pricesIncludeTax: true },
    });
    expect(JSON.stringify(shop)).not.toMatch(/smtp|password/i);
  });

  it('refuses a bad SST rate with a 400 and keeps the settings as they were', async () => {
    const before = await readSettings();
    const refused = await app
      .http()
      .put('/api/admin/settings')
      .set(bearer(admin))
      .send({ ...toInput(before), sst: { enabled: true, ratePercent: 8.125, pricesIncludeTax: true } })
      .expect(400);
    expect(JSON.stringify(refused.body)).toMatch(/SST rate/);
    expect((await readSettings()).sst).toEqual(before.sst);
  });

  it('an order by 陈伟明 Tan Wei Ming with SST included is an invoice once paid: name, seller, SSM, tax to the sen', async () => {
    await saveSettings({ ...identity, sst: { enabled: true, ratePercent: 8, pricesIncludeTax: true } });
    const placed = await checkout(
      { name: '陈伟明 Tan Wei Ming', companyName: 'Tan Trading Sdn. Bhd.', companyRegistrationNumber: '201901012345' },
      2,
    );
    expect(placed.status).toBe(201);
    const order = placed.body as { orderId: string; watchToken: string; totalAmount: number };
    expect(order.totalAmount).toBe(108);

    const unpaid = await receipt(order.orderId, order.watchToken);
    expect(unpaid).toMatchObject({ kind: 'receipt', invoiceNumber: null, tax: { tax: 8, subtotal: 100 } });

    await app.http().post(`/api/admin/receipts/${order.orderId}/verify`).set(bearer(admin)).expect(200);
    const paid = await receipt(order.orderId, order.watchToken);
    expect(paid).toMatchObject({
      kind: 'invoice',
      shopName: identity.siteName,
      seller: {
        name: identity.siteName,
        registrationNumber: identity.businessRegistrationNumber,
        address: identity.address,
        email: identity.contactEmail,
        whatsappNumber: '60198765432',
      },
      company: { name: 'Tan Trading Sdn. Bhd.', registrationNumber: '201901012345' },
      customerName: '陈伟明 Tan Wei Ming',
      currency: 'MYR',
      tax: { ratePercent: 8, pricesIncludeTax: true, subtotal: 100, tax: 8 },
      totalAmount: 108,
    });
    expect(paid.invoiceNumber).toMatch(/^INV-\d{6}$/);

    const text = await pdfText(order.orderId, order.watchToken);
    expect(text).toContain('陈伟明 Tan Wei Ming');
    expect(text).toContain(identity.siteName);
    expect(text).toContain(identity.businessRegistrationNumber);
    expect(text).toContain(identity.address);
    expect(text).toContain('Tan Trading Sdn. Bhd.');
    expect(text).toContain('Invoice');
    expect(text).toContain(paid.invoiceNumber as string);
    expect(text).toMatch(/Subtotal \(excluding SST\)\s+RM100\.00/);
    expect(text).toMatch(/SST 8%\s+RM8\.00/);
    expect(text).toMatch(/Total\s+RM108\.00/);
  });

  it('with prices excluding SST the quote and the order add the tax, rounded half up to the sen', async () => {
    await saveSettings({ sst: { enabled: true, ratePercent: 6.5, pricesIncludeTax: false } });
    // 3 x RM54.00 = RM162.00; 6.5 % = RM10.53; RM172.53 to pay.
    const quote = (
      await app
        .http()
        .post('/api/orders/quote')
        .send({ items: [{ productCode: code, quantity: 3 }] })
        .expect(200)
    ).body as OrderQuote;
    expect(quote.total).toBe(172.53);
    expect(quote.tax).toEqual({ subtotal: 162, tax: 10.53, total: 172.53, ratePercent: 6.5, pricesIncludeTax: false });
    // A client that still expects the untaxed total is told the price changed.
    expect((await checkout({ name: 'Aminah' }, 3, { expectedTotal: 162 })).status).toBe(409);
    const placed = await checkout({ name: 'Aminah' }, 3, { expectedTotal: 172.53 });
    expect(placed.status).toBe(201);
    const order = placed.body as { orderId: string; watchToken: string; totalAmount: number };
    expect(order.totalAmount).toBe(172.53);
    await app.http().post(`/api/admin/receipts/${order.orderId}/verify`).set(bearer(admin)).expect(200);
    const text = await pdfText(order.orderId, order.watchToken);
    expect(text).toMatch(/Subtotal \(excluding SST\)\s+RM162\.00/);
    expect(text).toMatch(/SST 6\.50%\s+RM10\.53/);
    expect(text).toMatch(/Total\s+RM172\.53/);
  });

  it('invoice numbers are given once per paid order, one after the other, even when payments are verified at once', async () => {
    await saveSettings({ sst: { enabled: true, ratePercent: 8, pricesIncludeTax: true } });
    const orders: { orderId: string; watchToken: string }[] = [];
    for (let index = 0; index < 6; index += 1) {
      const placed = await checkout({ name: `Buyer ${index}` }, 1);
      expect(placed.status).toBe(201);
      orders.push(placed.body as { orderId: string; watchToken: string });
    }
    const verifyAll = () =>
      Promise.all(
        orders.map((order) => app.http().post(`/api/admin/receipts/${order.orderId}/verify`).set(bearer(admin))),
      );
    await verifyAll();
    const numbers = await Promise.all(
      orders.map(async (order) => Number((await receipt(order.orderId, order.watchToken)).invoiceNumber?.slice(4))),
    );
    const sorted = [...numbers].sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(6);
    expect(sorted[5] - sorted[0]).toBe(5);
    // Verifying again changes nothing: the number stays.
    await verifyAll();
    const again = await Promise.all(
      orders.map(async (order) => Number((await receipt(order.orderId, order.watchToken)).invoiceNumber?.slice(4))),
    );
    expect(again).toEqual(numbers);
  });

  it('with SST off the document stays a receipt without a tax line', async () => {
    await saveSettings({ sst: { enabled: false, ratePercent: 8, pricesIncludeTax: true } });
    const placed = await checkout({ name: 'Lim Mei Ling' }, 1);
    const order = placed.body as { orderId: string; watchToken: string; totalAmount: number };
    expect(order.totalAmount).toBe(54);
    await app.http().post(`/api/admin/receipts/${order.orderId}/verify`).set(bearer(admin)).expect(200);
    expect(await receipt(order.orderId, order.watchToken)).toMatchObject({
      kind: 'receipt',
      invoiceNumber: null,
      tax: null,
    });
    const text = await pdfText(order.orderId, order.watchToken);
    expect(text).toContain('Receipt');
    expect(text).not.toContain('SST');
  });

  it('in USD prices and e-mails say US$, and a ringgit-only method is neither offered nor accepted', async () => {
    await saveSettings({
      currency: 'USD',
      sst: { enabled: false, ratePercent: 8, pricesIncludeTax: true },
      paymentMethods: { touchNGo: true, duitNow: true, alipay: true, wechatPay: false, bankTransfer: true },
    });
    const quote = (
      await app
        .http()
        .post('/api/orders/quote')
        .send({ items: [{ productCode: code, quantity: 1 }] })
        .expect(200)
    ).body as OrderQuote;
    expect(quote.paymentMethods).toMatchObject({ touchNGo: false, duitNow: false, alipay: true, bankTransfer: true });
    expect(quote.manualMethods.map((method) => method.key)).toEqual(['bankTransfer', 'alipay']);
    // Settings still shows the seller's own toggles.
    expect((await readSettings()).paymentMethods.touchNGo).toBe(true);

    const refused = await checkout({ name: 'Tourist' }, 1, { method: 'touchNGo' });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('payment_method_disabled');

    const placed = await checkout({ name: 'Tourist' }, 1, { method: 'alipay' });
    expect(placed.status).toBe(201);
    const order = placed.body as { orderId: string; watchToken: string };
    const mails = (await app.http().get(`/api/admin/outbox?relatedId=${order.orderId}`).set(bearer(admin)).expect(200))
      .body as OutboundEmailView[];
    expect(mails.length).toBeGreaterThan(0);
    expect(mails[0].textBody).toContain('US$54.00');
    expect(mails[0].textBody).not.toContain('RM54.00');
    const text = await pdfText(order.orderId, order.watchToken);
    expect(text).toContain('US$54.00');
    expect(text).toContain('Amounts in US dollars');
  });

  it("customer e-mails carry the seller's name, contact and WhatsApp number, and no other WhatsApp number", async () => {
    await saveSettings({ ...identity, currency: 'MYR' });
    const placed = await checkout({ name: 'Siti' }, 1);
    const order = placed.body as { orderId: string };
    await app.http().post(`/api/admin/receipts/${order.orderId}/verify`).set(bearer(admin)).expect(200);
    const mails = (await app.http().get(`/api/admin/outbox?relatedId=${order.orderId}`).set(bearer(admin)).expect(200))
      .body as OutboundEmailView[];
    expect(mails.length).toBeGreaterThan(1);
    for (const mail of mails) {
      for (const body of [mail.textBody, mail.htmlBody ?? '']) {
        expect(body).toContain(identity.siteName);
        expect(body).toContain(identity.contactEmail);
        const numbers = [...body.matchAll(/wa\.me\/(\d+)/g)].map((match) => match[1]);
        expect(numbers.length).toBeGreaterThan(0);
        expect(new Set(numbers)).toEqual(new Set(['60198765432']));
      }
      expect(mail.textBody).toContain(identity.address);
      expect(mail.textBody).toContain(identity.businessRegistrationNumber);
    }
  });
});
