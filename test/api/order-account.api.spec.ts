import { DataSource } from 'typeorm';
import { tinyPng } from '../support/files';
import { bearer, RegisteredUser, registerUser, startTestApp, TestApp } from '../support/test-app';

const NOT_VISIBLE = "The order you're looking for doesn't exist or you don't have permission to view it.";

/** A customer's own orders, reviews written from delivered orders (24-hour edit window) and the server cart. */
describe('orders API: account', () => {
  let app: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    app = await startTestApp();
    db = app.app.get(DataSource);
  });
  afterAll(() => app.close());

  const buy = async (user: RegisteredUser, productCode = 'FT') =>
    (
      await app
        .http()
        .post('/api/orders')
        .set(bearer(user.token))
        .field(
          'orderData',
          JSON.stringify({
            items: [{ productCode, quantity: 1 }],
            privacyConsent: true,
            customerInfo: { whatsapp: '0198765432' },
          }),
        )
        .attach('receipt', tinyPng(), 'receipt.png')
        .expect(201)
    ).body as { orderId: string };

  const productOf = async (code: string) =>
    (
      await db.query<{ id: string; rating: string; review_count: number }[]>(
        'SELECT id, rating, review_count FROM products WHERE product_code = $1',
        [code],
      )
    )[0];

  it('lists only my orders with stats, and hides other customers’ orders', async () => {
    const me = await registerUser(app, 'Nurul');
    const someoneElse = await registerUser(app, 'Kumar');
    const a = await buy(me);
    const b = await buy(me);
    const theirs = await buy(someoneElse);
    await db.query(`UPDATE orders SET status = 'delivered', has_review = true WHERE order_id = $1`, [a.orderId]);

    const mine = await app.http().get('/api/me/orders').set(bearer(me.token)).expect(200);
    expect(mine.body.stats).toEqual({ totalOrders: 2, completed: 1, reviewed: 1, active: 1 });
    expect(mine.body.orders.map((order: { orderId: string }) => order.orderId).sort()).toEqual(
      [a.orderId, b.orderId].sort(),
    );

    const one = await app.http().get(`/api/me/orders/${b.orderId}`).set(bearer(me.token)).expect(200);
    expect(one.body).toMatchObject({ orderId: b.orderId, status: 'pending', customerName: 'Nurul' });
    const other = await app.http().get(`/api/me/orders/${theirs.orderId}`).set(bearer(me.token)).expect(404);
    expect(other.body.message).toBe(NOT_VISIBLE);
    await app.http().get('/api/me/orders').expect(401);
  });

  it('takes a review only for a delivered order without one, editable for 24 hours, and keeps the product average', async () => {
    const me = await registerUser(app, 'Hafiz');
    const order = await buy(me, 'SN');
    const before = await productOf('SN');

    const early = await app
      .http()
      .post(`/api/me/orders/${order.orderId}/review`)
      .set(bearer(me.token))
      .send({ rating: 5 })
      .expect(409);
    expect(early.body.message).toBe('Only delivered orders can be reviewed');

    await db.query(`UPDATE orders SET status = 'delivered' WHERE order_id = $1`, [order.orderId]);
    const noRating = await app
      .http()
      .post(`/api/me/orders/${order.orderId}/review`)
      .set(bearer(me.token))
      .send({ comment: 'nice' })
      .expect(400);
    expect(noRating.body.message).toBe('Please select a rating');

    const created = await app
      .http()
      .post(`/api/me/orders/${order.orderId}/review`)
      .set(bearer(me.token))
      .send({ rating: 4, comment: 'Works well' })
      .expect(201);
    expect(created.body).toMatchObject({
      hasReview: true,
      review: { rating: 4, comment: 'Works well', canEdit: true },
    });
    expect((await productOf('SN')).review_count).toBe(before.review_count + 1);
    await app
      .http()
      .post(`/api/me/orders/${order.orderId}/review`)
      .set(bearer(me.token))
      .send({ rating: 3 })
      .expect(409);

    const edited = await app
      .http()
      .put(`/api/me/orders/${order.orderId}/review`)
      .set(bearer(me.token))
      .send({ rating: 5, comment: 'Even better' })
      .expect(200);
    expect(edited.body.review).toMatchObject({ rating: 5, comment: 'Even better' });

    const reviews = await app.http().get('/api/me/reviews').set(bearer(me.token)).expect(200);
    expect(reviews.body).toEqual([
      expect.objectContaining({ orderId: order.orderId, rating: 5, productId: before.id, canEdit: true }),
    ]);

    await db.query(`UPDATE reviews SET created_at = now() - interval '25 hours' WHERE id = $1`, [
      created.body.reviewId,
    ]);
    const locked = await app
      .http()
      .put(`/api/me/orders/${order.orderId}/review`)
      .set(bearer(me.token))
      .send({ rating: 1 })
      .expect(403);
    expect(locked.body.message).toBe('Reviews can only be edited within 24 hours');
    const view = await app.http().get(`/api/me/orders/${order.orderId}`).set(bearer(me.token)).expect(200);
    expect(view.body.review).toMatchObject({ rating: 5, canEdit: false });

    const deleted = await app.http().delete(`/api/me/orders/${order.orderId}/review`).set(bearer(me.token)).expect(200);
    expect(deleted.body.message).toBe('Review deleted successfully!');
    const after = await app.http().get(`/api/me/orders/${order.orderId}`).set(bearer(me.token)).expect(200);
    expect(after.body).toMatchObject({ hasReview: false, reviewId: null, review: null });
    const restored = await productOf('SN');
    expect(restored.review_count).toBe(before.review_count);
    expect(restored.rating).toBe(before.rating);
  });

  it('does not let another customer review my order', async () => {
    const me = await registerUser(app);
    const intruder = await registerUser(app);
    const order = await buy(me);
    await db.query(`UPDATE orders SET status = 'delivered' WHERE order_id = $1`, [order.orderId]);
    const response = await app
      .http()
      .post(`/api/me/orders/${order.orderId}/review`)
      .set(bearer(intruder.token))
      .send({ rating: 1 })
      .expect(404);
    expect(response.body.message).toBe(NOT_VISIBLE);
  });

  describe('server cart', () => {
    it('replaces, reads with catalogue prices, and merges a guest cart adding quantities', async () => {
      const me = await registerUser(app);
      const dz = await productOf('DZ');
      const ft = await productOf('FT');
      const put = await app
        .http()
        .put('/api/me/cart')
        .set(bearer(me.token))
        .send({ items: [{ productId: dz.id, optionValue: 'lifetime', quantity: 2 }] })
        .expect(200);
      expect(put.body.items).toEqual([
        expect.objectContaining({
          productCode: 'DZ',
          optionValue: 'lifetime',
          price: 7.99,
          quantity: 2,
          selected: true,
        }),
      ]);

      const merged = await app
        .http()
        .post('/api/me/cart/merge')
        .set(bearer(me.token))
        .send({
          items: [
            { productId: dz.id, optionValue: 'lifetime', quantity: 1 },
            { productId: ft.id, quantity: 1, selected: false },
            { productId: '00000000-0000-4000-8000-000000000000', quantity: 1 },
          ],
        })
        .expect(200);
      expect(merged.body.items).toEqual([
        expect.objectContaining({ productCode: 'DZ', optionValue: 'lifetime', quantity: 3 }),
        expect.objectContaining({ productCode: 'FT', quantity: 1, selected: false }),
      ]);
      const read = await app.http().get('/api/me/cart').set(bearer(me.token)).expect(200);
      expect(read.body).toEqual(merged.body);

      const bad = await app
        .http()
        .put('/api/me/cart')
        .set(bearer(me.token))
        .send({ items: [{ productId: dz.id, optionValue: 'forever', quantity: 1 }] })
        .expect(400);
      expect(bad.body.message).toContain('is not an option of');
      await app.http().put('/api/me/cart').set(bearer(me.token)).send({ items: [] }).expect(200);
      expect((await app.http().get('/api/me/cart').set(bearer(me.token)).expect(200)).body).toEqual({ items: [] });
    });
  });
});
