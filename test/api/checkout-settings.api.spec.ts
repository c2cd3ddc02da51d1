import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { OrderQuote, PaymentMethodSettings, PaymentQrUpdated, SystemSettingsView } from '@kedai/contracts';
import { ProductsService } from '../../backend/src/modules/catalog/services/products.service';
import { pngOfSize, tinyPng } from '../support/files';
import { bearer, loginAdmin, registerUser, startTestApp, TestApp, uniqueEmail } from '../support/test-app';

jest.setTimeout(120_000);

/** A real (if tiny) JPEG: SOI, JFIF APP0, EOI; enough for content sniffing. */
const tinyJpeg = () =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0', 'latin1'),
    Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]),
  ]);

/**
 * Settings that act (issue 14 item 4): the payment-method toggles decide what checkout offers and what the
 * server accepts; the checkout QR and its e-wallet label are replaced from Settings and served to checkout.
 */
describe('checkout follows Settings: payment methods and the QR', () => {
  let app: TestApp;
  let db: DataSource;
  let admin: string;
  let saved: SystemSettingsView;
  let productCode: string;

  beforeAll(async () => {
    app = await startTestApp();
    db = app.app.get(DataSource);
    admin = await loginAdmin(app);
    saved = (await app.http().get('/api/admin/settings').set(bearer(admin)).expect(200)).body as SystemSettingsView;
    const product = await app.app.get(ProductsService).create({
      productCode: `PM-${randomUUID().slice(0, 8).toUpperCase()}`,
      title: `Pay app ${randomUUID().slice(0, 6)}`,
      price: 150,
      category: 'Apps (Camera & Filters)',
      stock: 20,
    });
    productCode = product.productCode;
  });
  afterAll(async () => {
    await putSettings(saved.paymentMethods, saved.orderSettings.minimumOrderAmount);
    await app.close();
  });

  async function putSettings(paymentMethods: PaymentMethodSettings, minimumOrderAmount = 0) {
    const current = (await app.http().get('/api/admin/settings').set(bearer(admin)).expect(200))
      .body as SystemSettingsView;
    const { emailSettings, updatedAt: _updatedAt, ...rest } = current;
    const { hasSmtpPassword: _has, ...email } = emailSettings;
    await app
      .http()
      .put('/api/admin/settings')
      .set(bearer(admin))
      .send({
        ...rest,
        emailSettings: email,
        paymentMethods,
        orderSettings: { ...current.orderSettings, minimumOrderAmount },
      })
      .expect(200);
  }

  const quote = async () =>
    (
      await app
        .http()
        .post('/api/orders/quote')
        .send({ items: [{ productCode, quantity: 1 }] })
        .expect(200)
    ).body as OrderQuote;
  const checkout = (email: string, paymentMethod?: string) =>
    app
      .http()
      .post('/api/orders')
      .field(
        'orderData',
        JSON.stringify({
          items: [{ productCode, quantity: 1 }],
          privacyConsent: true,
          customerInfo: { name: 'Pay Buyer', email, whatsapp: '0123456789' },
          expectedTotal: 150,
          ...(paymentMethod !== undefined && { paymentMethod }),
        }),
      )
      .attach('receipt', tinyPng(), { filename: 'r.png', contentType: 'image/png' });
  const ordersOf = async (email: string) =>
    Number(
      (await db.query<{ n: string }[]>('SELECT COUNT(*) AS n FROM orders WHERE customer_email = $1', [email]))[0].n,
    );
  const stock = async () =>
    Number(
      (await db.query<{ stock: number }[]>('SELECT stock FROM products WHERE product_code = $1', [productCode]))[0]
        .stock,
    );

  it('offers only the methods that are on and refuses an order naming one that is off', async () => {
    await putSettings({ touchNGo: false, duitNow: false, alipay: false, wechatPay: true, bankTransfer: true });
    expect((await quote()).paymentMethods).toEqual({
      touchNGo: false,
      duitNow: false,
      alipay: false,
      wechatPay: true,
      bankTransfer: true,
    });

    const refusedEmail = uniqueEmail('alipay-off');
    const before = await stock();
    const refused = await checkout(refusedEmail, 'alipay').expect(400);
    expect(refused.body).toMatchObject({
      code: 'payment_method_disabled',
      message: 'Alipay is not accepted at the moment. Please choose another payment method: Bank transfer, WeChat Pay.',
    });
    expect(await ordersOf(refusedEmail)).toBe(0);
    expect(await stock()).toBe(before);

    const unknown = await checkout(uniqueEmail('paypal'), 'paypal').expect(400);
    expect(unknown.body.message).toBe(
      'paymentMethod must be one of: touchNGo, duitNow, bankTransfer, alipay, wechatPay, card, fpx, grabpay',
    );

    const paid = await checkout(uniqueEmail('wechat'), 'wechatPay').expect(201);
    expect(paid.body).toMatchObject({ paymentMethod: 'wechatPay', totalAmount: 150 });
    // An order naming none is paid by the first method that is on.
    const unnamed = await checkout(uniqueEmail('unnamed')).expect(201);
    expect(unnamed.body.paymentMethod).toBe('bankTransfer');
    expect(await stock()).toBe(before - 2);
  });

  it('says payment is unavailable when every method is off', async () => {
    await putSettings({ touchNGo: false, duitNow: false, alipay: false, wechatPay: false, bankTransfer: false });
    expect((await quote()).paymentMethods).toEqual({
      touchNGo: false,
      duitNow: false,
      alipay: false,
      wechatPay: false,
      bankTransfer: false,
    });
    const email = uniqueEmail('none-on');
    const refused = await checkout(email, 'bankTransfer').expect(400);
    expect(refused.body).toMatchObject({
      code: 'payment_unavailable',
      message:
        'Payment is unavailable right now: the shop is not accepting any payment method. Please contact us or try again later.',
    });
    expect((await checkout(email).expect(400)).body.code).toBe('payment_unavailable');
    expect(await ordersOf(email)).toBe(0);
    await putSettings({ touchNGo: true, duitNow: false, alipay: true, wechatPay: true, bankTransfer: false });
  });

  it('still refuses an order below the minimum (server) with the same words the cart shows', async () => {
    await putSettings({ touchNGo: true, duitNow: false, alipay: true, wechatPay: true, bankTransfer: false }, 200);
    const refused = await checkout(uniqueEmail('minimum'), 'alipay').expect(400);
    expect(refused.body.message).toBe(
      'The minimum order is RM200.00. Your cart total is RM150.00; add RM50.00 more to check out.',
    );
    await putSettings({ touchNGo: true, duitNow: false, alipay: true, wechatPay: true, bankTransfer: false }, 0);
  });

  describe('the checkout QR and its e-wallet label', () => {
    const put = () => app.http().put('/api/admin/payment/qr').set(bearer(admin));
    const details = async () =>
      (await app.http().get('/api/admin/payment/qr').set(bearer(admin)).expect(200)).body as PaymentQrUpdated;
    const served = async (url = '/api/payment/qr') =>
      (await app.http().get(url).buffer(true).expect(200)).body as Buffer;

    it('replaces the label alone, then the image and label together, and checkout is given both', async () => {
      const labelled = (await put().field('label', '  GrabPay  ').expect(200)).body as PaymentQrUpdated;
      expect(labelled.label).toBe('GrabPay');
      expect((await quote()).paymentQr.label).toBe('GrabPay');

      const image = tinyPng(12, 12, [10, 200, 30]);
      const beforeUrl = (await quote()).paymentQr.imageUrl;
      const replaced = (await put().field('label', 'DuitNow QR').attach('image', image, 'qr.png').expect(200))
        .body as PaymentQrUpdated;
      expect(replaced).toMatchObject({
        label: 'DuitNow QR',
        isDefault: false,
        mimeType: 'image/png',
        size: image.length,
      });
      const offered = (await quote()).paymentQr;
      expect(offered.label).toBe('DuitNow QR');
      expect(offered.imageUrl).not.toBe(beforeUrl);
      expect(Buffer.compare(await served(offered.imageUrl), image)).toBe(0);

      const jpeg = tinyJpeg();
      const asJpeg = (await put().attach('image', jpeg, 'qr.jpg').expect(200)).body as PaymentQrUpdated;
      expect(asJpeg).toMatchObject({ label: 'DuitNow QR', mimeType: 'image/jpeg', size: jpeg.length });
      const response = await app.http().get('/api/payment/qr').buffer(true).expect(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
    });

    it('checks the image by its content and size, and the label; a refusal changes nothing', async () => {
      await put()
        .field('label', 'Kept Wallet')
        .attach('image', tinyPng(9, 9, [1, 2, 3]), 'qr.png')
        .expect(200);
      const before = await details();
      const image = await served();

      const svg = await put().field('label', 'Not saved').attach('image', Buffer.from('<svg/>'), 'qr.png').expect(415);
      expect(svg.body.message).toBe('Please upload the QR code as a JPEG or PNG image.');
      const big = await put()
        .attach('image', pngOfSize(2 * 1024 * 1024 + 1), 'big.png')
        .expect(413);
      expect(big.body.message).toBe('The QR image must be smaller than 2MB.');
      const blank = await put().field('label', '   ').expect(400);
      expect(blank.body.message).toBe("Enter the e-wallet's name, e.g. Touch 'n Go eWallet");
      const long = await put().field('label', 'x'.repeat(61)).attach('image', tinyPng(), 'qr.png').expect(400);
      expect(long.body.message).toBe("The e-wallet's name may have at most 60 characters");
      const nothing = await put().expect(400);
      expect(nothing.body.message).toBe('Choose a QR image (JPEG or PNG) or enter the e-wallet name to save.');

      expect(await details()).toEqual(before);
      expect(Buffer.compare(await served(), image)).toBe(0);
    });

    it('is for admins only', async () => {
      const customer = await registerUser(app);
      await app.http().get('/api/admin/payment/qr').set(bearer(customer.token)).expect(403);
      await app.http().put('/api/admin/payment/qr').set(bearer(customer.token)).field('label', 'Hacked').expect(403);
      await app.http().put('/api/admin/payment/qr').field('label', 'Hacked').expect(401);
      expect((await quote()).paymentQr.label).not.toBe('Hacked');
    });
  });
});
