import { randomInt, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  AUDIT_ACTIONS,
  AUDIT_REDACTED,
  type AuditAction,
  type AuditListView,
  type AdminOrderDetail,
  type SystemSettingsView,
} from '@kedai/contracts';
import { ProductsService } from '../../backend/src/modules/catalog/services/products.service';
import { RedisService } from '../../backend/src/core/redis/redis.module';
import { parseCsv } from '../support/csv';
import { tinyPng } from '../support/files';
import { markTestOrderPaid, placeTestOrder } from '../support/orders';
import { addAgent, bearer, loginAdmin, registerUser, startTestApp, TestApp } from '../support/test-app';
import { TEST_ADMIN } from '../support/test-env';
import { eventually } from '../support/wait';

interface AuditRow {
  id: string;
  action: string;
  actor_id: string | null;
  actor_name: string;
  actor_role: string;
  ip: string | null;
  user_agent: string | null;
  target_type: string;
  target_id: string;
  summary: Record<string, unknown>;
}

/** What one action did: the entry it must have written (its target, and who did it). */
interface Outcome {
  target: { type: string; id: string };
  actor: { id: string; role: string };
  summary?: Record<string, unknown>;
}

/** Entry types that two-factor sign-in and sessions (issue 35, items 1 and 3) write through AuditService.record. */
/** Written by the 2FA and session events: covered in test/api/two-factor.api.spec.ts. */
const LATER = [
  'auth.2fa-enrolled',
  'auth.2fa-failed',
  'auth.2fa-reset',
  'auth.session-ended',
  // A problem report's resolution: covered in test/api/problem-reports.api.spec.ts.
  'problem-report.resolved',
] as const;

