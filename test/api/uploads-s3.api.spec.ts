import { HeadBucketCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { storageConfig } from '../../backend/src/core/config/configuration';
import { S3Driver } from '../../backend/src/core/storage/s3.driver';
import { tinyPng } from '../support/files';
import { S3_TEST_KEYS, S3TestServer, startS3TestServer } from '../support/s3-server';
import { bearer, loginAdmin, startTestApp, TestApp, uniqueEmail } from '../support/test-app';

/**
 * Shared uploads (issue: scale out): with STORAGE_DRIVER=s3 every upload (receipts, product images, the
 * payment QR) is an object in the bucket of an S3-compatible store (s3rver here, on a loopback port), so
 * any API process serves what another stored; nothing lands on the local disk.
 */
describe('uploads on an S3-compatible store', () => {
  let s3: S3TestServer;
  let app: TestApp;
  let admin: string;
  let client: S3Client;
  const bucket = `kedai-${randomUUID().slice(0, 8)}`;
  const saved: Record<string, string | undefined> = {};

  beforeAll(async () => {
    s3 = await startS3TestServer();
    for (const [key, value] of Object.entries(s3.env(bucket))) {
      saved[key] = process.env[key];
      process.env[key] = value;
    }
    app = await startTestApp();
    admin = await loginAdmin(app);
    client = new S3Client({ endpoint: s3.url, region: 'us-east-1', forcePathStyle: true, credentials: S3_TEST_KEYS });
  });
  afterAll(async () => {
    await app?.close();
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    client?.destroy();
    await s3?.stop();
  });

  const objectExists = (key: string) =>
    client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).then(
      () => true,
      () => false,
    );
  const onLocalDisk = (key: string) =>
    existsSync(join(app.app.get<{ uploadDir: string }>(storageConfig.KEY).uploadDir, key));
  const db = () => app.app.get(DataSource);

  it('creates the missing bucket at boot', async () => {
    await expect(client.send(new HeadBucketCommand({ Bucket: bucket }))).resolves.toBeDefined();
  });

  it('keeps a checkout receipt in the bucket and shows it to staff', async () => {
    const receipt = tinyPng(6, 6, [10, 200, 30]);
    const created = await app
      .http()
      .post('/api/orders')
      .field(
        'orderData',
        JSON.stringify({
          items: [{ productCode: 'VS', quantity: 1 }],
          privacyConsent: true,
          customerInfo: { name: 'Aisyah', email: uniqueEmail('s3'), whatsapp: '012-345 6789' },
        }),
      )
      .attach('receipt', receipt, { filename: 'receipt.png', contentType: 'image/png' })
      .expect(201);
    const orderId = created.body.orderId as string;
    const [{ key }] = await db().query<{ key: string }[]>(
      'SELECT receipt_storage_key AS key FROM orders WHERE order_id = $1',
      [orderId],
    );
    expect(key).toMatch(/^receipts\/[0-9a-f]{32}\.png$/);
    expect(await objectExists(key)).toBe(true);
    expect(onLocalDisk(key)).toBe(false);

    const shown = await app
      .http()
      .get(`/api/admin/orders/${orderId}/receipt`)
      .set(bearer(admin))
      .buffer(true)
      .expect(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(shown.body as Buffer, receipt)).toBe(0);
  });

  it('serves an uploaded product image from the bucket', async () => {
    const image = tinyPng(5, 5, [200, 100, 0]);
    const product = await app
      .http()
      .post('/api/admin/products')
      .set(bearer(admin))
      .field('title', `S3 Cam ${randomUUID().slice(0, 8)}`)
      .field('category', 'Apps (Camera & Filters)')
      .field('price', '19.90')
      .field('stock', '5')
      .field('description', 'Film looks')
      .attach('images', image, { filename: 'cover.png', contentType: 'image/png' })
      .expect(201);
    const url = (product.body.images as { url: string }[])[0].url;
    const key = `products/${url.split('/').pop()}`;
    expect(await objectExists(key)).toBe(true);
    expect(onLocalDisk(key)).toBe(false);
    const served = await app.http().get(url).buffer(true).expect(200);
    expect(Buffer.compare(served.body as Buffer, image)).toBe(0);
  });

  it('replaces the payment QR in the bucket and removes the previous object', async () => {
    const first = tinyPng(9, 9, [1, 2, 3]);
    const second = tinyPng(9, 9, [4, 5, 6]);
    const keyOfQr = async () =>
      (await db().query<{ key: string }[]>('SELECT storage_key AS key FROM payment_qr WHERE id = 1'))[0].key;

    await app.http().put('/api/admin/payment/qr').set(bearer(admin)).attach('image', first, 'qr.png').expect(200);
    const firstKey = await keyOfQr();
    expect(await objectExists(firstKey)).toBe(true);
    const shown = await app.http().get('/api/payment/qr').buffer(true).expect(200);
    expect(Buffer.compare(shown.body as Buffer, first)).toBe(0);

    await app.http().put('/api/admin/payment/qr').set(bearer(admin)).attach('image', second, 'qr.png').expect(200);
    expect(await objectExists(firstKey)).toBe(false);
    expect(await objectExists(await keyOfQr())).toBe(true);
    const replaced = await app.http().get('/api/payment/qr').buffer(true).expect(200);
    expect(Buffer.compare(replaced.body as Buffer, second)).toBe(0);
  });

  it('stops the start with a clear message when the store refuses the credentials', async () => {
    const driver = new S3Driver({
      endpoint: s3.url,
      bucket,
      region: 'us-east-1',
      forcePathStyle: true,
      // s3rver checks the key id (it does not verify V4 signatures).
      credentials: { accessKeyId: 'NOT-A-KEY', secretAccessKey: 'not-the-secret' },
    });
    await expect(driver.prepare()).rejects.toThrow(
      `Kedai cannot start: the S3 bucket ${bucket} at ${s3.url} refused the credentials (S3_ACCESS_KEY).`,
    );
    driver.close();
  });
});
