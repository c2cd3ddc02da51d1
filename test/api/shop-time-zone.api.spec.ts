import { randomUUID } from 'node:crypto';
import type { DashboardSummary, ShopInfo, SystemSettingsView } from '@kedai/contracts';
import { ProductsService } from '../../backend/src/modules/catalog/services/products.service';
import { placeTestOrder } from '../support/orders';
import { bearer, loginAdmin, startTestApp, TestApp } from '../support/test-app';
import { eventually as eventuallyOf } from '../support/wait';

jest.setTimeout(60_000);

/** "24 Nov 2026, 4:01 pm" in a zone, as the e-mails write it (computed here by Intl, independently). */
const written = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
  }).format(new Date(iso));

/** Reads until `done` holds (deadline 20 s by default), through the suite's one waiting helper. */
const eventually = <T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> =>
  eventuallyOf(read, { until: done, timeoutMs });

/**
 * Settings → Timezone acts: what the browser is told to show dates in, the dashboard's month and the times
 * written in e-mails all follow it.
 */
describe('the shop time zone from Settings', () => {
  let app: TestApp;
  let admin: string;
  let original: SystemSettingsView;
  let productCode: string;

  const settings = async () =>
    (await app.http().get('/api/admin/settings').set(bearer(admin)).expect(200)).body as SystemSettingsView;
  const saveTimeZone = (view: SystemSettingsView, timezone: string) => {
    const { hasSmtpPassword: _kept, ...emailSettings } = view.emailSettings;
    return app
      .http()
      .put('/api/admin/settings')
      .set(bearer(admin))
      .send({ ...view, updatedAt: undefined, emailSettings, timezone });
  };
  const shop = async () => (await app.http().get('/api/shop').expect(200)).body as ShopInfo;
  const dashboard = async () =>
    (await app.http().get('/api/admin/dashboard').set(bearer(admin)).expect(200)).body as DashboardSummary;
  /** The order-received e-mail's text and the order's creation time. */
  const receivedMail = async () => {
    const orderId = await placeTestOrder(app, [{ productCode, quantity: 1 }]);
    const mails = await eventually(
      async () =>
        (await app.http().get(`/api/admin/outbox?relatedId=${orderId}`).set(bearer(admin)).expect(200)).body as {
          subject: string;
          textBody: string;
        }[],
      (list) => list.some((mail) => mail.subject.startsWith('We received your order')),
    );
    const detail = await app.http().get(`/api/admin/orders/${orderId}`).set(bearer(admin)).expect(200);
    const text = mails.find((mail) => mail.subject.startsWith('We received your order'))!.textBody;
    return { text, createdAt: (detail.body as { createdAt: string }).createdAt };
  };

  beforeAll(async () => {
    app = await startTestApp();
    admin = await loginAdmin(app);
    original = await settings();
    productCode = `TZ-${randomUUID().slice(0, 8).toUpperCase()}`;
    await app.app.get(ProductsService).create({
      productCode,
      title: `Time zone app ${productCode}`,
      price: 5,
      category: 'Apps (Camera & Filters)',
      stock: 50,
    });
  });
  afterAll(async () => {
    await saveTimeZone(original, original.timezone).expect(200);
    await app.close();
  });

  it('shows Kuala Lumpur time until the admin picks another zone, then that zone', async () => {
    expect(original.timezone).toBe('Asia/Kuala_Lumpur');
    expect(await shop()).toMatchObject({ timeZone: 'Asia/Kuala_Lumpur' });
    const before = await dashboard();
    // A Malaysian month starts at 16:00 UTC on the day before the 1st.
    expect(before.month.start).toMatch(/T16:00:00\.000Z$/);
    const kl = await receivedMail();
    expect(kl.text).toContain(`placed on ${written(kl.createdAt, 'Asia/Kuala_Lumpur')} (Malaysia time)`);

    await saveTimeZone(await settings(), 'UTC').expect(200);

    expect(await shop()).toMatchObject({ timeZone: 'UTC' });
    const after = await dashboard();
    const now = new Date(after.generatedAt);
    expect(after.month).toEqual({
      label: `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`,
      start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString(),
      end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString(),
    });
    const utc = await receivedMail();
    expect(utc.text).toContain(`placed on ${written(utc.createdAt, 'UTC')} (UTC)`);
    expect(utc.text).not.toContain('Malaysia time');
  });

  it('refuses a zone it does not offer with a message a person understands', async () => {
    const response = await saveTimeZone(await settings(), 'Mars/Olympus_Mons').expect(400);
    expect(JSON.stringify(response.body)).toContain('Timezone must be Asia/Kuala_Lumpur, Asia/Singapore or UTC');
    expect((await shop()).timeZone).not.toBe('Mars/Olympus_Mons');
  });
});
