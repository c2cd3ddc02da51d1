import { randomUUID } from 'node:crypto';
import type { Test } from 'supertest';
import { DataSource } from 'typeorm';
import type { StockAlertDemand } from '@kedai/contracts';
import { JobsService } from '../../backend/src/core/queue/jobs.service';
import { tinyPng } from '../support/files';
import { bearer, loginAdmin, startTestApp, TestApp, uniqueEmail } from '../support/test-app';
import { eventually } from '../support/wait';
import {
  postWebhook,
  startWhatsappStub,
  statusWebhook,
  useStubEnvironment,
  type StubSend,
  type WhatsappStub,
} from '../support/whatsapp-stub';

jest.setTimeout(120_000);

let numberCounter = 0;
/** A Malaysian mobile number as a shopper types it (012-…), unique per run. */
const freshLocalNumber = () => {
  numberCounter += 1;
  return `019-${String((Date.now() + numberCounter * 104_729) % 10_000_000).padStart(7, '0')}`;
};
/** WhatsApp's form of it (the stub's `to`). */
const waId = (local: string) => `60${local.replace(/\D/g, '').slice(1)}`;

const parametersOf = (send: StubSend) =>
  ((send.template?.components?.[0] as { parameters?: { text: string }[] } | undefined)?.parameters ?? []).map(
    (p) => p.text,
  );

/**
 * Back-in-stock alerts by WhatsApp (docs/product/storefront.md#back-in-stock-alerts, docs/channels.md): offered
 * once the channel sends and the seller named both templates; a request needs a Malaysian number and consent; the
 * confirmation link and the alert go to the Graph API stub as the templates saved in Settings, each exactly once.
 */
