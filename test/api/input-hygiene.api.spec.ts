import { tinyPng } from '../support/files';
import { bearer, loginAdmin, startTestApp, TestApp } from '../support/test-app';

/**
 * Malformed input gets a 4xx a person can read, never a 500: NUL bytes and lone surrogates anywhere
 * (PostgreSQL cannot store either), absurd nesting, broken %-encoding and cut-off uploads.
 */
describe('input hygiene: bad input is a clear 400, never a 500', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const NUL_MESSAGE =
    'The request contains a character that is not allowed (a NUL byte). Please remove it and try again.';

  it.each([
    ['an order id', '/api/orders/redeem/AB%00CD'],
    ['a guide link', '/api/orders/AB%00/guide'],
    ['a product id', '/api/products/DZ%00'],
    ['a search', '/api/products?search=da%00zz'],
  ])('a NUL byte in %s', async (_, path) => {
    const response = await app.http().get(path).expect(400);
    expect(response.body).toEqual({ statusCode: 400, code: 'invalid_character', message: NUL_MESSAGE });
  });

  it('a NUL byte in a JSON body and in a JSON form field', async () => {
    const register = await app
      .http()
      .post('/api/auth/register')
      .send({
        privacyConsent: true,
        name: 'Siti\u0000',
        email: 'siti.nul@example.com',
        password: 'correct horse battery',
      })
      .expect(400);
    expect(register.body.message).toBe(NUL_MESSAGE);

    const orderData = {
      items: [{ productCode: 'DZ\u0000', quantity: 1 }],
      privacyConsent: true,
      customerInfo: { name: 'Siti', email: 'siti@example.com', whatsapp: '0123456789' },
    };
    const checkout = await app
      .http()
      .post('/api/orders')
      .field('orderData', JSON.stringify(orderData))
      .attach('receipt', tinyPng(), { filename: 'receipt.png', contentType: 'image/png' })
      .expect(400);
    expect(checkout.body.message).toBe(NUL_MESSAGE);
  });

  it('a lone surrogate in an e-mail address', async () => {
    const response = await app
      .http()
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"email":"\\ud800@example.com","password":"whatever-it-is"}')
      .expect(400);
    expect(response.body).toMatchObject({
      code: 'invalid_text',
      message: 'The request contains text that is not valid Unicode. Please retype it and try again.',
    });
  });

  it('JSON nested 50,000 deep', async () => {
    const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    const response = await app
      .http()
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send(`{"email":${deep},"password":"x"}`)
      .expect(400);
    expect(response.body).toMatchObject({
      code: 'too_deeply_nested',
      message: 'The request is nested too deeply to be read.',
    });
  });

  it('a broken %-encoding in the address', async () => {
    const response = await app.http().get('/api/products/%E0%A4%A').expect(400);
    expect(response.body.message).toBe('The address is not valid: it has a broken %-encoding.');
  });

  it("a cut-off upload says so instead of the upload library's words", async () => {
    const response = await app
      .http()
      .post('/api/orders')
      .set('Content-Type', 'multipart/form-data; boundary=XX')
      .send('--XX\r\nContent-Disposition: form-data; name="orderData"\r\n\r\n{}')
      .expect(400);
    expect(response.body.message).toBe(
      'The upload was cut off or is not a valid form. Please choose the file again and retry.',
    );
  });

  it('keeps a non-ASCII receipt file name as the customer wrote it', async () => {
    const orderData = {
      items: [{ productCode: 'DZ', quantity: 1 }],
      privacyConsent: true,
      customerInfo: { name: 'Mei Ling', email: 'mei.unicode@example.com', whatsapp: '0123456789' },
    };
    const created = await app
      .http()
      .post('/api/orders')
      .field('orderData', JSON.stringify(orderData))
      .attach('receipt', tinyPng(), { filename: 'resit-pembayaran-收据.png', contentType: 'image/png' })
      .expect(201);
    const admin = await loginAdmin(app);
    const order = await app.http().get(`/api/admin/orders/${created.body.orderId}`).set(bearer(admin)).expect(200);
    expect(JSON.stringify(order.body)).toContain('resit-pembayaran-收据.png');
  });
});
