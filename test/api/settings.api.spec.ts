import { DataSource } from 'typeorm';
import type { SystemSettingsInput, SystemSettingsView } from '@kedai/contracts';
import { SettingsService } from '../../backend/src/modules/settings/settings.service';
import { bearer, loginAdmin, registerUser, startTestApp, TestApp } from '../support/test-app';
import { eventually } from '../support/wait';

describe('system settings', () => {
  let app: TestApp;
  let adminToken: string;
  const get = () => app.http().get('/api/admin/settings').set(bearer(adminToken));
  const put = (body: unknown) =>
    app
      .http()
      .put('/api/admin/settings')
      .set(bearer(adminToken))
      .send(body as object);

  const valid = (): SystemSettingsInput => ({
    siteName: 'Kedai Test',
    siteDescription: 'Digital goods',
    contactEmail: 'owner@example.com',
    contactPhone: '0123456789',
    address: 'Kuala Lumpur',
    currency: 'MYR',
    timezone: 'Asia/Kuala_Lumpur',
    paymentMethods: { touchNGo: false, duitNow: true, alipay: true, wechatPay: false, bankTransfer: true },
    emailSettings: {
      smtpHost: '',
      smtpPort: 587,
      smtpUser: 'mailer',
      senderEmail: 'shop@example.com',
      senderName: 'Kedai',
    },
    orderSettings: {
      automaticOrderConfirmation: true,
      automaticOrderCancellation: 24,
      minimumOrderAmount: 1,
      maximumOrderAmount: 1000,
    },
  });

  let original: SystemSettingsView;
  beforeAll(async () => {
    app = await startTestApp();
    adminToken = await loginAdmin(app);
    original = (await get().expect(200)).body as SystemSettingsView;
  });
  // The test database is shared: put back what other suites' checkouts rely on (minimum order, methods).
  afterAll(async () => {
    const { hasSmtpPassword: _kept, ...emailSettings } = original.emailSettings;
    await put({ ...original, emailSettings }).expect(200);
    await app.close();
  });

  it('starts from the spec defaults', async () => {
    const settings = (await get().expect(200)).body as SystemSettingsView;
    expect(settings).toMatchObject({
      currency: 'MYR',
      timezone: 'Asia/Kuala_Lumpur',
      paymentMethods: { touchNGo: true, duitNow: false, alipay: true, wechatPay: true, bankTransfer: false },
      emailSettings: { smtpPort: 587, hasSmtpPassword: false },
      orderSettings: {
        automaticOrderConfirmation: true,
        automaticOrderCancellation: 24,
        minimumOrderAmount: 0,
        maximumOrderAmount: 99999,
      },
    });
    expect(settings.emailSettings).not.toHaveProperty('smtpPassword');
    expect(await app.app.get(SettingsService).orderCancellationHours()).toBe(24);
  });

  it('saves the whole object and reads it back', async () => {
    const body = { ...valid(), orderSettings: { ...valid().orderSettings, automaticOrderCancellation: 48 } };
    const saved = await put(body).expect(200);
    expect(saved.body).toMatchObject({ ...body, emailSettings: { ...body.emailSettings, hasSmtpPassword: false } });
    expect((await get().expect(200)).body.orderSettings.automaticOrderCancellation).toBe(48);
    // Through the service's short read cache (SETTINGS_CACHE_MS, milliseconds in the tests).
    await eventually(async () => (await app.app.get(SettingsService).orderCancellationHours()) === 48, {
      timeoutMs: 5000,
    });
    await put(valid()).expect(200);
  });

  it.each<[string, (s: SystemSettingsInput) => unknown, string]>([
    ['a phone with letters', (s) => ({ ...s, contactPhone: '012-345' }), 'Contact phone accepts numbers only (0-9).'],
    ['a bad contact email', (s) => ({ ...s, contactEmail: 'nope' }), 'Contact email is not a valid e-mail address'],
    [
      'a bad sender email',
      (s) => ({ ...s, emailSettings: { ...s.emailSettings, senderEmail: 'x@' } }),
      'Sender email is not a valid e-mail address',
    ],
    ['another currency', (s) => ({ ...s, currency: 'EUR' }), 'Currency must be MYR, USD or SGD'],
    [
      'another timezone',
      (s) => ({ ...s, timezone: 'Europe/Paris' }),
      'Timezone must be Asia/Kuala_Lumpur, Asia/Singapore or UTC',
    ],
    [
      'a negative amount',
      (s) => ({ ...s, orderSettings: { ...s.orderSettings, minimumOrderAmount: -1 } }),
      'Minimum order amount cannot be negative',
    ],
    [
      'min above max',
      (s) => ({ ...s, orderSettings: { ...s.orderSettings, minimumOrderAmount: 50, maximumOrderAmount: 10 } }),
      'Minimum order amount cannot be more than the maximum order amount',
    ],
    [
      '0 cancellation hours',
      (s) => ({ ...s, orderSettings: { ...s.orderSettings, automaticOrderCancellation: 0 } }),
      'Automatic cancellation must be between 1 and 720 hours',
    ],
    [
      '721 cancellation hours',
      (s) => ({ ...s, orderSettings: { ...s.orderSettings, automaticOrderCancellation: 721 } }),
      'Automatic cancellation must be between 1 and 720 hours',
    ],
    [
      'fractional hours',
      (s) => ({ ...s, orderSettings: { ...s.orderSettings, automaticOrderCancellation: 1.5 } }),
      'Automatic cancellation must be a whole number of hours',
    ],
    [
      'a port as text',
      (s) => ({ ...s, emailSettings: { ...s.emailSettings, smtpPort: '587' } }),
      'SMTP port must be a whole number',
    ],
    ['no order settings', (s) => ({ ...s, orderSettings: undefined }), 'Order settings are required'],
  ])('refuses %s with a message', async (_, change, message) => {
    const response = await put(change(valid())).expect(400);
    expect(response.body.message).toBe(message);
  });

  it('keeps the SMTP password encrypted, never returns it, and keeps it when the field is left empty', async () => {
    const secret = 'smtp-Secret-123';
    const saved = await put({ ...valid(), emailSettings: { ...valid().emailSettings, smtpPassword: secret } }).expect(
      200,
    );
    expect(saved.body.emailSettings.hasSmtpPassword).toBe(true);
    expect(JSON.stringify(saved.body)).not.toContain(secret);
    const [row] = await app.app.get(DataSource).query(`SELECT smtp_password, "values" FROM system_settings`);
    expect(row.smtp_password).toMatch(/^v1:/);
    expect(JSON.stringify(row)).not.toContain(secret);

    const kept = await put({ ...valid(), emailSettings: { ...valid().emailSettings, smtpPassword: '' } }).expect(200);
    expect(kept.body.emailSettings.hasSmtpPassword).toBe(true);
    const read = await get().expect(200);
    expect(JSON.stringify(read.body)).not.toContain(secret);
    expect(read.body.emailSettings.hasSmtpPassword).toBe(true);

    const cleared = await put({
      ...valid(),
      emailSettings: { ...valid().emailSettings, clearSmtpPassword: true },
    }).expect(200);
    expect(cleared.body.emailSettings.hasSmtpPassword).toBe(false);
  });

  it('sends a test email to the contact email; without SMTP it is kept in the outbox', async () => {
    await put({ ...valid(), contactEmail: 'settings-test@example.com' }).expect(200);
    const sent = await app.http().post('/api/admin/settings/test-email').set(bearer(adminToken)).expect(200);
    expect(sent.body).toEqual({
      message: 'Test email sent successfully',
      to: 'settings-test@example.com',
      delivery: 'outbox',
    });
    const status = await eventually(
      async () => {
        const outbox = await app.http().get('/api/admin/outbox').set(bearer(adminToken)).expect(200);
        const emails: { toAddress: string; status: string }[] = outbox.body;
        return emails.find((email) => email.toAddress === 'settings-test@example.com')?.status ?? '';
      },
      { until: (found) => found === 'kept', timeoutMs: 5000 },
    );
    expect(status).toBe('kept');
  });

  // A null where a field may only be left out reached the service and a NOT NULL column: a 500. Each now is a
  // 400 naming the field, and nothing is saved.
  it.each([
    [
      'touchNGo',
      (body: SystemSettingsInput) => ({ ...body, paymentMethods: { ...body.paymentMethods, touchNGo: null } }),
      "Touch 'n Go eWallet must be on or off",
    ],
    [
      'duitNow',
      (body: SystemSettingsInput) => ({ ...body, paymentMethods: { ...body.paymentMethods, duitNow: null } }),
      'DuitNow QR must be on or off',
    ],
    [
      'clearSmtpPassword',
      (body: SystemSettingsInput) => ({ ...body, emailSettings: { ...body.emailSettings, clearSmtpPassword: null } }),
      'Clear SMTP password must be true or false',
    ],
    [
      'businessRegistrationNumber',
      (body: SystemSettingsInput) => ({ ...body, businessRegistrationNumber: null }),
      'Business registration number must be text',
    ],
    ['sst', (body: SystemSettingsInput) => ({ ...body, sst: null }), 'Tax (SST) settings must be an object'],
  ])('refuses %s: null with a 400 that names it, and saves nothing', async (_field, withNull, message) => {
    const before = (await get().expect(200)).body as SystemSettingsView;
    const refused = await put({ ...withNull(valid()), siteName: 'Not saved' }).expect(400);
    expect(JSON.stringify(refused.body.message)).toContain(message);
    expect((await get().expect(200)).body).toEqual(before);
  });

  it('is admin only', async () => {
    const customer = await registerUser(app);
    await app.http().get('/api/admin/settings').expect(401);
    await app.http().get('/api/admin/settings').set(bearer(customer.token)).expect(403);
    await app.http().put('/api/admin/settings').set(bearer(customer.token)).send(valid()).expect(403);
    await app.http().post('/api/admin/settings/test-email').set(bearer(customer.token)).expect(403);
  });
});
