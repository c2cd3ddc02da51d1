import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { UploadTestResult } from '@kedai/contracts';
import { storageConfig } from '../../backend/src/core/config/configuration';
import { pngOfSize, tinyPdf, tinyPng } from '../support/files';
import { bearer, loginAdmin, registerUser, startTestApp, TestApp } from '../support/test-app';

/** Upload test (issue 22): a file checked as a receipt or product image would be, nothing stored. */
describe('admin tools: upload test', () => {
  let app: TestApp;
  let admin: string;
  beforeAll(async () => {
    app = await startTestApp();
    admin = await loginAdmin(app);
  });
  afterAll(() => app.close());

  const storedFiles = () => {
    const root = app.app.get<{ uploadDir: string }>(storageConfig.KEY).uploadDir;
    return ['receipts', 'products']
      .map((folder) => join(root, folder))
      .reduce((n, dir) => n + (existsSync(dir) ? readdirSync(dir).length : 0), 0);
  };
  const tryFile = (kind: string, content: Buffer, filename: string, contentType: string, token = admin) =>
    app
      .http()
      .post('/api/admin/tools/upload-test')
      .set(bearer(token))
      .field('kind', kind)
      .attach('file', content, { filename, contentType });

  it('sees through a PDF that calls itself a PNG: refused as a checkout receipt, with the real type', async () => {
    const before = storedFiles();
    const response = await tryFile('checkout-receipt', tinyPdf(), 'receipt.png', 'image/png').expect(200);
    expect(response.body).toEqual({
      kind: 'checkout-receipt',
      fileName: 'receipt.png',
      size: tinyPdf().length,
      detectedType: 'application/pdf',
      accepted: false,
      refusal: 'wrong_type',
      message: 'Please upload only JPEG or PNG images.',
    } satisfies UploadTestResult);
    // The same PDF is fine as a receipt on the order page, which takes PDFs; nothing is stored either way.
    const page = (await tryFile('order-page-receipt', tinyPdf(), 'receipt.png', 'image/png').expect(200))
      .body as UploadTestResult;
    expect(page).toMatchObject({ accepted: true, detectedType: 'application/pdf', message: null });
    expect(storedFiles()).toBe(before);
  });

  it('names an unknown file and a too-large image with the product form words', async () => {
    const text = Buffer.from('just some text, not an image');
    const unknown = (await tryFile('product-image', text, 'cover.jpg', 'image/jpeg').expect(200))
      .body as UploadTestResult;
    expect(unknown).toMatchObject({ accepted: false, detectedType: null, refusal: 'wrong_type', size: text.length });
    expect(unknown.message).toContain('cover.jpg');
    const big = pngOfSize(5 * 1024 * 1024 + 1);
    const tooLarge = (await tryFile('product-image', big, 'huge.png', 'image/png').expect(200))
      .body as UploadTestResult;
    expect(tooLarge).toMatchObject({
      accepted: false,
      detectedType: 'image/png',
      refusal: 'too_large',
      size: big.length,
    });
    const fine = (await tryFile('product-image', tinyPng(), 'ok.png', 'image/png').expect(200))
      .body as UploadTestResult;
    expect(fine).toMatchObject({ accepted: true, detectedType: 'image/png', refusal: null });
  });

  it('refuses a missing file, an unknown kind, customers and visitors with readable answers', async () => {
    const none = await app
      .http()
      .post('/api/admin/tools/upload-test')
      .set(bearer(admin))
      .field('kind', 'product-image')
      .expect(400);
    expect(none.body.message).toBe('Choose a file to test');
    const kind = await tryFile('avatar', tinyPng(), 'a.png', 'image/png').expect(400);
    expect(JSON.stringify(kind.body.message)).toContain('kind must be one of');
    const customer = await registerUser(app);
    await tryFile('product-image', tinyPng(), 'a.png', 'image/png', customer.token).expect(403);
    await app.http().post('/api/admin/tools/upload-test').field('kind', 'product-image').expect(401);
  });
});
