import { DataSource } from 'typeorm';
import {
  bearer,
  linkTokenFromMail,
  loginAdmin,
  registerUser,
  startTestApp,
  TestApp,
  uniqueEmail,
} from '../support/test-app';
import { eventually } from '../support/wait';

const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

/** The screenshot tool (issue 22): admin only, the shop's own origin only, captured by Chromium in a job. */
describe('admin tools: screenshots', () => {
  let app: TestApp;
  let admin: Record<string, string>;
  const savedPublicUrl = process.env.PUBLIC_URL;
  beforeAll(async () => {
    app = await startTestApp();
    // The shop's origin is this test app's address (main.ts sets PUBLIC_URL the same way for a real start).
    process.env.PUBLIC_URL = app.url;
    admin = bearer(await loginAdmin(app));
  });
  afterAll(async () => {
    process.env.PUBLIC_URL = savedPublicUrl;
    await app.close();
  });

  async function addAgent() {
    const email = uniqueEmail('agent');
    await app.http().post('/api/admin/users').set(admin).send({ name: 'Shot Agent', email, role: 'agent' }).expect(201);
    const token = await linkTokenFromMail(app, email, '/set-password');
    const signedIn = await app
      .http()
      .post('/api/auth/set-password')
      .send({ token, password: 'agent-shift-passphrase-7' })
      .expect(200);
    return signedIn.body.token as string;
  }

  async function finished(jobId: string) {
    return eventually(
      async () => (await app.http().get(`/api/admin/tools/screenshots/${jobId}`).set(admin).expect(200)).body,
      { until: (view) => view.state === 'completed' || view.state === 'failed', timeoutMs: 30_000, intervalMs: 200 },
    );
  }

  it('refuses guests, customers and agents, and queues nothing for them', async () => {
    const customer = await registerUser(app);
    const agent = await addAgent();
    const body = { url: '/products', device: 'mobile' };
    const guest = await app.http().post('/api/admin/tools/screenshots').send(body);
    expect(guest.status).toBe(401);
    const asCustomer = await app.http().post('/api/admin/tools/screenshots').set(bearer(customer.token)).send(body);
    expect(asCustomer.status).toBe(403);
    const asAgent = await app.http().post('/api/admin/tools/screenshots').set(bearer(agent)).send(body);
    expect(asAgent.status).toBe(403);
    expect(asAgent.body.code).toBe('role_forbidden');
    await app.http().get('/api/admin/tools/screenshots/setup').set(bearer(customer.token)).expect(403);
    const waiting = await app.http().get('/api/admin/queues/screenshots').set(admin).expect(200);
    expect(waiting.body.counts.waiting + waiting.body.counts.active).toBe(0);
  });

  it.each([
    'https://example.com/',
    '//example.com/products',
    'http://127.0.0.1:6379/',
    'file:///etc/passwd',
    'javascript:alert(1)',
  ])('refuses another origin: %s', async (url) => {
    const response = await app.http().post('/api/admin/tools/screenshots').set(admin).send({ url, device: 'desktop' });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('screenshot_url_refused');
    expect(response.body.message).toContain('Only pages of this shop');
  });

  it('refuses an unknown device and a missing url with readable messages', async () => {
    const device = await app
      .http()
      .post('/api/admin/tools/screenshots')
      .set(admin)
      .send({ url: '/', device: 'watch' })
      .expect(400);
    expect(JSON.stringify(device.body)).toContain('device must be one of: desktop, tablet, mobile');
    await app.http().post('/api/admin/tools/screenshots').set(admin).send({ device: 'mobile' }).expect(400);
  });

  it('tells the shop origin and whether Chromium is there', async () => {
    const setup = await app.http().get('/api/admin/tools/screenshots/setup').set(admin).expect(200);
    expect(setup.body).toMatchObject({
      origin: new URL(app.url).origin,
      chromium: { available: true, path: expect.any(String) },
      timeoutMs: 20_000,
      concurrency: 2,
    });
  });

  it('captures an admin page with a capture session that is revoked afterwards, and only its admin reads it', async () => {
    const started = await app
      .http()
      .post('/api/admin/tools/screenshots')
      .set(admin)
      .send({ url: `${app.url}/admin`, device: 'tablet' })
      .expect(202);
    expect(started.body).toMatchObject({ device: 'tablet', width: 768, height: 1024, url: `${app.url}/admin` });
    const view = await finished(started.body.id);
    expect(view.error).toBeNull();
    expect(view).toMatchObject({ state: 'completed', progress: 100 });
    expect(view.fileName).toMatch(/^kedai-tablet-768x1024-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.png$/);

    const image = await app
      .http()
      .get(`/api/admin/tools/screenshots/${started.body.id}/image`)
      .set(admin)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toContain(view.fileName);
    expect(pngSize(image.body as Buffer)).toEqual({ width: 768, height: 1024 });

    // The capture's session was the admin's own, short-lived, and is closed now.
    const sessions = await app.app
      .get(DataSource)
      .query(
        `SELECT revoked_at FROM auth_sessions WHERE user_agent LIKE 'Kedai screenshot tool%' ORDER BY created_at DESC LIMIT 1`,
      );
    expect(sessions).toHaveLength(1);
    expect(sessions[0].revoked_at).not.toBeNull();

    // Another admin's capture is not this admin's to read.
    const customer = await registerUser(app);
    await app.http().get(`/api/admin/tools/screenshots/${started.body.id}`).set(bearer(customer.token)).expect(403);
    await app.http().get('/api/admin/tools/screenshots/not-a-job').set(admin).expect(404);
  }, 45_000);
});
