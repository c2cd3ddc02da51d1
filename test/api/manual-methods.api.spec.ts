import { randomUUID } from 'node:crypto';
import type {
  ManualMethodDetailsView,
  OrderQuote,
  OrderReceiptDocument,
  OutboundEmailView,
  PaymentMethodSettings,
  SystemSettingsView,
} from '@kedai/contracts';
import { paymentMethodLabel } from '@kedai/contracts';
import { ProductsService } from '../../backend/src/modules/catalog/services/products.service';
import { tinyPng } from '../support/files';
import { bearer, loginAdmin, registerUser, startTestApp, TestApp, uniqueEmail } from '../support/test-app';

jest.setTimeout(120_000);

/**
 * Each manual payment method has its own label, QR image, account details and instructions, set in Settings;
 * checkout is given exactly those of the methods that are on, and the order, its receipt and its e-mail name
 * the method the shopper chose.
 */
describe('manual payment methods', () => {
  let app: TestApp;
  let admin: string;
  let productCode: string;
  let original: SystemSettingsView;

  beforeAll(async () => {
    app = await startTestApp();
    admin = await loginAdmin(app);
    original = (await app.http().get('/api/admin/settings').set(bearer(admin)).expect(200)).body;
    const product = await app.app.get(ProductsService).create({
      productCode: `MM-${randomUUID().slice(0, 8).toUpperCase()}`,
      title: 'Method app',
      price: 12.5,
      category: 'Apps (Camera & Filters)',
      stock: 20,
    });
    productCode = product.productCode;
  });
  afterAll(async () => {
    await setMethods(original.paymentMethods);
    await app.close();
  });

  async function setMethods(paymentMethods: PaymentMethodSettings) {
    const current = (await app.http().get('/api/admin/settings').set(bearer(admin)).expect(200))
      .body as SystemSettingsView;
    const { emailSettings, updatedAt: _updatedAt, ...rest } = current;
    const { hasSmtpPassword: _has, ...email } = emailSettings;
    await app
      .http()
      .put('/api/admin/settings')
      .set(bearer(admin))
      .send({ ...rest, emailSettings: email, paymentMethods })
      .expect(200);
  }

  const methods = async () =>
    (await app.http().get('/api/admin/payment/methods').set(bearer(admin)).expect(200))
      .body as ManualMethodDetailsView[];
  const put = (key: string) => app.http().put(`/api/admin/payment/methods/${key}`).set(bearer(admin));
  const quote = async () =>
    (
      await app
        .http()
        .post('/api/orders/quote')
        .send({ items: [{ productCode, quantity: 1 }] })
        .expect(200)
    ).body as OrderQuote;

  it('lists the five methods with their defaults; only admins may see or change them', async () => {
    const list = await methods();
    expect(list.map((method) => [method.key, method.label])).toEqual([
      ['touchNGo', "Touch 'n Go eWallet"],
      ['duitNow', 'DuitNow QR'],
      ['bankTransfer', 'Bank transfer'],
      ['alipay', 'Alipay'],
      ['wechatPay', 'WeChat Pay'],
    ]);
    // Touch 'n Go shows the shop's older checkout QR until it has its own; the others have none yet.
    expect(list.find((method) => method.key === 'touchNGo')?.qrUrl).toMatch(/^\/api\/payment\/qr\?v=/);
    const customer = await registerUser(app);
    await app.http().get('/api/admin/payment/methods').set(bearer(customer.token)).expect(403);
    await app.http().put('/api/admin/payment/methods/duitNow').field('label', 'x').expect(401);
    await put('paypal').field('label', 'PayPal').expect(404);
  });

  it('checkout is given exactly what Settings says of each method that is on, and the order names it', async () => {
    await setMethods({ touchNGo: false, duitNow: true, bankTransfer: true, alipay: false, wechatPay: false });
    const image = tinyPng(20, 20, [0, 90, 200]);
    const saved = (
      await put('duitNow')
        .field('label', 'DuitNow QR (Maybank)')
        .field('accountDetails', 'Kedai Digital Sdn Bhd\nDuitNow ID 202601234567')
        .field('instructions', 'Scan with any banking app and write your order e-mail in the reference.')
        .attach('image', image, { filename: 'duitnow.png', contentType: 'image/png' })
        .expect(200)
    ).body as ManualMethodDetailsView;
    expect(saved).toMatchObject({ key: 'duitNow', enabled: true, hasOwnQr: true, label: 'DuitNow QR (Maybank)' });
    await put('bankTransfer')
      .field('label', 'Bank transfer')
      .field('accountDetails', 'Maybank 5140 1234 5678 (Kedai Digital)')
      .field('instructions', '')
      .expect(200);

    const offered = (await quote()).manualMethods;
    expect(offered).toEqual([
      {
        key: 'duitNow',
        label: 'DuitNow QR (Maybank)',
        qrUrl: expect.stringMatching(/^\/api\/payment\/methods\/duitNow\/qr\?v=/),
        accountDetails: 'Kedai Digital Sdn Bhd\nDuitNow ID 202601234567',
        instructions: 'Scan with any banking app and write your order e-mail in the reference.',
      },
      {
        key: 'bankTransfer',
        label: 'Bank transfer',
        qrUrl: null,
        accountDetails: 'Maybank 5140 1234 5678 (Kedai Digital)',
        instructions: '',
      },
    ]);
    const served = await app.http().get(offered[0].qrUrl!).buffer(true).expect(200);
    expect(Buffer.compare(served.body as Buffer, image)).toBe(0);
    await app.http().get('/api/payment/methods/bankTransfer/qr').expect(404);

    const email = uniqueEmail('duitnow');
    const placed = await app
      .http()
      .post('/api/orders')
      .field(
        'orderData',
        JSON.stringify({
          items: [{ productCode, quantity: 1 }],
          privacyConsent: true,
          customerInfo: { name: 'Duit Buyer', email, whatsapp: '0123456789' },
          paymentMethod: 'duitNow',
        }),
      )
      .attach('receipt', tinyPng(), { filename: 'r.png', contentType: 'image/png' })
      .expect(201);
    expect(placed.body.paymentMethod).toBe('duitNow');
    const receipt = (
      await app.http().get(`/api/orders/${placed.body.orderId}/receipt?token=${placed.body.watchToken}`).expect(200)
    ).body as OrderReceiptDocument;
    expect(receipt.paymentMethod).toBe('DuitNow QR');
    const mails = (
      await app.http().get(`/api/admin/outbox?relatedId=${placed.body.orderId}`).set(bearer(admin)).expect(200)
    ).body as OutboundEmailView[];
    expect(mails.find((mail) => mail.toAddress === email)?.textBody).toContain('Payment method: DuitNow QR');

    // A method that is off is refused at checkout.
    const refused = await app
      .http()
      .post('/api/orders')
      .field(
        'orderData',
        JSON.stringify({
          items: [{ productCode, quantity: 1 }],
          privacyConsent: true,
          customerInfo: { email: uniqueEmail('tng'), whatsapp: '0123456789' },
          paymentMethod: 'touchNGo',
        }),
      )
      .attach('receipt', tinyPng(), { filename: 'r.png', contentType: 'image/png' })
      .expect(400);
    expect(refused.body.code).toBe('payment_method_disabled');
  });

  it('refuses a bad label or a non-image QR with a message, and removes a QR on request', async () => {
    const empty = await put('alipay').field('label', '   ').expect(400);
    expect(empty.body.message).toBe("Enter the e-wallet's name, e.g. Touch 'n Go eWallet");
    const gif = await put('alipay')
      .field('label', 'Alipay')
      .attach('image', Buffer.from('GIF89a-not-a-png'), { filename: 'qr.gif', contentType: 'image/gif' })
      .expect(415);
    expect(gif.body.message).toBe('Please upload the QR code as a JPEG or PNG image.');
    const long = await put('alipay').field('label', 'Alipay').field('instructions', 'x'.repeat(1001)).expect(400);
    expect(long.body.message).toBe('The instructions may have at most 1000 characters');

    await put('duitNow').field('label', 'DuitNow QR').field('removeImage', 'true').expect(200);
    const duitNow = (await methods()).find((method) => method.key === 'duitNow');
    expect(duitNow).toMatchObject({ hasOwnQr: false, qrUrl: null, label: 'DuitNow QR' });
    await app.http().get('/api/payment/methods/duitNow/qr').expect(404);
  });

  it('older orders stay readable by their stored key', () => {
    expect(paymentMethodLabel('touch_n_go')).toBe("Touch 'n Go eWallet");
    expect(paymentMethodLabel('alipay')).toBe('Alipay');
    expect(paymentMethodLabel('touchNGo')).toBe("Touch 'n Go eWallet");
  });
});
