import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { GuideConfigView } from '@kedai/contracts';
import { GuideConfigsService } from '../../backend/src/modules/guide-configs/guide-configs.service';
import { bearer, loginAdmin, registerUser, startTestApp, TestApp } from '../support/test-app';

describe('guide/password configurations', () => {
  let app: TestApp;
  let adminToken: string;
  const admin = () => ({
    get: (path: string) => app.http().get(path).set(bearer(adminToken)),
    post: (path: string) => app.http().post(path).set(bearer(adminToken)),
    put: (path: string) => app.http().put(path).set(bearer(adminToken)),
    delete: (path: string) => app.http().delete(path).set(bearer(adminToken)),
  });
  const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;
  const valid = (product: string) => ({
    product,
    keywords: [`${product} password`, ' ', product.toUpperCase()],
    password: 'S3cret-pass',
    response: 'Sign in with the account above.',
  });

  beforeAll(async () => {
    app = await startTestApp();
    adminToken = await loginAdmin(app);
  });
  afterAll(() => app.close());

  it('seeds the five products of the spec with generated passwords, linked to the catalogue', async () => {
    const list = await admin().get('/api/admin/guide-configs').expect(200);
    const byCode = new Map(list.body.map((config: GuideConfigView) => [config.productCode, config]));
    expect(byCode.get('DZ')).toMatchObject({ product: 'Dazz Cam', defaultKeyword: 'dazz cam password' });
    expect(byCode.get('VS')).toMatchObject({ product: 'VSCO Membership' });
    expect(byCode.get('FT')).toMatchObject({ product: 'Facetune Pro', email: expect.stringContaining('@') });
    const names = list.body.map((config: GuideConfigView) => config.product);
    expect(names).toEqual(expect.arrayContaining(['Procreate Brush Bundle', 'Retro CCD Cam']));
    // Other specs add configurations of their own (with short passwords) in parallel; only the seeded five count.
    const seeded = (list.body as GuideConfigView[]).filter((config) =>
      ['Dazz Cam', 'VSCO Membership', 'Facetune Pro', 'Procreate Brush Bundle', 'Retro CCD Cam'].includes(
        config.product,
      ),
    );
    expect(seeded).toHaveLength(5);
    for (const config of seeded) expect(config.password.length).toBeGreaterThanOrEqual(12);
  });

  it('lists the official guide links publicly, without any credentials', async () => {
    const response = await app.http().get('/api/guide-links').expect(200);
    const byCode = new Map(response.body.map((link: { productCode: string }) => [link.productCode, link]));
    expect(byCode.get('VS')).toEqual({
      product: 'VSCO Membership',
      productCode: 'VS',
      guideUrl: expect.stringMatching(/^https:\/\/support\.vsco\.co\//),
    });
    expect(byCode.get('DZ')).toMatchObject({ guideUrl: expect.stringMatching(/^https:\/\/support\.apple\.com\//) });
    expect(JSON.stringify(response.body)).not.toMatch(/password|keywords|email/i);
    expect(response.body.some((link: { product: string }) => link.product === 'Retro CCD Cam')).toBe(false);
  });

  it('creates, edits and deletes; the password is encrypted at rest', async () => {
    const product = unique('Lens Kit');
    const created = await admin().post('/api/admin/guide-configs').send(valid(product)).expect(201);
    expect(created.body).toMatchObject({
      product,
      keywords: [`${product} password`, product.toUpperCase()],
      defaultKeyword: `${product} password`,
      password: 'S3cret-pass',
      email: null,
    });
    const [row] = await app.app
      .get(DataSource)
      .query(`SELECT password FROM guide_configs WHERE id = $1`, [created.body.id]);
    expect(row.password).not.toContain('S3cret-pass');
    expect(row.password).toMatch(/^v1:/);

    const edited = await admin()
      .put(`/api/admin/guide-configs/${created.body.id}`)
      .send({ ...valid(product), keywords: ['lens'], email: 'lens@example.com', password: 'n3w' })
      .expect(200);
    expect(edited.body).toMatchObject({ keywords: ['lens'], email: 'lens@example.com', password: 'n3w' });

    await admin().delete(`/api/admin/guide-configs/${created.body.id}`).expect(204);
    await admin().delete(`/api/admin/guide-configs/${created.body.id}`).expect(404);
    await admin().put('/api/admin/guide-configs/not-a-uuid').send(valid(product)).expect(404);
  });

  it("answers the spec's validation messages, and 409 for a product that exists in any case", async () => {
    const product = unique('Film Pack');
    const cases: [object, string][] = [
      [{ ...valid(product), product: '  ' }, 'Product name is required'],
      [{ ...valid(product), password: '' }, 'Password is required'],
      [{ ...valid(product), response: undefined }, 'Auto-response is required'],
      [{ ...valid(product), keywords: [' ', ''] }, 'At least one valid keyword is required'],
      [{ ...valid(product), keywords: 'film' }, 'At least one valid keyword is required'],
    ];
    for (const [body, message] of cases) {
      const response = await admin().post('/api/admin/guide-configs').send(body).expect(400);
      expect(response.body.message).toBe(message);
    }
    await admin().post('/api/admin/guide-configs').send(valid(product)).expect(201);
    const duplicate = await admin()
      .post('/api/admin/guide-configs')
      .send(valid(`  ${product.toLowerCase()} `))
      .expect(409);
    expect(duplicate.body.message).toBe('Product already exists');
    const unknownCode = await admin()
      .post('/api/admin/guide-configs')
      .send({ ...valid(unique('Other')), productCode: 'NOPE' })
      .expect(400);
    expect(unknownCode.body.message).toBe('Unknown product code: NOPE');
  });

  it('saves the response in Malay and Chinese, keeps them when a save leaves them out, refuses others', async () => {
    const product = unique('Tint Kit');
    const created = await admin()
      .post('/api/admin/guide-configs')
      .send({ ...valid(product), translations: { ms: ' Log masuk dengan akaun di atas. ', 'zh-Hans': ' ' } })
      .expect(201);
    expect(created.body.translations).toEqual({ ms: 'Log masuk dengan akaun di atas.' });
    const read = async () =>
      ((await admin().get('/api/admin/guide-configs').expect(200)).body as GuideConfigView[]).find(
        (item) => item.id === created.body.id,
      );
    expect((await read())?.translations).toEqual({ ms: 'Log masuk dengan akaun di atas.' });

    // A save without translations (the installation guide manager's card) keeps them.
    await admin().put(`/api/admin/guide-configs/${created.body.id}`).send(valid(product)).expect(200);
    expect((await read())?.translations).toEqual({ ms: 'Log masuk dengan akaun di atas.' });
    const edited = await admin()
      .put(`/api/admin/guide-configs/${created.body.id}`)
      .send({ ...valid(product), translations: { 'zh-Hans': '用上面的账号登录。' } })
      .expect(200);
    expect(edited.body.translations).toEqual({ 'zh-Hans': '用上面的账号登录。' });
    expect((await read())?.translations).toEqual({ 'zh-Hans': '用上面的账号登录。' });

    const withoutAny = await admin()
      .post('/api/admin/guide-configs')
      .send(valid(unique('Plain Kit')))
      .expect(201);
    expect(withoutAny.body.translations).toEqual({});

    for (const translations of [{ fr: 'Connectez-vous.' }, { en: 'x' }, { ms: 'x'.repeat(1501) }, { ms: 42 }, ['ms']]) {
      const refused = await admin()
        .put(`/api/admin/guide-configs/${created.body.id}`)
        .send({ ...valid(product), translations })
        .expect(400);
      expect(refused.body.message).toBe(
        'translations may only have the keys ms and zh-Hans, each a text of at most 1500 characters',
      );
    }
    expect((await read())?.translations).toEqual({ 'zh-Hans': '用上面的账号登录。' });
  });

  it('exports a JSON download and imports it back all-or-nothing', async () => {
    const product = unique('Preset Pack');
    await admin().post('/api/admin/guide-configs').send(valid(product)).expect(201);
    const exported = await admin().get('/api/admin/guide-configs/export').expect(200);
    expect(exported.headers['content-disposition']).toContain('attachment');
    expect(exported.headers['content-type']).toContain('application/json');
    const items = exported.body as GuideConfigView[];
    expect(items.find((item) => item.product === product)?.password).toBe('S3cret-pass');

    const added = unique('Imported Pack');
    const changed = items.map((item) => (item.product === product ? { ...item, password: 'imported-pw' } : item));
    const imported = await admin()
      .post('/api/admin/guide-configs/import')
      .send([...changed, valid(added)])
      .expect(200);
    expect(imported.body).toEqual({ created: 1, updated: items.length, total: items.length + 1 });
    const list = await admin().get('/api/admin/guide-configs').expect(200);
    expect(list.body.find((item: GuideConfigView) => item.product === product).password).toBe('imported-pw');

    // One bad item: nothing is written.
    const notAdded = unique('Never Pack');
    const refused = await admin()
      .post('/api/admin/guide-configs/import')
      .send([valid(notAdded), { ...valid(unique('Bad')), password: ' ' }])
      .expect(400);
    expect(refused.body.message).toBe('Item 2: Password is required');
    const after = await admin().get('/api/admin/guide-configs').expect(200);
    expect(after.body.map((item: GuideConfigView) => item.product)).not.toContain(notAdded);

    for (const garbage of [{ product: 'x' }, 'hello', 42]) {
      const response = await admin().post('/api/admin/guide-configs/import').send(JSON.stringify(garbage)).type('json');
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Invalid JSON format');
    }
    const broken = await admin()
      .post('/api/admin/guide-configs/import')
      .type('json')
      .send('[{"product": "x",')
      .expect(400);
    expect(broken.body.message).toBe('Invalid JSON format');
  });

  it('carries the translations through export and import; an import without them still works', async () => {
    const product = unique('Grain Pack');
    await admin()
      .post('/api/admin/guide-configs')
      .send({ ...valid(product), translations: { ms: 'Log masuk.', 'zh-Hans': '登录。' } })
      .expect(201);
    const exported = (await admin().get('/api/admin/guide-configs/export').expect(200)).body as GuideConfigView[];
    const item = exported.find((config) => config.product === product);
    expect(item?.translations).toEqual({ ms: 'Log masuk.', 'zh-Hans': '登录。' });

    const added = unique('Imported Grain');
    await admin()
      .post('/api/admin/guide-configs/import')
      .send([
        { ...item, translations: { ms: 'Log masuk sekarang.' } },
        { ...valid(added), translations: { 'zh-Hans': '现在登录。' } },
      ])
      .expect(200);
    const byProduct = async () =>
      new Map(
        ((await admin().get('/api/admin/guide-configs').expect(200)).body as GuideConfigView[]).map((config) => [
          config.product,
          config.translations,
        ]),
      );
    let stored = await byProduct();
    expect(stored.get(product)).toEqual({ ms: 'Log masuk sekarang.' });
    expect(stored.get(added)).toEqual({ 'zh-Hans': '现在登录。' });

    // An export from before translations: a new product gets none, a stored one keeps its own.
    const older = unique('Older Pack');
    const withoutTranslations = ({ translations: _, ...rest }: GuideConfigView) => rest;
    await admin()
      .post('/api/admin/guide-configs/import')
      .send([withoutTranslations({ ...item!, password: 'older-pw' }), valid(older)])
      .expect(200);
    stored = await byProduct();
    expect(stored.get(product)).toEqual({ ms: 'Log masuk sekarang.' });
    expect(stored.get(older)).toEqual({});

    const refused = await admin()
      .post('/api/admin/guide-configs/import')
      .send([{ ...valid(unique('Bad Grain')), translations: { de: 'Anmelden.' } }])
      .expect(400);
    expect(refused.body.message).toBe(
      'Item 1: translations may only have the keys ms and zh-Hans, each a text of at most 1500 characters',
    );
  });

  it('is admin only', async () => {
    const customer = await registerUser(app);
    await app.http().get('/api/admin/guide-configs').expect(401);
    await app.http().get('/api/admin/guide-configs').set(bearer(customer.token)).expect(403);
    await app.http().get('/api/admin/guide-configs/export').set(bearer(customer.token)).expect(403);
    await app.http().post('/api/admin/guide-configs/import').set(bearer(customer.token)).send([]).expect(403);
  });

  it('finds the configuration of a catalogue product by code, then by title', async () => {
    const service = app.app.get(GuideConfigsService);
    expect((await service.findForProduct({ productCode: 'DZ', title: 'whatever' }))?.product).toBe('Dazz Cam');
    expect((await service.findForProduct({ productCode: 'dz' }))?.product).toBe('Dazz Cam');
    expect((await service.findForProduct({ productCode: 'ZZ', title: 'Retro CCD Cam' }))?.product).toBe(
      'Retro CCD Cam',
    );
    expect((await service.findForProduct({ title: 'Facetune Pro (1 year)' }))?.product).toBe('Facetune Pro');
    expect(await service.findForProduct({ productCode: 'MC', title: 'Minecraft Pocket Edition' })).toBeNull();
    expect(await service.findForProduct({})).toBeNull();
  });
});