/** The audit log (issue 35, item 2; docs/product/admin.md#audit-log). */
describe('audit log', () => {
  let app: TestApp;
  let db: DataSource;
  let admin: string;
  let adminId: string;
  let agent: { id: string; email: string; name: string; token: string };
  const agentPassword = 'agent-shift-passphrase-7';
  const savedPublicUrl = process.env.PUBLIC_URL;

  beforeAll(async () => {
    app = await startTestApp();
    process.env.PUBLIC_URL = app.url;
    db = app.app.get(DataSource);
    admin = await loginAdmin(app);
    adminId = (await app.http().get('/api/auth/me').set(bearer(admin)).expect(200)).body.user.id as string;
    agent = await addAgent(app, admin, `Audit Agent ${randomUUID().slice(0, 6)}`);
    savedSettings = (await app.http().get('/api/admin/settings').set(bearer(admin)).expect(200)).body;
  });
  let savedSettings: SystemSettingsView;
  afterAll(async () => {
    // The spec files of this jest worker share its database: the shop's settings and the DuitNow label go back.
    const { hasSmtpPassword, ...email } = savedSettings.emailSettings;
    const { updatedAt: _at, ...rest } = savedSettings;
    await app
      .http()
      .put('/api/admin/settings')
      .set(bearer(admin))
      .send({ ...rest, emailSettings: { ...email, clearSmtpPassword: !hasSmtpPassword } })
      .expect(200);
    await app
      .http()
      .put('/api/admin/payment/methods/duitNow')
      .set(bearer(admin))
      .field('label', 'DuitNow QR')
      .expect(200);
    if (savedPublicUrl === undefined) delete process.env.PUBLIC_URL;
    else process.env.PUBLIC_URL = savedPublicUrl;
    await app.close();
  });
  beforeEach(async () => {
    const redis = app.app.get(RedisService);
    const keys = await redis.client.keys(redis.key('orders', 'lookups', '*'));
    if (keys.length > 0) await redis.client.del(...keys);
  });

  const asAdmin = () => ({ id: adminId, role: 'admin' });
  const makeProduct = async (input: Record<string, unknown> = {}) =>
    app.app.get(ProductsService).create({
      productCode: `AU-${randomUUID().slice(0, 8).toUpperCase()}`,
      title: `Audit app ${randomUUID().slice(0, 6)}`,
      price: 7.5,
      category: 'Apps (Camera & Filters)',
      stock: 100,
      ...input,
    });
  const orderOf = async (quantity = 2) => {
    const product = await makeProduct();
    return { product, orderId: await placeTestOrder(app, [{ productCode: product.productCode, quantity }]) };
  };
  const detail = async (orderId: string): Promise<AdminOrderDetail> =>
    (await app.http().get(`/api/admin/orders/${orderId}`).set(bearer(admin)).expect(200)).body;
  const productForm = (method: 'post' | 'put', path: string, fields: Record<string, string>) => {
    const request = app.http()[method](path).set(bearer(admin));
    for (const [key, value] of Object.entries(fields)) request.field(key, value);
    return request.attach('images', tinyPng(8, 8, [randomInt(256), randomInt(256), 9]), {
      filename: 'cover.png',
      contentType: 'image/png',
    });
  };
  const productFields = (title: string, price: string) => ({
    title,
    category: 'Apps (Camera & Filters)',
    price,
    stock: '10',
    description: 'Audit me',
  });

  const newDiscount = async () =>
    (
      await app
        .http()
        .post('/api/admin/discounts')
        .set(bearer(admin))
        .send({ code: `AUDIT${randomInt(1_000_000_000)}`, kind: 'percent', value: 10 })
        .expect(201)
    ).body as { id: string; code: string };
  /** A new conversation label (for the chat-label cases). */
  const chatLabel = async () =>
    (
      await app
        .http()
        .post('/api/admin/chat/labels')
        .set(bearer(admin))
        .send({ name: `Audit ${Math.random().toString(36).slice(2, 10)}`, colour: '#175CD3' })
        .expect(201)
    ).body.label.id as string;

  /** A guest's conversation (in the inbox from its first message). */
  const chatSession = async () => {
    const visitor = await app.http().post('/api/auth/visitor').send({}).expect(200);
    const sent = await app
      .http()
      .post('/api/chat/send-message')
      .set(bearer(visitor.body.token))
      .send({ customerName: 'Audit Guest', message: 'Hello' })
      .expect(201);
    return sent.body.session.id as string;
  };

  /** A customer's export run by staff (a request that came by e-mail). */
  let staffExportEmail = '';
  const staffExport = async () => {
    staffExportEmail = `audit.export.${randomUUID()}@example.com`;
    const created = await app
      .http()
      .post('/api/admin/privacy/requests')
      .set(bearer(admin))
      .send({ email: staffExportEmail, kind: 'export', channel: 'email' })
      .expect(201);
    return created.body.id as string;
  };

  /** Every action of the list, and how to make a staff member do it once. */
  const cases: Record<Exclude<AuditAction, (typeof LATER)[number]>, () => Promise<Outcome>> = {
    'auth.sign-in': async () => {
      await app.http().post('/api/auth/admin-login').send({ email: agent.email, password: agentPassword }).expect(200);
      return { target: { type: 'user', id: agent.id }, actor: { id: agent.id, role: 'agent' } };
    },
    'auth.sign-in-failed': async () => {
      await app
        .http()
        .post('/api/auth/admin-login')
        .send({ email: agent.email, password: 'not-the-password' })
        .expect(401);
      return {
        target: { type: 'user', id: agent.id },
        actor: { id: agent.id, role: 'agent' },
        summary: { reason: 'wrong_password' },
      };
    },
    'receipt.verified': async () => {
      const { orderId } = await orderOf();
      await app.http().post(`/api/admin/receipts/${orderId}/verify`).set(bearer(agent.token)).expect(200);
      return {
        target: { type: 'order', id: orderId },
        actor: { id: agent.id, role: 'agent' },
        summary: { paymentStatus: { from: 'pending', to: 'paid' } },
      };
    },
    'receipt.rejected': async () => {
      const { orderId } = await orderOf();
      await app
        .http()
        .post(`/api/admin/receipts/${orderId}/reject`)
        .set(bearer(admin))
        .send({ reason: 'The amount is not readable' })
        .expect(200);
      return {
        target: { type: 'order', id: orderId },
        actor: asAdmin(),
        summary: { reason: 'The amount is not readable' },
      };
    },
    'order.status-changed': async () => {
      const { orderId } = await orderOf();
      await app
        .http()
        .put(`/api/admin/orders/${orderId}/status`)
        .set(bearer(agent.token))
        .send({ status: 'processing' })
        .expect(200);
      return {
        target: { type: 'order', id: orderId },
        actor: { id: agent.id, role: 'agent' },
        summary: { status: { from: 'pending', to: 'processing' } },
      };
    },
    'order.payment-status-changed': async () => {
      const { orderId } = await orderOf();
      await markTestOrderPaid(app, admin, orderId);
      return {
        target: { type: 'order', id: orderId },
        actor: asAdmin(),
        summary: { paymentStatus: { from: 'pending', to: 'paid' } },
      };
    },
    'order.refunded': async () => {
      const { orderId } = await orderOf(2);
      await markTestOrderPaid(app, admin, orderId);
      await app
        .http()
        .post(`/api/admin/payments/orders/${orderId}/refund`)
        .set(bearer(admin))
        .send({ reason: 'Bought twice' })
        .expect(200);
      return { target: { type: 'order', id: orderId }, actor: asAdmin(), summary: { reason: 'Bought twice' } };
    },
    'codes.added': async () => {
      const product = await makeProduct();
      const codes = ['1', '2', '3'].map((n) => `AUDIT-${n}-${product.productCode}`);
      await app
        .http()
        .post(`/api/admin/code-pools/${product.productCode}/codes`)
        .set(bearer(admin))
        .send({ text: [...codes, codes[0]].join('\n') })
        .expect(201);
      return {
        target: { type: 'code-pool', id: product.productCode },
        actor: asAdmin(),
        summary: { added: 3, duplicates: 1 },
      };
    },
    'code.removed': async () => {
      const product = await makeProduct();
      const code = `AUDIT-GONE-${product.productCode}`;
      await app
        .http()
        .post(`/api/admin/code-pools/${product.productCode}/codes`)
        .set(bearer(admin))
        .send({ text: code })
        .expect(201);
      const [listed] = (
        await app.http().get(`/api/admin/code-pools/${product.productCode}/codes`).set(bearer(admin)).expect(200)
      ).body as { id: string }[];
      await app
        .http()
        .delete(`/api/admin/code-pools/${product.productCode}/codes/${listed.id}`)
        .set(bearer(admin))
        .expect(204);
      return {
        target: { type: 'code-pool', id: product.productCode },
        actor: asAdmin(),
        summary: { codeId: listed.id, code: `••••${code.slice(-4)}` },
      };
    },
    'code.burned': async () => {
      const product = await makeProduct();
      const codes = ['A', 'B', 'C'].map((letter) => `BURN-${letter}-${product.productCode}`);
      await app
        .http()
        .post(`/api/admin/code-pools/${product.productCode}/codes`)
        .set(bearer(admin))
        .send({ text: codes.join('\n') })
        .expect(201);
      const orderId = await placeTestOrder(app, [{ productCode: product.productCode, quantity: 2 }]);
      await markTestOrderPaid(app, admin, orderId);
      await app.http().post(`/api/admin/orders/${orderId}/trigger-delivery`).set(bearer(admin)).expect(202);
      const delivered = await eventually(() => detail(orderId), {
        until: (order) => order.status === 'shipped',
        timeoutMs: 60_000,
      });
      const bad = delivered.autoDelivery.redeemCodes[0].code;
      await app
        .http()
        .post(`/api/admin/orders/${orderId}/burn-code`)
        .set(bearer(admin))
        .send({ code: bad, reason: 'Already redeemed' })
        .expect(200);
      return {
        target: { type: 'order', id: orderId },
        actor: asAdmin(),
        summary: { code: `••••${bad.slice(-4)}`, reason: 'Already redeemed' },
      };
    },
    'rental.revealed': async () => {
      const product = await makeProduct({
        title: `Rental game ${randomUUID().slice(0, 6)}`,
        category: 'Steam Games',
        options: [{ name: 'Duration', choices: [{ label: '3 Hours', value: '3_hours', price: 5 }] }],
      });
      const username = `audit_${randomUUID().slice(0, 6)}`;
      const created = await app
        .http()
        .post('/api/admin/rental-accounts')
        .set(bearer(admin))
        .send({ productCode: product.productCode, gameName: 'Audit Quest', username, password: 'hunter2-audit' })
        .expect(201);
      const revealed = await app
        .http()
        .get(`/api/admin/rental-accounts/${created.body.id}/password`)
        .set(bearer(admin))
        .expect(200);
      expect(revealed.body).toEqual({ id: created.body.id, username, password: 'hunter2-audit' });
      return {
        target: { type: 'rental-account', id: created.body.id as string },
        actor: asAdmin(),
        summary: { username },
      };
    },
    'settings.changed': async () => {
      const current = (await app.http().get('/api/admin/settings').set(bearer(admin)).expect(200))
        .body as SystemSettingsView;
      const { hasSmtpPassword: _has, ...email } = current.emailSettings;
      const { updatedAt: _at, ...rest } = current;
      await app
        .http()
        .put('/api/admin/settings')
        .set(bearer(admin))
        .send({
          ...rest,
          siteName: `Kedai ${randomUUID().slice(0, 4)}`,
          emailSettings: { ...email, smtpPassword: 'smtp-secret-never-logged' },
        })
        .expect(200);
      return {
        target: { type: 'settings', id: 'shop' },
        actor: asAdmin(),
        summary: {
          changed: expect.objectContaining({
            siteName: expect.objectContaining({ from: current.siteName }),
            smtpPassword: { from: current.emailSettings.hasSmtpPassword ? AUDIT_REDACTED : null, to: AUDIT_REDACTED },
          }),
        },
      };
    },
    'product.created': async () => {
      const title = `Audit Cam ${randomUUID().slice(0, 6)}`;
      const created = await productForm('post', '/api/admin/products', productFields(title, '19.90')).expect(201);
      return { target: { type: 'product', id: created.body.id as string }, actor: asAdmin(), summary: { title } };
    },
    'product.changed': async () => {
      const title = `Audit Cam ${randomUUID().slice(0, 6)}`;
      const created = await productForm('post', '/api/admin/products', productFields(title, '19.90')).expect(201);
      await app
        .http()
        .put(`/api/admin/products/${created.body.id}`)
        .set(bearer(admin))
        .field('price', '24.50')
        .field('keepImages', JSON.stringify((created.body.images as { url: string }[]).map((image) => image.url)))
        .expect(200);
      return {
        target: { type: 'product', id: created.body.id as string },
        actor: asAdmin(),
        summary: { changed: { price: { from: 19.9, to: 24.5 } } },
      };
    },
    'product.deleted': async () => {
      const created = await productForm('post', '/api/admin/products', productFields('Audit Gone', '5.00')).expect(201);
      await app.http().delete(`/api/admin/products/${created.body.id}`).set(bearer(admin)).expect(200);
      return {
        target: { type: 'product', id: created.body.id as string },
        actor: asAdmin(),
        summary: { outcome: 'deleted' },
      };
    },
    'staff.invited': async () => {
      const invited = await addAgent(app, admin, 'Invited Agent');
      return {
        target: { type: 'user', id: invited.id },
        actor: asAdmin(),
        summary: { role: 'agent', name: 'Invited Agent' },
      };
    },
    'staff.role-changed': async () => {
      const customer = await registerUser(app, 'Promoted Customer');
      await app
        .http()
        .put(`/api/admin/users/${customer.id}/role`)
        .set(bearer(admin))
        .send({ role: 'agent' })
        .expect(200);
      return {
        target: { type: 'user', id: customer.id },
        actor: asAdmin(),
        summary: { role: { from: 'user', to: 'agent' } },
      };
    },
    'staff.deactivated': async () => {
      const member = await addAgent(app, admin, 'Leaving Agent');
      await app
        .http()
        .put(`/api/admin/users/${member.id}/status`)
        .set(bearer(admin))
        .send({ status: 'inactive' })
        .expect(200);
      return { target: { type: 'user', id: member.id }, actor: asAdmin() };
    },
    'staff.reactivated': async () => {
      const member = await addAgent(app, admin, 'Returning Agent');
      for (const status of ['inactive', 'active']) {
        await app.http().put(`/api/admin/users/${member.id}/status`).set(bearer(admin)).send({ status }).expect(200);
      }
      return { target: { type: 'user', id: member.id }, actor: asAdmin() };
    },
    'export.downloaded': async () => {
      await app.http().get('/api/admin/exports/orders.csv').set(bearer(admin)).expect(200);
      return { target: { type: 'export', id: 'orders_export.csv' }, actor: asAdmin() };
    },
    'maintenance.run': async () => {
      const started = await app
        .http()
        .post('/api/admin/tools/maintenance/cleanups')
        .set(bearer(admin))
        .send({ action: 'ended-chats', olderThanDays: 365 })
        .expect(202);
      await eventually(
        async () =>
          (await app.http().get(`/api/admin/tools/maintenance/cleanups/${started.body.id}`).set(bearer(admin)))
            .body as { state: string },
        { until: (view) => view.state === 'completed', timeoutMs: 30_000 },
      );
      return {
        target: { type: 'maintenance', id: 'ended-chats' },
        actor: asAdmin(),
        summary: { olderThanDays: 365, jobId: started.body.id },
      };
    },
    'push.changed': async () => {
      // Turning notifications on (the first time: the switch had been off, so one change).
      await app.http().put('/api/admin/push/preference').set(bearer(agent.token)).send({ enabled: true }).expect(200);
      return {
        target: { type: 'user', id: agent.id },
        actor: { id: agent.id, role: 'agent' },
        summary: { enabled: true },
      };
    },
    'channel.test-sent': async () => {
      // No WhatsApp keys in this run: the attempt is refused by the shop itself, and still logged.
      const tested = await app
        .http()
        .post('/api/admin/channels/whatsapp/test')
        .set(bearer(admin))
        .send({ to: '012-345 6789' })
        .expect(200);
      expect(tested.body.ok).toBe(false);
      return {
        target: { type: 'settings', id: 'whatsapp' },
        actor: asAdmin(),
        summary: { to: '+60123456789', ok: false },
      };
    },
    'screenshot.taken': async () => {
      const started = await app
        .http()
        .post('/api/admin/tools/screenshots')
        .set(bearer(admin))
        .send({ url: `${app.url}/products`, device: 'mobile' })
        .expect(202);
      await eventually(
        async () =>
          (await app.http().get(`/api/admin/tools/screenshots/${started.body.id}`).set(bearer(admin))).body as {
            state: string;
          },
        { until: (view) => view.state === 'completed' || view.state === 'failed', timeoutMs: 60_000 },
      );
      return {
        target: { type: 'screenshot', id: started.body.id as string },
        actor: asAdmin(),
        summary: { url: `${app.url}/products`, device: 'mobile' },
      };
    },
    'discount.created': async () => {
      const code = await newDiscount();
      return { target: { type: 'discount', id: code.code }, actor: asAdmin(), summary: { kind: 'percent', value: 10 } };
    },
    'discount.changed': async () => {
      const code = await newDiscount();
      await app
        .http()
        .put(`/api/admin/discounts/${code.id}`)
        .set(bearer(admin))
        .send({ code: code.code, kind: 'percent', value: 15 })
        .expect(200);
      return {
        target: { type: 'discount', id: code.code },
        actor: asAdmin(),
        summary: { value: { from: 10, to: 15 } },
      };
    },
    'discount.deactivated': async () => {
      const code = await newDiscount();
      await app.http().post(`/api/admin/discounts/${code.id}/deactivate`).set(bearer(admin)).expect(200);
      return {
        target: { type: 'discount', id: code.code },
        actor: asAdmin(),
        summary: { active: { from: true, to: false } },
      };
    },
    'chat-label.created': async () => {
      const label = await chatLabel();
      return { target: { type: 'chat-label', id: label }, actor: asAdmin() };
    },
    'chat-label.changed': async () => {
      const label = await chatLabel();
      await app
        .http()
        .put(`/api/admin/chat/labels/${label}`)
        .set(bearer(admin))
        .send({ colour: '#027A48' })
        .expect(200);
      return { target: { type: 'chat-label', id: label }, actor: asAdmin() };
    },
    'chat-label.deleted': async () => {
      const label = await chatLabel();
      await app.http().delete(`/api/admin/chat/labels/${label}`).set(bearer(admin)).expect(204);
      return { target: { type: 'chat-label', id: label }, actor: asAdmin() };
    },
    'chat.labelled': async () => {
      const [label, sessionId] = [await chatLabel(), await chatSession()];
      await app.http().put(`/api/admin/chat/sessions/${sessionId}/labels/${label}`).set(bearer(admin)).expect(200);
      return { target: { type: 'chat-session', id: sessionId }, actor: asAdmin() };
    },
    'chat.unlabelled': async () => {
      const [label, sessionId] = [await chatLabel(), await chatSession()];
      const path = `/api/admin/chat/sessions/${sessionId}/labels/${label}`;
      await app.http().put(path).set(bearer(admin)).expect(200);
      await app.http().delete(path).set(bearer(admin)).expect(200);
      return { target: { type: 'chat-session', id: sessionId }, actor: asAdmin() };
    },
    'customer.noted': async () => {
      const { orderId } = await orderOf(1);
      const email = (await detail(orderId)).customerEmail as string;
      const note = await app
        .http()
        .post(`/api/admin/customers/${encodeURIComponent(email)}/notes`)
        .set(bearer(admin))
        .send({ body: 'Prefers WhatsApp' })
        .expect(201);
      return { target: { type: 'customer-note', id: note.body.id as string }, actor: asAdmin() };
    },
    'privacy.request-created': async () => {
      const request = await staffExport();
      return { target: { type: 'data-request', id: request }, actor: asAdmin() };
    },
    'privacy.export-downloaded': async () => {
      const request = await staffExport();
      await eventually(
        async () =>
          (await app.http().get(`/api/admin/privacy/requests?email=${staffExportEmail}`).set(bearer(admin)).expect(200))
            .body[0].status === 'ready',
        { what: 'the staff-run export built' },
      );
      await app.http().post(`/api/admin/privacy/requests/${request}/download-link`).set(bearer(admin)).expect(200);
      return { target: { type: 'data-request', id: request }, actor: asAdmin() };
    },
    'privacy.erasure-cancelled': async () => {
      const created = await app
        .http()
        .post('/api/admin/privacy/requests')
        .set(bearer(admin))
        .send({ email: `audit.erasure.${randomUUID()}@example.com`, kind: 'erasure', channel: 'whatsapp' })
        .expect(201);
      const request = created.body.id as string;
      await app.http().post(`/api/admin/privacy/requests/${request}/cancel`).set(bearer(admin)).expect(200);
      return { target: { type: 'data-request', id: request }, actor: asAdmin() };
    },
  };

  it('has a case for every action but the ones two-factor sign-in and sessions will write', () => {
    expect([...Object.keys(cases), ...LATER].sort()).toEqual([...AUDIT_ACTIONS].sort());
  });

  it.each(Object.keys(cases) as (keyof typeof cases)[])('%s writes exactly one entry', async (action) => {
    const before = new Set(
      (await db.query<{ id: string }[]>(`SELECT id FROM audit_log WHERE action = $1`, [action])).map((row) => row.id),
    );
    const outcome = await cases[action]();
    const rows = await db.query<AuditRow[]>(`SELECT * FROM audit_log WHERE action = $1`, [action]);
    const added = rows.filter((row) => !before.has(row.id));
    expect(added).toHaveLength(1);
    const [entry] = added;
    expect(entry).toMatchObject({
      actor_id: outcome.actor.id,
      actor_role: outcome.actor.role,
      target_type: outcome.target.type,
      target_id: outcome.target.id,
    });
    expect(entry.actor_name.length).toBeGreaterThan(0);
    expect(entry.ip).toBeTruthy();
    if (outcome.summary) expect(entry.summary).toMatchObject(outcome.summary);
  });

  it('answers “who changed the QR?”: a payment method’s new QR and label are a settings entry', async () => {
    await app
      .http()
      .put('/api/admin/payment/methods/duitNow')
      .set(bearer(admin))
      .field('label', `DuitNow ${randomUUID().slice(0, 4)}`)
      .attach('image', tinyPng(12, 12, [randomInt(256), 80, 160]), { filename: 'qr.png', contentType: 'image/png' })
      .expect(200);
    const rows = await db.query<AuditRow[]>(
      `SELECT * FROM audit_log WHERE target_id = 'payment-method:duitNow' ORDER BY at DESC LIMIT 1`,
    );
    expect(rows[0]).toMatchObject({ action: 'settings.changed', actor_id: adminId });
    expect(Object.keys((rows[0].summary as { changed: object }).changed).sort()).toEqual(['label', 'qrStorageKey']);
  });

  it('never writes a secret: the SMTP password saved above is nowhere in the log', async () => {
    const [{ count }] = await db.query<{ count: string }[]>(
      `SELECT count(*) AS count FROM audit_log WHERE summary::text LIKE '%smtp-secret-never-logged%'
          OR summary::text LIKE '%hunter2-audit%'`,
    );
    expect(Number(count)).toBe(0);
  });

  it('the database refuses to change or remove an entry (raw SQL)', async () => {
    const [row] = await db.query<{ id: string }[]>(`SELECT id FROM audit_log ORDER BY at DESC LIMIT 1`);
    await expect(db.query(`UPDATE audit_log SET actor_name = 'someone else' WHERE id = $1`, [row.id])).rejects.toThrow(
      /append-only/,
    );
    await expect(db.query(`DELETE FROM audit_log WHERE id = $1`, [row.id])).rejects.toThrow(/append-only/);
    await expect(db.query(`TRUNCATE audit_log`)).rejects.toThrow(/append-only/);
    // Even the purge's setting lets no young entry go.
    await expect(
      db.transaction(async (em) => {
        await em.query(`SELECT set_config('kedai.audit_purge_before', $1, true)`, [new Date().toISOString()]);
        await em.query(`DELETE FROM audit_log WHERE id = $1`, [row.id]);
      }),
    ).rejects.toThrow(/append-only/);
    const [still] = await db.query<{ count: string }[]>(`SELECT count(*) AS count FROM audit_log WHERE id = $1`, [
      row.id,
    ]);
    expect(Number(still.count)).toBe(1);
  });

  it('no route changes or removes an entry', async () => {
    const [row] = await db.query<{ id: string }[]>(`SELECT id FROM audit_log ORDER BY at DESC LIMIT 1`);
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      for (const path of ['/api/admin/audit', `/api/admin/audit/${row.id}`]) {
        const response = await app.http()[method](path).set(bearer(admin)).send({ actorName: 'x' });
        expect([404, 405]).toContain(response.status);
      }
    }
    const [after] = await db.query<AuditRow[]>(`SELECT * FROM audit_log WHERE id = $1`, [row.id]);
    expect(after.actor_name).not.toBe('x');
  });

  it('is for admins only: 401 without a session, 403 to a customer and an agent', async () => {
    const customer = await registerUser(app);
    for (const path of ['/api/admin/audit', '/api/admin/audit/export.csv', '/api/admin/audit/settings']) {
      await app.http().get(path).expect(401);
      await app.http().get(path).set(bearer(customer.token)).expect(403);
      const refused = await app.http().get(path).set(bearer(agent.token)).expect(403);
      expect(refused.body.code).toBe('role_forbidden');
    }
    await app.http().put('/api/admin/audit/settings').set(bearer(agent.token)).send({ retentionDays: 365 }).expect(403);
    await app.http().get(`/api/admin/rental-accounts/${randomUUID()}/password`).set(bearer(agent.token)).expect(403);
  });

  it('filters by person, action, target and day, pages, and exports the same as CSV (itself logged)', async () => {
    const list = async (query: string) =>
      (await app.http().get(`/api/admin/audit?${query}`).set(bearer(admin)).expect(200)).body as AuditListView;
    const byAgent = await list(`person=${encodeURIComponent(agent.name.split(' ').pop() as string)}`);
    expect(byAgent.total).toBeGreaterThan(0);
    expect(byAgent.entries.every((entry) => entry.actor.id === agent.id)).toBe(true);
    const byId = await list(`person=${agent.id}`);
    expect(byId.total).toBe(byAgent.total);
    const verified = await list('action=receipt.verified');
    expect(verified.entries.length).toBeGreaterThan(0);
    expect(verified.entries.every((entry) => entry.action === 'receipt.verified')).toBe(true);
    const orderId = verified.entries[0].target.id;
    const byTarget = await list(`targetType=order&targetId=${orderId}`);
    expect(byTarget.entries.map((entry) => entry.action)).toContain('receipt.verified');
    expect(byTarget.entries.every((entry) => entry.target.id === orderId)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect((await list(`from=${tomorrow}`)).total).toBe(0);
    const all = await list('');
    expect(all.pageSize).toBe(50);
    expect(all.total).toBeGreaterThan(20);
    const recent = await list(`from=2020-01-01&to=${tomorrow}`);
    expect(recent.total).toBe(all.total);
    // Newest first; page 2 goes on where page 1 ended.
    const times = all.entries.map((entry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);
    if (all.total > 50) {
      const second = await list('page=2');
      expect(second.entries[0].at <= all.entries[49].at).toBe(true);
    }
    for (const bad of [
      'from=2026-02-31',
      'action=steal',
      'targetType=planet',
      'page=0',
      `from=${tomorrow}&to=${today}`,
    ]) {
      const refused = await app.http().get(`/api/admin/audit?${bad}`).set(bearer(admin));
      expect(refused.status).toBe(400);
      expect(typeof refused.body.message === 'string' || Array.isArray(refused.body.message)).toBe(true);
    }

    const before = (await list('action=export.downloaded')).total;
    const csv = await app
      .http()
      .get('/api/admin/audit/export.csv?action=receipt.verified')
      .set(bearer(admin))
      .expect(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = parseCsv(csv.text.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual(['Time', 'Person', 'Role', 'Action', 'Target type', 'Target', 'IP', 'Browser', 'Summary']);
    expect(rows.slice(1).filter((cells) => cells.length > 1)).toHaveLength(verified.total);
    expect(rows[1][3]).toBe('receipt.verified');
    const exported = await list('action=export.downloaded&targetId=audit_log.csv');
    expect((await list('action=export.downloaded')).total).toBe(before + 1);
    expect(exported.entries[0].summary).toMatchObject({ filter: { action: 'receipt.verified' } });
  });

  it('keeps entries for the retention period (default two years), and the purge removes only older ones', async () => {
    const settings = await app.http().get('/api/admin/audit/settings').set(bearer(admin)).expect(200);
    expect(settings.body).toEqual({ retentionDays: 730 });
    for (const bad of [30, 5000, 'forever']) {
      await app.http().put('/api/admin/audit/settings').set(bearer(admin)).send({ retentionDays: bad }).expect(400);
    }
    await app.http().put('/api/admin/audit/settings').set(bearer(admin)).send({ retentionDays: 365 }).expect(200);
    const [changed] = await db.query<AuditRow[]>(
      `SELECT * FROM audit_log WHERE target_type = 'settings' AND target_id = 'audit-log' ORDER BY at DESC LIMIT 1`,
    );
    expect(changed.summary).toEqual({ changed: { retentionDays: { from: 730, to: 365 } } });

    // Entries of 400 and 200 days ago (written as an old database would hold them; INSERT is allowed).
    const old = randomUUID();
    const young = randomUUID();
    for (const [id, days] of [
      [old, 400],
      [young, 200],
    ] as const) {
      await db.query(
        `INSERT INTO audit_log (id, at, action, actor_id, actor_name, actor_role, target_type, target_id)
         VALUES ($1, now() - make_interval(days => $2), 'export.downloaded', $3, 'Old Admin', 'admin', 'export', 'orders_export.csv')`,
        [id, days, adminId],
      );
    }
    // Still no DELETE by hand for an old one.
    await expect(db.query(`DELETE FROM audit_log WHERE id = $1`, [old])).rejects.toThrow(/append-only/);
    // The maintenance cleanup asks for everything older than 30 days: only what is past 365 days goes.
    const dryRun = await app
      .http()
      .post('/api/admin/tools/maintenance/dry-run')
      .set(bearer(admin))
      .send({ action: 'audit-log', olderThanDays: 30 })
      .expect(200);
    expect(dryRun.body.parts).toEqual({ audit_log: 1 });
    const started = await app
      .http()
      .post('/api/admin/tools/maintenance/cleanups')
      .set(bearer(admin))
      .send({ action: 'audit-log', olderThanDays: 30 })
      .expect(202);
    const done = await eventually(
      async () =>
        (await app.http().get(`/api/admin/tools/maintenance/cleanups/${started.body.id}`).set(bearer(admin))).body as {
          state: string;
          result: { parts: Record<string, number> } | null;
        },
      { until: (view) => view.state === 'completed', timeoutMs: 30_000 },
    );
    expect(done.result?.parts).toEqual({ audit_log: 1 });
    const left = await db.query<{ id: string }[]>(`SELECT id FROM audit_log WHERE id = ANY($1)`, [[old, young]]);
    expect(left.map((row) => row.id)).toEqual([young]);
    await app.http().put('/api/admin/audit/settings').set(bearer(admin)).send({ retentionDays: 730 }).expect(200);
  });

  it('signs in the test admin through /api/auth/login with an entry too', async () => {
    const rows = await db.query<AuditRow[]>(
      `SELECT * FROM audit_log WHERE action = 'auth.sign-in' AND actor_id = $1 ORDER BY at DESC LIMIT 1`,
      [adminId],
    );
    expect(rows[0]).toMatchObject({ target_id: adminId, summary: { via: 'login' } });
    // The agent's first sign-in came from the invitation's link.
    const [first] = await db.query<AuditRow[]>(
      `SELECT * FROM audit_log WHERE action = 'auth.sign-in' AND actor_id = $1 ORDER BY at ASC LIMIT 1`,
      [agent.id],
    );
    expect(first).toMatchObject({ actor_role: 'agent', target_id: agent.id, summary: { via: 'set-password' } });
    expect(TEST_ADMIN.email).toBeTruthy();
  });
});
