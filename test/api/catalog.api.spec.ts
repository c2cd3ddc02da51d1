import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { typeormOptions } from '../../backend/src/core/database/typeorm-options';
import { CatalogSeedService } from '../../backend/src/modules/catalog/services/catalog-seed.service';
import { PRODUCT_CATEGORIES } from '../../backend/src/modules/catalog/catalog.constants';
import { Like } from '../../backend/src/modules/catalog/entities/like.entity';
import { Product } from '../../backend/src/modules/catalog/entities/product.entity';
import { Review } from '../../backend/src/modules/catalog/entities/review.entity';
import type { ProductView } from '../../backend/src/modules/catalog/read/product.view';
import { NewProduct, ProductsService } from '../../backend/src/modules/catalog/services/products.service';
import { ReviewsService } from '../../backend/src/modules/catalog/services/reviews.service';
import { SEED_PRODUCTS } from '../../backend/src/modules/catalog/services/seed-catalogue';
import { User } from '../../backend/src/modules/users/entities/user.entity';
import { bearer, registerUser, startTestApp, TestApp } from '../support/test-app';

describe('catalogue API', () => {
  let app: TestApp;
  let products: ProductsService;
  let reviews: ReviewsService;
  let counter = 0;
  beforeAll(async () => {
    app = await startTestApp();
    products = app.app.get(ProductsService);
    reviews = app.app.get(ReviewsService);
  });
  afterAll(() => app.close());

  /** A word no seeded product and no other test contains. */
  const uniqueWord = () => `zq${Date.now().toString(36)}${(counter += 1)}x`;
  const make = (input: Partial<NewProduct> & { title: string }): Promise<Product> =>
    products.create({
      productCode: `T-${randomUUID().slice(0, 8).toUpperCase()}`,
      price: 9.99,
      category: 'Course',
      stock: 50,
      ...input,
    });
  const search = async (query: string) => (await app.http().get(`/api/products?${query}`).expect(200)).body;
  const titles = (body: { items: ProductView[] }) => body.items.map((item) => item.title);

  describe('the seeded catalogue', () => {
    it('has at least 16 products across all five categories', async () => {
      const body = await search('limit=100');
      expect(body.total).toBeGreaterThanOrEqual(16);
      const categories = new Set(body.items.map((item: ProductView) => item.category));
      for (const category of PRODUCT_CATEGORIES) expect(categories).toContain(category);
    });

    it('features DZ, VS, FT and SN in that order', async () => {
      const featured = await app.http().get('/api/products/featured').expect(200);
      expect(featured.body.map((item: ProductView) => item.productCode)).toEqual(['DZ', 'VS', 'FT', 'SN']);
    });

    it('prices each rental duration differently, and has out-of-stock and low-stock items', async () => {
      const body = await search('category=Steam%20Games&limit=100');
      const durations = body.items[0].options.find((option: { name: string }) => option.name === 'Duration');
      expect(durations.choices.map((choice: { value: string }) => choice.value)).toEqual([
        '3_hours',
        '12_hours',
        '24_hours',
      ]);
      expect(new Set(durations.choices.map((choice: { price: number }) => choice.price)).size).toBe(3);
      const all = (await search('limit=100')).items as ProductView[];
      expect(all.some((item) => item.stock === 0 && item.badges.lowStock)).toBe(true);
      expect(all.some((item) => item.stock > 0 && item.stock <= 5 && item.badges.lowStock)).toBe(true);
    });

    it('serves its pictures itself, as cacheable SVG', async () => {
      const dz = (await app.http().get('/api/products/DZ').expect(200)).body as ProductView;
      expect(dz.images.length).toBeGreaterThan(1);
      expect(dz.images[0].url).toMatch(/^\/api\/catalog\/images\//);
      const image = await app.http().get(dz.images[0].url).expect(200);
      expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(image.headers['cache-control']).toContain('max-age=');
      expect(String(image.body ?? image.text)).toContain('<svg');
      const missing = await app.http().get('/api/catalog/images/nothing-here.svg').expect(404);
      expect(missing.body.message).toBe('Image not found');
    });
  });

  it('seeds an empty catalogue exactly once when two processes start together', async () => {
    const name = `kedai_seed_${Date.now().toString(36)}`;
    const admin = app.app.get(DataSource);
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(process.env.DATABASE_URL as string);
    url.pathname = `/${name}`;
    // Two connection pools, as two api processes would have.
    const sources = [0, 1].map(
      () => new DataSource({ ...typeormOptions(url.toString()), entities: [Product, Review, Like, User] }),
    );
    try {
      await Promise.all(sources.map((source) => source.initialize()));
      await sources[0].runMigrations();
      const seeders = sources.map(
        (source) =>
          new CatalogSeedService(
            source,
            new ProductsService(source.getRepository(Product), source.getRepository(Review), source),
            new ReviewsService(source),
          ),
      );
      const added = await Promise.all(seeders.map((seeder) => seeder.seedIfEmpty()));
      expect(added.sort()).toEqual([0, SEED_PRODUCTS.length]);
      expect(await sources[0].getRepository(Product).count()).toBe(SEED_PRODUCTS.length);
      const reviewCount = SEED_PRODUCTS.reduce((sum, product) => sum + product.reviews.length, 0);
      expect(await sources[0].getRepository(Review).count()).toBe(reviewCount);
      expect(await seeders[1].seedIfEmpty()).toBe(0);
    } finally {
      await Promise.all(sources.map((source) => (source.isInitialized ? source.destroy() : undefined)));
      await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
    }
  });

  describe('search, category and sort', () => {
    it('searches title, description and category, trimmed and case-insensitive', async () => {
      const word = uniqueWord();
      await make({ title: `Alpha ${word} Pack` });
      await make({ title: 'Beta Pack', description: `Contains ${word.toUpperCase()} inside` });
      await make({ title: 'Gamma Pack' });
      const body = await search(`search=${encodeURIComponent(`  ${word.toUpperCase()}  `)}`);
      expect(body.total).toBe(2);
      expect(titles(body).sort()).toEqual([`Alpha ${word} Pack`, 'Beta Pack']);

      const byCategory = (await search('search=nintendo%20GAMES&limit=100')).items as ProductView[];
      expect(byCategory.length).toBeGreaterThan(0);
      expect(byCategory.some((item) => item.productCode === 'ZTK')).toBe(true);
      expect(byCategory.every((item) => item.category === 'Nintendo Games')).toBe(true);
    });

    it('ignores a blank search', async () => {
      const all = await search('limit=1');
      expect((await search('search=%20%20&limit=1')).total).toBe(all.total);
    });

    it('filters by exact category', async () => {
      const word = uniqueWord();
      const course = await make({ title: `Course ${word}`, category: 'Course' });
      const body = await search('category=Course&limit=100');
      expect(body.items.every((item: ProductView) => item.category === 'Course')).toBe(true);
      expect(body.items.map((item: ProductView) => item.id)).toContain(course.id);
      expect((await search('category=course')).total).toBe(0);
      expect((await search('category=Apps')).total).toBe(0);
      const apps = await search(`category=${encodeURIComponent('Apps ( Games )')}&limit=100`);
      expect(apps.total).toBeGreaterThan(0);
      expect(apps.items.every((item: ProductView) => item.category === 'Apps ( Games )')).toBe(true);
    });

    it('sorts by catalogue order, price either way and rating', async () => {
      const word = uniqueWord();
      const first = await make({ title: `${word} First`, price: 20 });
      const second = await make({ title: `${word} Second`, price: 5.5 });
      const third = await make({ title: `${word} Third`, price: 35 });
      await reviews.create({ productId: first.id, rating: 3, userName: 'A' });
      await reviews.create({ productId: second.id, rating: 5, userName: 'B' });
      await reviews.create({ productId: third.id, rating: 4, userName: 'C' });
      const order = async (sort: string) => titles(await search(`search=${word}&sort=${sort}`));
      expect(titles(await search(`search=${word}`))).toEqual([`${word} First`, `${word} Second`, `${word} Third`]);
      expect(await order('default')).toEqual([`${word} First`, `${word} Second`, `${word} Third`]);
      expect(await order('price_asc')).toEqual([`${word} Second`, `${word} First`, `${word} Third`]);
      expect(await order('price_desc')).toEqual([`${word} Third`, `${word} First`, `${word} Second`]);
      expect(await order('rating')).toEqual([`${word} Second`, `${word} Third`, `${word} First`]);
      const prices = (await search(`search=${word}&sort=price_asc`)).items.map((item: ProductView) => item.price);
      expect(prices).toEqual([5.5, 20, 35]);
    });

    it('pages through results', async () => {
      const word = uniqueWord();
      for (const n of [1, 2, 3]) await make({ title: `${word} Item ${n}` });
      const one = await search(`search=${word}&limit=2&page=1`);
      expect(one).toMatchObject({ total: 3, page: 1, limit: 2 });
      expect(titles(one)).toEqual([`${word} Item 1`, `${word} Item 2`]);
      expect(titles(await search(`search=${word}&limit=2&page=2`))).toEqual([`${word} Item 3`]);
      expect((await search(`search=${word}&limit=2&page=3`)).items).toEqual([]);
    });

    it.each([
      ['sort=cheapest', 'sort must be one of: default, price_asc, price_desc, rating'],
      ['limit=0', 'limit must be a whole number from 1 to 100'],
      ['limit=101', 'limit must be a whole number from 1 to 100'],
      ['limit=ten', 'limit must be a whole number from 1 to 100'],
      ['page=0', 'page must be a whole number from 1 to 100000'],
      ['page=1.5', 'page must be a whole number from 1 to 100000'],
      ['sort=', 'sort must be one of: default, price_asc, price_desc, rating'],
    ])('answers 400 to %s', async (query, message) => {
      const response = await app.http().get(`/api/products?${query}`).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, message });
    });

    it('limits the list to given ids for the favourites screens', async () => {
      const a = await make({ title: `${uniqueWord()} one` });
      const b = await make({ title: `${uniqueWord()} two` });
      const body = await search(`ids=${b.id},${a.id},${randomUUID()}`);
      expect(body.items.map((item: ProductView) => item.id)).toEqual([a.id, b.id]);
      const bad = await app.http().get('/api/products?ids=abc').expect(400);
      expect(bad.body.message).toBe('ids must be a comma-separated list of at most 100 product ids');
      const many = Array.from({ length: 101 }, () => randomUUID()).join(',');
      await app.http().get(`/api/products?ids=${many}`).expect(400);
    });

    it('answers 400 to repeated or over-long parameters rather than failing', async () => {
      await app.http().get('/api/products?sort=rating&sort=price_asc').expect(400);
      await app
        .http()
        .get(`/api/products?search=${'a'.repeat(101)}`)
        .expect(400);
      await app.http().get('/api/products?category=Course&category=Steam').expect(400);
    });
  });

  describe('product lookup', () => {
    it('finds a product by code first, then by product_N, otherwise 404 Product not found', async () => {
      const dz = (await app.http().get('/api/products/DZ').expect(200)).body as ProductView;
      expect(dz.title).toBe('Dazz Cam Premium');
      const byPosition = await app.http().get(`/api/products/${dz.catalogId}`).expect(200);
      expect(byPosition.body.productCode).toBe('DZ');
      expect((await app.http().get('/api/products/product_1').expect(200)).body.catalogId).toBe('product_1');

      // A product whose code looks like another product's position is found by its code.
      const tricky = await make({ title: 'Code wins', productCode: `product_${900000 + counter}` });
      await make({ title: 'Position loses' });
      const found = await app.http().get(`/api/products/${tricky.productCode}`).expect(200);
      expect(found.body.title).toBe('Code wins');

      for (const id of ['NOPE', 'product_0', 'product_99999999', 'product_x', '%20']) {
        const response = await app.http().get(`/api/products/${id}`).expect(404);
        expect(response.body).toMatchObject({ statusCode: 404, message: 'Product not found' });
      }
    });

    it('hides inactive products everywhere', async () => {
      const word = uniqueWord();
      const hidden = await make({ title: `${word} hidden`, isActive: false });
      expect((await search(`search=${word}`)).total).toBe(0);
      for (const id of [hidden.productCode, `product_${hidden.catalogPosition}`, hidden.id]) {
        expect((await app.http().get(`/api/products/${id}`).expect(404)).body.message).toBe('Product not found');
      }
      await app.http().get(`/api/products/${hidden.productCode}/reviews`).expect(404);
    });
  });

  describe('badges', () => {
    const badgesOf = async (product: Product) =>
      ((await app.http().get(`/api/products/${product.productCode}`).expect(200)).body as ProductView).badges;

    it('applies the Hot Sell and Low Stock rules', async () => {
      expect(await badgesOf(await make({ title: 'Tagged', tags: ['hot-sell'], stock: 2 }))).toEqual({
        hotSell: true,
        lowStock: false,
      });
      expect(await badgesOf(await make({ title: 'VSCO Student Pack', stock: 100 }))).toEqual({
        hotSell: true,
        lowStock: false,
      });
      const topRated = await make({ title: 'Top rated', stock: 1000 });
      expect((await badgesOf(topRated)).hotSell).toBe(false);
      await reviews.create({ productId: topRated.id, rating: 5, userName: 'Fan' });
      expect((await badgesOf(topRated)).hotSell).toBe(true);
      const topRatedFew = await make({ title: 'Top rated, few', stock: 999 });
      await reviews.create({ productId: topRatedFew.id, rating: 5, userName: 'Fan' });
      expect(await badgesOf(topRatedFew)).toEqual({ hotSell: false, lowStock: false });
      expect(await badgesOf(await make({ title: 'Five left', stock: 5 }))).toEqual({ hotSell: false, lowStock: true });
      expect(await badgesOf(await make({ title: 'Six left', stock: 6 }))).toEqual({ hotSell: false, lowStock: false });
    });

    it('marks the seeded flagship membership as Hot Sell', async () => {
      const vs = (await app.http().get('/api/products/VS').expect(200)).body as ProductView;
      expect(vs.badges.hotSell).toBe(true);
    });
  });

  describe('reviews and ratings', () => {
    it('keeps the average (one decimal) and count in step with review changes', async () => {
      const product = await make({ title: `${uniqueWord()} reviewed` });
      const summary = async () => {
        const body = (await app.http().get(`/api/products/${product.productCode}`).expect(200)).body as ProductView;
        return [body.rating, body.reviewCount];
      };
      expect(await summary()).toEqual([0, 0]);
      const a = await reviews.create({ productId: product.id, rating: 5, userName: 'A', version: '1_year' });
      await reviews.create({ productId: product.id, rating: 4, userName: 'B', version: 'lifetime' });
      const c = await reviews.create({ productId: product.id, rating: 4, userName: 'C', comment: ' ok ' });
      expect(await summary()).toEqual([4.3, 3]);
      await reviews.update(c.id, { rating: 1 });
      expect(await summary()).toEqual([3.3, 3]);
      await reviews.delete(a.id);
      expect(await summary()).toEqual([2.5, 2]);
      await expect(reviews.create({ productId: product.id, rating: 6, userName: 'X' })).rejects.toThrow(
        'Please select a rating',
      );
      await Promise.all(
        [1, 2, 3, 4, 5, 5].map((rating) => reviews.create({ productId: product.id, rating, userName: 'Many' })),
      );
      expect(await summary()).toEqual([3.1, 8]); // (4 + 1 + 1 + 2 + 3 + 4 + 5 + 5) / 8 = 3.125
    });

    it('lists a product’s reviews newest first, filtered by version', async () => {
      const product = await make({ title: `${uniqueWord()} versions` });
      await reviews.create({ productId: product.id, rating: 5, userName: 'Old', version: '1_year' });
      await new Promise((resolve) => setTimeout(resolve, 5));
      await reviews.create({ productId: product.id, rating: 3, userName: 'New', version: 'lifetime', comment: 'Meh' });
      const all = await app.http().get(`/api/products/${product.productCode}/reviews`).expect(200);
      expect(all.body.map((review: { userName: string }) => review.userName)).toEqual(['New', 'Old']);
      expect(all.body[0]).toMatchObject({ rating: 3, comment: 'Meh', version: 'lifetime' });
      const yearly = await app.http().get(`/api/products/product_${product.catalogPosition}/reviews?version=1_year`);
      expect(yearly.body.map((review: { userName: string }) => review.userName)).toEqual(['Old']);
      await app.http().get(`/api/products/${product.productCode}/reviews?version=DROP%20TABLE`).expect(400);
    });

    it('lists rated products for All Ratings with search, minimum stars, sort and 3 recent reviews', async () => {
      const word = uniqueWord();
      const high = await make({ title: `${word} Bravo` });
      const low = await make({ title: `${word} Alpha` });
      await make({ title: `${word} Unrated` });
      for (const n of [1, 2, 3, 4]) {
        await reviews.create({ productId: high.id, rating: 5, userName: `Fan ${n}`, comment: `Review ${n}` });
      }
      await reviews.create({ productId: low.id, rating: 2, userName: 'Critic' });
      const ratings = async (query: string) =>
        (await app.http().get(`/api/ratings?search=${word}${query}`).expect(200)).body as {
          product: ProductView;
          average: number;
          count: number;
          recentReviews: { userName: string }[];
        }[];
      const byDate = await ratings('');
      expect(byDate.map((entry) => entry.product.title)).toEqual([`${word} Alpha`, `${word} Bravo`]);
      const bravo = byDate[1];
      expect(bravo).toMatchObject({ average: 5, count: 4 });
      expect(bravo.recentReviews.map((review) => review.userName)).toEqual(['Fan 4', 'Fan 3', 'Fan 2']);
      expect((await ratings('&sort=rating')).map((entry) => entry.product.title)).toEqual([
        `${word} Bravo`,
        `${word} Alpha`,
      ]);
      expect((await ratings('&sort=name')).map((entry) => entry.product.title)).toEqual([
        `${word} Alpha`,
        `${word} Bravo`,
      ]);
      expect((await ratings('&minStars=3')).map((entry) => entry.product.title)).toEqual([`${word} Bravo`]);
      await app.http().get('/api/ratings?minStars=6').expect(400);
      const badSort = await app.http().get('/api/ratings?sort=stars').expect(400);
      expect(badSort.body.message).toBe('sort must be one of: date, rating, name');
    });
  });

  describe('favourites', () => {
    it('keeps a user’s likes private to them, and merges a guest list at login', async () => {
      const alice = await registerUser(app, 'Alice');
      const bob = await registerUser(app, 'Bob');
      const dz = (await app.http().get('/api/products/DZ').expect(200)).body as ProductView;
      const vs = (await app.http().get('/api/products/VS').expect(200)).body as ProductView;
      const sn = (await app.http().get('/api/products/SN').expect(200)).body as ProductView;
      const hidden = await make({ title: 'Gone', isActive: false });

      await app.http().get('/api/me/likes').expect(401);
      await app.http().put(`/api/me/likes/${dz.id}`).expect(401);
      expect((await app.http().get('/api/me/likes').set(bearer(alice.token)).expect(200)).body).toEqual({
        productIds: [],
      });
      const liked = await app.http().put(`/api/me/likes/${dz.id}`).set(bearer(alice.token)).expect(200);
      expect(liked.body.productIds).toEqual([dz.id]);
      await app.http().put(`/api/me/likes/${dz.id}`).set(bearer(alice.token)).expect(200);
      for (const id of [randomUUID(), 'not-a-uuid', hidden.id]) {
        const missing = await app.http().put(`/api/me/likes/${id}`).set(bearer(alice.token)).expect(404);
        expect(missing.body.message).toBe('Product not found');
      }

      const merged = await app
        .http()
        .post('/api/me/likes/merge')
        .set(bearer(alice.token))
        .send({ productIds: [vs.id, dz.id, randomUUID(), 'garbage', hidden.id, sn.id] })
        .expect(200);
      expect(merged.body.productIds.sort()).toEqual([dz.id, vs.id, sn.id].sort());

      expect((await app.http().get('/api/me/likes').set(bearer(bob.token)).expect(200)).body.productIds).toEqual([]);
      await app.http().delete(`/api/me/likes/${dz.id}`).set(bearer(bob.token)).expect(200);
      const aliceAfter = await app.http().get('/api/me/likes').set(bearer(alice.token)).expect(200);
      expect(aliceAfter.body.productIds).toHaveLength(3);

      const removed = await app.http().delete(`/api/me/likes/${dz.id}`).set(bearer(alice.token)).expect(200);
      expect(removed.body.productIds.sort()).toEqual([vs.id, sn.id].sort());
    });

    it('rejects a malformed or oversized merge with 400', async () => {
      const user = await registerUser(app);
      const notList = await app
        .http()
        .post('/api/me/likes/merge')
        .set(bearer(user.token))
        .send({ productIds: 'abc' })
        .expect(400);
      expect(notList.body.message).toBe('productIds must be a list of at most 500 product ids');
      const tooMany = await app
        .http()
        .post('/api/me/likes/merge')
        .set(bearer(user.token))
        .send({ productIds: Array.from({ length: 501 }, () => randomUUID()) })
        .expect(400);
      expect(tooMany.body.message).toBe('productIds must be a list of at most 500 product ids');
      await app
        .http()
        .post('/api/me/likes/merge')
        .set(bearer(user.token))
        .send({ productIds: [1, 2] })
        .expect(400);
    });
  });
});