describe('back-in-stock alerts by WhatsApp', () => {
  let app: TestApp;
  let db: DataSource;
  let admin: string;
  let stub: WhatsappStub;
  let restoreEnvironment: () => void = () => undefined;

  beforeAll(async () => {
    stub = await startWhatsappStub();
    restoreEnvironment = useStubEnvironment(stub);
    app = await startTestApp();
    db = app.app.get(DataSource);
    admin = await loginAdmin(app);
  });
  afterAll(async () => {
    await settings({ stockAlertTemplates: { confirm: '', back: '', language: 'en' } });
    await app.http().put('/api/admin/stock-alerts/settings').set(bearer(admin)).send({ margin: 0 });
    await app.close();
    await stub.close();
    restoreEnvironment();
  });

  const settings = (body: object) =>
    app.http().put('/api/admin/channels/whatsapp/settings').set(bearer(admin)).send(body);
  const form = (req: Test, fields: Record<string, string>) => {
    for (const [key, value] of Object.entries(fields)) req.field(key, value);
    return req.set(bearer(admin));
  };
  const createProduct = async () =>
    (
      await form(app.http().post('/api/admin/products'), {
        title: `WA Alert Cam ${randomUUID().slice(0, 8)}`,
        category: 'Apps (Camera & Filters)',
        price: '9.90',
        stock: '0',
      })
        .attach('images', tinyPng(), { filename: 'cover.png', contentType: 'image/png' })
        .expect(201)
    ).body as { id: string; productCode: string; title: string };
  const ask = (body: Record<string, unknown>) => app.http().post('/api/stock-alerts').send(body);
  const sentTo = (local: string, template?: string) =>
    stub.sent.filter((send) => send.to === waId(local) && (!template || send.template?.name === template));
  /** The confirmation link's token from the one confirmation template sent to this number. */
  const confirmToken = async (local: string, template = 'stock_alert_confirm') => {
    const [send] = await eventually(() => sentTo(local, template), { until: (list) => list.length === 1 });
    const token = /\/stock-alerts\/confirm\?token=([A-Za-z0-9_-]+)/.exec(parametersOf(send!)[1] ?? '')?.[1];
    if (!token) throw new Error(`no confirmation link sent to ${local}`);
    return token;
  };
  const webhook = (payload: unknown) => postWebhook(app.http(), payload, stub.appSecret);
  const messagesOf = (productId: string) =>
    db.query<{ id: string; phone: string; status: string; error: string | null }[]>(
      `SELECT m.id, m.phone, m.status, m.error FROM whatsapp_stock_alert_messages m
         JOIN stock_alerts a ON a.id = m.alert_id
        WHERE a.product_id = $1 AND m.kind = 'back' ORDER BY m.created_at`,
      [productId],
    );
  const lastRestockKey = async (productId: string) => {
    const [line] = await db.query<{ id: string }[]>(
      `SELECT id FROM stock_history WHERE product_id = $1 AND change > 0 ORDER BY at DESC LIMIT 1`,
      [productId],
    );
    return line!.id;
  };
  const round = (key: string) =>
    db.query<{ sent: number }[]>('SELECT sent FROM stock_alert_rounds WHERE key = $1', [key]).then((rows) => rows[0]);
  const TEMPLATES = { confirm: 'stock_alert_confirm', back: 'back_in_stock', language: 'ms' };

  it('is offered only once both templates are named; a number and consent are required, in words', async () => {
    await settings({ stockAlertTemplates: { confirm: '', back: '' } }).expect(200);
    expect((await app.http().get('/api/stock-alerts/channels').expect(200)).body).toEqual({ whatsapp: false });
    const product = await createProduct();
    const phone = freshLocalNumber();
    const off = await ask({ productCode: product.productCode, channel: 'whatsapp', phone, consent: true }).expect(400);
    expect(off.body.code).toBe('whatsapp_not_offered');

    const bad = await settings({ stockAlertTemplates: { confirm: 'Back In Stock' } }).expect(400);
    expect(bad.body.message).toContain('is not a WhatsApp template name');
    await settings({ stockAlertTemplates: TEMPLATES }).expect(200);
    expect((await app.http().get('/api/stock-alerts/channels').expect(200)).body).toEqual({ whatsapp: true });

    const noConsent = await ask({ productCode: product.productCode, channel: 'whatsapp', phone }).expect(400);
    expect(noConsent.body.message).toBe(
      'Tick “Send me this alert on WhatsApp” to get the alert on WhatsApp, or choose e-mail.',
    );
    await ask({ productCode: product.productCode, channel: 'whatsapp', phone, consent: false }).expect(400);
    const notANumber = await ask({
      productCode: product.productCode,
      channel: 'whatsapp',
      phone: '+44 20 7946 0000',
      consent: true,
    }).expect(400);
    expect(notANumber.body.message).toBe('Enter a Malaysian mobile number, such as 012-345 6789.');
    expect(sentTo(phone)).toEqual([]);
    expect(await db.query(`SELECT id FROM stock_alerts WHERE product_id = $1`, [product.id])).toEqual([]);
  });

  it('sends one confirmation template with the saved name and the link; the link confirms; a renamed template is the one sent', async () => {
    await settings({ stockAlertTemplates: TEMPLATES }).expect(200);
    const product = await createProduct();
    const phone = freshLocalNumber();
    const answer = await ask({ productCode: product.productCode, channel: 'whatsapp', phone, consent: true });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ outcome: 'confirm' });
    // Asked again at once: still one link.
    await ask({ productCode: product.productCode, channel: 'whatsapp', phone, consent: true }).expect(202);
    const token = await confirmToken(phone);
    const [send] = sentTo(phone);
    expect(send!.template?.name).toBe('stock_alert_confirm');
    expect(send!.template?.language.code).toBe('ms');
    expect(parametersOf(send!)[0]).toBe(product.title);
    const [stored] = await db.query<{ phone: string; consent_at: Date | null; email: string | null }[]>(
      `SELECT phone, consent_at, email FROM stock_alerts WHERE product_id = $1`,
      [product.id],
    );
    expect(stored).toMatchObject({ phone: `+${waId(phone)}`, email: null });
    expect(stored!.consent_at).toBeInstanceOf(Date);

    const confirmed = await app.http().post('/api/stock-alerts/confirm').send({ token }).expect(200);
    expect(confirmed.body).toEqual({ productCode: product.productCode, title: product.title, inStock: false });
    const demand = (await app.http().get('/api/admin/stock-alerts/demand').set(bearer(admin)).expect(200))
      .body as StockAlertDemand[];
    expect(demand.find((row) => row.productId === product.id)).toMatchObject({
      waiting: 1,
      byChannel: { email: 0, whatsapp: 1 },
    });

    await settings({ stockAlertTemplates: { confirm: 'alert_confirm_v2' } }).expect(200);
    const other = freshLocalNumber();
    await ask({ productCode: product.productCode, channel: 'whatsapp', phone: other, consent: true }).expect(202);
    await confirmToken(other, 'alert_confirm_v2');
    expect(sentTo(other)).toHaveLength(1);
  });

  it('30 waiting (WhatsApp and e-mail), 10 restocked, margin 2: the 12 oldest told once each, replays send nothing', async () => {
    await settings({ stockAlertTemplates: TEMPLATES }).expect(200);
    await app.http().put('/api/admin/stock-alerts/settings').set(bearer(admin)).send({ margin: 2 }).expect(200);
    const product = await createProduct();
    // Every third shopper asks by e-mail, the others by WhatsApp.
    const shoppers = Array.from({ length: 30 }, (_, index) =>
      index % 3 === 2 ? { email: uniqueEmail(`wa-mix${index}`) } : { phone: freshLocalNumber() },
    );
    for (const shopper of shoppers) {
      await ask(
        shopper.phone
          ? { productCode: product.productCode, channel: 'whatsapp', phone: shopper.phone, consent: true }
          : { productCode: product.productCode, email: shopper.email },
      ).expect(202);
      // Confirmed in order, so the oldest are the first asked; the e-mail ones are confirmed directly.
      if (shopper.phone)
        await app
          .http()
          .post('/api/stock-alerts/confirm')
          .send({ token: await confirmToken(shopper.phone) })
          .expect(200);
    }
    await db.query(
      `UPDATE stock_alerts SET confirmed_at = now(), confirm_token_hash = NULL WHERE product_id = $1 AND email IS NOT NULL`,
      [product.id],
    );
    const demand = (await app.http().get('/api/admin/stock-alerts/demand').set(bearer(admin)).expect(200))
      .body as StockAlertDemand[];
    expect(demand.find((row) => row.productId === product.id)).toMatchObject({
      waiting: 30,
      byChannel: { email: 10, whatsapp: 20 },
    });

    // One of the first twelve is refused by WhatsApp (4xx): recorded, not retried.
    const refusedPhone = shoppers[4]!.phone!;
    stub.refuseNext(
      400,
      { message: '(#131026) Message undeliverable', code: 131026 },
      (send) => send.to === waId(refusedPhone) && send.template?.name === 'back_in_stock',
    );
    await form(app.http().put(`/api/admin/products/${product.id}`), { stock: '10' }).expect(200);
    const key = await lastRestockKey(product.id);
    expect(await eventually(() => round(key), { until: Boolean })).toEqual({ sent: 12 });
    const first12 = shoppers.slice(0, 12);
    const phones12 = first12.flatMap((s) => (s.phone ? [s.phone] : []));
    const emails12 = first12.flatMap((s) => (s.email ? [s.email] : []));
    await eventually(() => messagesOf(product.id), {
      until: (rows) => rows.length === phones12.length && rows.every((row) => ['sent', 'failed'].includes(row.status)),
    });
    const backSends = () => stub.sent.filter((send) => send.template?.name === 'back_in_stock');
    const toldByWhatsapp = () =>
      backSends()
        .filter((send) => shoppers.some((s) => s.phone && waId(s.phone) === send.to))
        .map((send) => send.to);
    // The refused one never reached WhatsApp (the stub keeps only what it took).
    const delivered12 = phones12.filter((phone) => phone !== refusedPhone).map(waId);
    expect(toldByWhatsapp().sort()).toEqual(delivered12.sort());
    expect(parametersOf(backSends().find((send) => send.to === waId(phones12[0]!))!)).toEqual([
      product.title,
      expect.stringContaining(`/product/${product.productCode}`),
    ]);
    const mailed = await db.query<{ to: string }[]>(
      `SELECT to_address AS "to" FROM outbound_emails WHERE to_address = ANY($1) AND subject LIKE '%back in stock%'`,
      [shoppers.flatMap((s) => (s.email ? [s.email] : []))],
    );
    expect(mailed.map((m) => m.to).sort()).toEqual(emails12.sort());
    const rows = await messagesOf(product.id);
    const refused = rows.find((row) => row.phone === `+${waId(refusedPhone)}`);
    expect(refused).toMatchObject({ status: 'failed' });
    expect(refused!.error).toContain('Message undeliverable');
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(phones12.length - 1);

    // Replays: the round's job again, and every send job again — nothing more leaves.
    const jobs = app.app.get(JobsService);
    const again = await jobs.add(
      'stock-alerts',
      'restocked',
      { productId: product.id, units: 10, key },
      { jobId: randomUUID() },
    );
    await eventually(() => again.isCompleted(), { until: Boolean });
    const replays = await Promise.all(
      rows.map((row) =>
        jobs.add('channels', 'whatsapp-stock-alert', { messageId: row.id }, { jobId: `replay.${randomUUID()}` }),
      ),
    );
    await eventually(() => Promise.all(replays.map((job) => job.isCompleted())), {
      until: (done) => done.every(Boolean),
    });
    expect(toldByWhatsapp()).toHaveLength(delivered12.length);
    expect(await messagesOf(product.id)).toHaveLength(phones12.length);

    // A worker that died after claiming a message, before WhatsApp answered: the claim is ended as failed and the
    // message is not sent a second time.
    const [sentRow] = (await messagesOf(product.id)).filter((row) => row.status === 'sent');
    await db.query(
      `UPDATE whatsapp_stock_alert_messages SET status = 'sending', provider_message_id = NULL WHERE id = $1`,
      [sentRow!.id],
    );
    const takenOver = await jobs.add(
      'channels',
      'whatsapp-stock-alert',
      { messageId: sentRow!.id },
      { jobId: `replay.${randomUUID()}` },
    );
    await eventually(() => takenOver.isCompleted(), { until: Boolean });
    expect(toldByWhatsapp()).toHaveLength(delivered12.length);
    expect((await messagesOf(product.id)).find((row) => row.id === sentRow!.id)).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('Interrupted'),
    });

    // Meta's status webhooks move a message on, forward only: a late "delivered" after "read" and a "failed"
    // after delivery change nothing; the refused one stays failed when Meta later says it was sent.
    const [watched] = (await messagesOf(product.id)).filter((row) => row.status === 'sent');
    const watchedSend = backSends().find((send) => `+${send.to}` === watched!.phone)!;
    for (const status of ['read', 'delivered', 'failed'] as const) {
      await webhook(statusWebhook(watchedSend.id, status, watchedSend.to)).expect(200);
    }
    expect((await messagesOf(product.id)).find((row) => row.id === watched!.id)).toMatchObject({
      status: 'read',
      error: null,
    });

    const after = (await app.http().get('/api/admin/stock-alerts/demand').set(bearer(admin)).expect(200))
      .body as StockAlertDemand[];
    expect(after.find((row) => row.productId === product.id)?.waiting).toBe(18);
  });
});
