import { randomUUID } from 'node:crypto';
import type { StepsPreview } from '@kedai/contracts';
import { ProductsService } from '../../backend/src/modules/catalog/services/products.service';
import { markTestOrderPaid, placeTestOrder } from '../support/orders';
import { addAgent, bearer, loginAdmin, registerUser, startTestApp, TestApp } from '../support/test-app';

/** Installation steps preview (issue 22): the steps of a product or an order, both versions, exactly as sent. */
describe('admin tools: installation steps preview', () => {
  let app: TestApp;
  let admin: string;
  let product: { id: string; productCode: string; title: string };
  const keyword = `preview keyword ${randomUUID().slice(0, 6)}`;
  const guideUrl = 'https://example.com/official-guide/preview-cam';

  beforeAll(async () => {
    app = await startTestApp();
    admin = await loginAdmin(app);
    const code = `P${randomUUID().slice(0, 7).toUpperCase()}`;
    const created = await app.app.get(ProductsService).create({
      productCode: code,
      title: `Preview Cam ${code}`,
      price: 9,
      category: 'Apps (Camera & Filters)',
      stock: 20,
    });
    product = { id: created.id, productCode: created.productCode, title: created.title };
    await app
      .http()
      .post('/api/admin/guide-configs')
      .set(bearer(admin))
      .send({
        product: product.title,
        keywords: [keyword],
        password: 'preview-secret',
        response: 'Sign in on the Preview Cam app.',
        guideUrl,
        productCode: code,
      })
      .expect(201);
  });
  afterAll(() => app.close());

  const preview = (query: Record<string, string>, token = admin) =>
    app.http().get('/api/admin/tools/steps-preview').query(query).set(bearer(token));

  it("shows a product's steps on a sample order, the customer's and the admin's versions, with its guide links", async () => {
    const body = (await preview({ productId: product.id }).expect(200)).body as StepsPreview;
    expect(body.order).toMatchObject({ sample: true, paymentStatus: 'paid', customerEmail: 'customer@example.com' });
    expect(body.order.orderId).toMatch(/^\d{10}[A-Z]{5}$/);
    expect(body.product).toEqual({ ...product, category: 'Apps (Camera & Filters)' });
    expect(body.lines).toEqual([
      {
        productName: product.title,
        productCode: product.productCode,
        kind: 'app',
        guideConfig: product.title,
        chatKeyword: keyword,
        guideUrl,
      },
    ]);
    expect(body.customer.subject).toBe(`Installation guide for your order ${body.order.orderId}`);
    expect(body.customer.text).toContain(`Installation guide for order ${body.order.orderId}\n`);
    expect(body.customer.text).toContain(`${product.title} x 1`);
    expect(body.customer.text).toContain(`/installation-guide/${body.order.orderId}`);
    expect(body.customer.text).not.toContain('ADMIN VERSION');
    expect(body.admin.text.startsWith('ADMIN VERSION - contains sensitive details.')).toBe(true);
    expect(body.admin.text).toContain('Customer: Sample Customer <customer@example.com>');
  });

  it("previews a real order's steps exactly as the GUIDE step then e-mails them", async () => {
    const orderId = await placeTestOrder(app, [{ productCode: product.productCode, quantity: 2 }], 'Preview Buyer');
    await markTestOrderPaid(app, admin, orderId);
    const body = (await preview({ productId: product.id, orderId: orderId.toLowerCase() }).expect(200))
      .body as StepsPreview;
    expect(body.order).toMatchObject({ orderId, sample: false, paymentStatus: 'paid' });
    expect(body.admin.text).toContain('Customer: Preview Buyer <');
    expect(body.customer.text).toContain(`${product.title} x 2`);

    await app.http().post(`/api/admin/orders/${orderId}/send-guide`).set(bearer(admin)).expect(202);
    const deadline = Date.now() + 15_000;
    let sent: { subject: string; textBody: string; toAddress?: string } | undefined;
    while (!sent && Date.now() < deadline) {
      const mails = await app.http().get(`/api/admin/outbox?relatedId=${orderId}`).set(bearer(admin)).expect(200);
      sent = (mails.body as { subject: string; textBody: string }[]).find((mail) =>
        mail.subject.startsWith('Installation guide'),
      );
      if (!sent) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(sent).toBeDefined();
    expect(sent!.subject).toBe(body.customer.subject);
    expect(sent!.textBody).toBe(body.customer.text);
  });

  it('answers unknown products and orders with 404 and a clear message, a mismatch and nothing with 400', async () => {
    const unknownProduct = await preview({ productId: randomUUID() }).expect(404);
    expect(unknownProduct.body).toMatchObject({ code: 'product_not_found' });
    expect(unknownProduct.body.message).toContain('Product not found');
    await preview({ productId: 'not-a-uuid' }).expect(404);
    const unknownOrder = await preview({ productId: product.id, orderId: '2601010000ZZZZZ' }).expect(404);
    expect(unknownOrder.body).toMatchObject({
      code: 'order_not_found',
      message: 'Order 2601010000ZZZZZ not found. Check the order ID.',
    });
    const other = await placeTestOrder(app, [{ productCode: 'DZ', quantity: 1 }]);
    const mismatch = await preview({ productId: product.id, orderId: other }).expect(400);
    expect(mismatch.body.message).toBe(
      `Order ${other} has no line for ${product.title}. Choose one of its products, or clear the order.`,
    );
    const nothing = await preview({}).expect(400);
    expect(nothing.body.message).toBe('Choose a product or an order to preview its installation steps.');
  });

  it('is for admins only: agents get 403 here and on the upload test; customers and guests are refused', async () => {
    const agent = (await addAgent(app, admin, 'Preview Agent')).token;
    const refused = await preview({ productId: product.id }, agent).expect(403);
    expect(refused.body.code).toBe('role_forbidden');
    const upload = await app
      .http()
      .post('/api/admin/tools/upload-test')
      .set(bearer(agent))
      .field('kind', 'product-image')
      .attach('file', Buffer.from('x'), { filename: 'a.png', contentType: 'image/png' })
      .expect(403);
    expect(upload.body.code).toBe('role_forbidden');
    const customer = await registerUser(app);
    await preview({ productId: product.id }, customer.token).expect(403);
    await app.http().get('/api/admin/tools/steps-preview').query({ productId: product.id }).expect(401);
  });
});
