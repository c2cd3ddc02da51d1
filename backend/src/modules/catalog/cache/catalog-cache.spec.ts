import { writesProducts } from './catalog-change.subscriber';
import { chooseEncoding } from './catalog-response-cache.service';

describe('writesProducts', () => {
  it.each([
    'UPDATE "products" SET "price" = $1 WHERE "id" IN ($2)',
    'INSERT INTO "products"("id", "title") VALUES (DEFAULT, $1)',
    'DELETE FROM "products" WHERE "id" = $1',
    `WITH taken AS (
       UPDATE products SET stock = stock - $2, updated_at = now()
       WHERE id = $1 AND is_active AND stock >= $2 RETURNING stock
     ) SELECT stock FROM taken`,
    'UPDATE products SET options = $2::jsonb, updated_at = now() WHERE id = $1',
  ])('sees a write to products: %s', (sql) => {
    expect(writesProducts(sql)).toBe(true);
  });

  it.each([
    'SELECT "product"."id" FROM "products" "product" WHERE "product"."is_active" = true',
    'UPDATE "orders" SET "status" = $1 WHERE "id" = $2',
    'INSERT INTO "products_archive"("id") VALUES ($1)',
    'UPDATE order_items SET product_title = $1 FROM products WHERE products.id = order_items.product_id',
    'SELECT options FROM products WHERE id = $1 FOR UPDATE',
  ])('leaves alone a statement that does not write products: %s', (sql) => {
    expect(writesProducts(sql)).toBe(false);
  });
});

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, as the client accepts them', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip;q=0.8, deflate')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('gzip');
  });

  it('sends the body plain when the client accepts neither or refuses them with q=0', () => {
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('br;q=0, gzip;q=0.0')).toBeUndefined();
    expect(chooseEncoding('deflate')).toBeUndefined();
  });
});
