import { DataSource } from 'typeorm';
import { PRIVACY_NOTICE_VERSION } from '@kedai/contracts';
import { tinyPng } from '../support/files';
import {
  bearer,
  linkTokenFromMail,
  loginAdmin,
  registerUser,
  startTestApp,
  TestApp,
  uniqueEmail,
} from '../support/test-app';

/** Consent to the privacy notice (issue 35 item 4): required at registration and checkout, recorded with its version. */
describe('privacy notice consent', () => {
  jest.setTimeout(45_000);
  let app: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    app = await startTestApp();
    db = app.app.get(DataSource);
  });
  afterAll(() => app.close());

  const consentsOf = (email: string) =>
    db.query(
      `SELECT purpose, email, user_id, order_id, notice_version, consented_at FROM consents WHERE email = $1
        ORDER BY consented_at`,
      [email],
    );

  it('refuses a registration without it, clearly, and sends nothing', async () => {
    const email = uniqueEmail('noconsent');
    for (const privacyConsent of [undefined, false, 'yes']) {
      const response = await app
        .http()
        .post('/api/auth/register')
        .send({ name: 'Nadia', email, password: 'kopi-susu-tarik-42', privacyConsent })
        .expect(400);
      expect(response.body.errors).toContainEqual({
        field: 'privacyConsent',
        messages: ['Please agree to the privacy notice to continue.'],
      });
    }
    const admin = await loginAdmin(app);
    const mails = await app
      .http()
      .get(`/api/admin/outbox?relatedId=${encodeURIComponent(email)}`)
      .set(bearer(admin));
    expect(mails.body).toEqual([]);
    expect(await consentsOf(email)).toEqual([]);
  });

  it('records a registration’s consent with the account, the notice’s version and when the form was sent', async () => {
    const email = uniqueEmail('consent');
    const sent = new Date();
    await app
      .http()
      .post('/api/auth/register')
      .send({ name: 'Nadia', email, password: 'kopi-susu-tarik-42', privacyConsent: true })
      .expect(202);
    // Nothing yet: the account (and its consent) exist once the e-mail is proved.
    expect(await consentsOf(email)).toEqual([]);
    const token = await linkTokenFromMail(app, email, '/confirm-email');
    const confirmed = await app.http().post('/api/auth/confirm-email').send({ token }).expect(200);
    const [consent] = await consentsOf(email);
    expect(consent).toMatchObject({
      purpose: 'registration',
      user_id: confirmed.body.user.id,
      order_id: null,
      notice_version: PRIVACY_NOTICE_VERSION,
    });
    expect(Math.abs(new Date(consent.consented_at).getTime() - sent.getTime())).toBeLessThan(10_000);
  });

  it('refuses an order without it (no order written) and records it with the order', async () => {
    const email = uniqueEmail('buyer');
    const order = (privacyConsent?: boolean) =>
      app
        .http()
        .post('/api/orders')
        .field(
          'orderData',
          JSON.stringify({
            items: [{ productCode: 'DZ', quantity: 2 }],
            privacyConsent,
            customerInfo: { name: 'Nadia', email, whatsapp: '012-345 6789' },
          }),
        )
        .attach('receipt', tinyPng(), { filename: 'receipt.png', contentType: 'image/png' });
    const refused = await order(undefined).expect(400);
    expect(refused.body.message).toBe('Please agree to the privacy notice to continue.');
    await order(false).expect(400);
    const [{ count }] = await db.query(`SELECT count(*) AS count FROM orders WHERE customer_email = $1`, [email]);
    expect(Number(count)).toBe(0);

    const placed = await order(true).expect(201);
    expect(await consentsOf(email)).toEqual([
      expect.objectContaining({
        purpose: 'checkout',
        user_id: null,
        order_id: placed.body.orderId,
        notice_version: PRIVACY_NOTICE_VERSION,
      }),
    ]);
  });

  it('records a signed-in customer’s order consent with their account', async () => {
    const customer = await registerUser(app, 'Signed Nadia');
    const placed = await app
      .http()
      .post('/api/orders')
      .set(bearer(customer.token))
      .field(
        'orderData',
        JSON.stringify({
          items: [{ productCode: 'DZ', quantity: 1 }],
          privacyConsent: true,
          customerInfo: { whatsapp: '012-345 6789' },
        }),
      )
      .attach('receipt', tinyPng(), { filename: 'receipt.png', contentType: 'image/png' })
      .expect(201);
    const consents = await consentsOf(customer.email);
    expect(consents.map((row: { purpose: string }) => row.purpose)).toEqual(['registration', 'checkout']);
    expect(consents[1]).toMatchObject({ user_id: customer.id, order_id: placed.body.orderId });
  });
});
