import { randomUUID } from 'node:crypto';
import type { AckResponse, ChatJoined, DataRequestView } from '@kedai/contracts';
import type { Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { authConfig } from '../../backend/src/core/config/configuration';
import { JobsService } from '../../backend/src/core/queue/jobs.service';
import { DataErasureRunner } from '../../backend/src/modules/privacy/data-requests/services/data-erasure.runner';
import { signedDownloadPath } from '../../backend/src/modules/privacy/data-requests/rules/download-link';
import { erasureJobId } from '../../backend/src/modules/privacy/data-requests/services/data-requests.service';
import { tinyPng } from '../support/files';
import { markTestOrderPaid } from '../support/orders';
import {
  addAgent,
  bearer,
  connectSocket,
  loginAdmin,
  registerUser,
  RegisteredUser,
  startTestApp,
  TestApp,
  uniqueEmail,
} from '../support/test-app';
import { eventually } from '../support/wait';
import { readZip } from '../support/zip';

async function askOk<T>(socket: Socket, event: string, payload: unknown): Promise<T> {
  const response = (await socket.timeout(5000).emitWithAck(event, payload)) as AckResponse<T>;
  if (!response.ok) throw new Error(`${event} failed: ${response.error.code} ${response.error.message}`);
  return response.data;
}

/**
 * The customer's data rights (docs/product/privacy.md#your-data): "Download my data" (an archive built by a job,
 * with progress, behind a signed expiring link), "Delete my account" (grace period, cancel, erasure through every
 * module while the accounting records stay), and the same run by staff, audited.
 */
describe('data rights: download my data, delete my account, staff-run requests', () => {
  let app: TestApp;
  let db: DataSource;
  let admin: string;
  let graceBefore: number;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    app = await startTestApp();
    db = app.app.get(DataSource);
    admin = await loginAdmin(app);
    graceBefore = (await app.http().get('/api/admin/privacy/requests/settings').set(bearer(admin)).expect(200)).body
      .erasureGraceDays as number;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await app
      .http()
      .put('/api/admin/privacy/requests/settings')
      .set(bearer(admin))
      .send({ erasureGraceDays: graceBefore });
    await app.close();
  });

  const setGrace = (days: number) =>
    app
      .http()
      .put('/api/admin/privacy/requests/settings')
      .set(bearer(admin))
      .send({ erasureGraceDays: days })
      .expect(200);

  const buy = async (user: RegisteredUser, productCode = 'FT') =>
    (
      await app
        .http()
        .post('/api/orders')
        .set(bearer(user.token))
        .field(
          'orderData',
          JSON.stringify({
            items: [{ productCode, quantity: 1 }],
            privacyConsent: true,
            customerInfo: { whatsapp: '0198765432' },
          }),
        )
        .attach('receipt', tinyPng(), 'receipt.png')
        .expect(201)
    ).body.orderId as string;

  /** A signed-in customer's chat: one message and one picture. */
  const chat = async (user: RegisteredUser, text: string) => {
    const socket = await connectSocket(app, user.token);
    sockets.push(socket);
    const joined = await askOk<ChatJoined>(socket, 'chat:join', { customerName: user.name });
    await askOk(socket, 'chat:send', { sessionId: joined.session.id, clientId: randomUUID(), message: text });
    await app
      .http()
      .post(`/api/chat/sessions/${joined.session.id}/attachments`)
      .set(bearer(user.token))
      .attach('file', tinyPng(), { filename: 'proof.png', contentType: 'image/png' })
      .expect(201);
    return { socket, sessionId: joined.session.id };
  };

  /** Reads the request until its archive is ready, keeping every progress seen on the way. */
  const untilReady = async (read: () => Promise<DataRequestView>) => {
    const seen: number[] = [];
    const ready = await eventually(
      async () => {
        const view = await read();
        seen.push(view.progress);
        return view;
      },
      {
        until: (view) => view.status === 'ready' || view.status === 'failed',
        what: 'the archive built',
        timeoutMs: 20_000,
      },
    );
    return { ready, seen };
  };

  const download = async (url: string) =>
    (
      await app
        .http()
        .get(url)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200)
        .expect('Content-Type', /application\/zip/)
    ).body as Buffer;

  const json = (files: Map<string, Buffer>, path: string) => {
    const file = files.get(path);
    if (!file) throw new Error(`No ${path} in the archive: ${[...files.keys()].join(', ')}`);
    return JSON.parse(file.toString('utf8')) as unknown;
  };

  it('exports the customer’s own orders, chats with the attachment, reviews, likes and consents, and nobody else’s', async () => {
    const me = await registerUser(app, `Nurul Export ${randomUUID().slice(0, 6)}`);
    const other = await registerUser(app, `Other Export ${randomUUID().slice(0, 6)}`);
    const mine = await buy(me, 'SN');
    const theirs = await buy(other);
    await chat(me, 'My activation key does not work');
    await chat(other, 'A question of somebody else');
    await db.query(`UPDATE orders SET status = 'delivered' WHERE order_id = $1`, [mine]);
    await app
      .http()
      .post(`/api/me/orders/${mine}/review`)
      .set(bearer(me.token))
      .send({ rating: 5, comment: 'Fast and easy' })
      .expect(201);
    const [{ id: productId }] = await db.query<{ id: string }[]>(`SELECT id FROM products WHERE product_code = 'FT'`);
    await app
      .http()
      .put(`/api/me/likes/${productId}`)
      .set(bearer(me.token))
      .expect((res) => expect(res.status).toBeLessThan(300));

    await app.http().get('/api/me/data-requests').expect(401);
    const asked = await app.http().post('/api/me/data-requests/export').set(bearer(me.token)).expect(202);
    expect(asked.body).toMatchObject({ kind: 'export', channel: 'account', downloadUrl: null });
    // Another customer cannot read it.
    await app.http().get(`/api/me/data-requests/${asked.body.id}`).set(bearer(other.token)).expect(404);

    const { ready, seen } = await untilReady(
      async () =>
        (await app.http().get(`/api/me/data-requests/${asked.body.id}`).set(bearer(me.token)).expect(200)).body,
    );
    expect(ready.status).toBe('ready');
    expect(seen.at(-1)).toBe(100);
    expect(seen.every((value, i) => i === 0 || value >= seen[i - 1])).toBe(true);
    expect(Date.parse(ready.expiresAt as string) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    expect(ready.downloadUrl).toMatch(/^\/api\/privacy\/exports\/[0-9a-f-]+\/download\?expires=\d+&signature=/);

    const files = readZip(await download(ready.downloadUrl as string));
    const everything = [...files.values()].map((file) => file.toString('latin1')).join('\n');
    expect(everything).not.toContain(other.email);
    expect(everything).not.toContain(theirs);
    expect(everything).not.toContain('A question of somebody else');

    expect(json(files, 'account/account.json')).toMatchObject({ email: me.email, name: me.name });
    const orders = json(files, 'orders/orders.json') as { orderId: string; lines: unknown[]; receiptFile?: string }[];
    expect(orders.map((order) => order.orderId)).toEqual([mine]);
    expect(orders[0].lines).toHaveLength(1);
    expect(files.has(`orders/${orders[0].receiptFile?.replace(/\//g, '-')}`)).toBe(true);
    const chats = json(files, 'chats/chats.json') as {
      messages: { message: string; attachment: { file: string } | null }[];
    }[];
    const messages = chats.flatMap((session) => session.messages);
    expect(messages.map((message) => message.message)).toContain('My activation key does not work');
    const picture = messages.find((message) => message.attachment)?.attachment?.file as string;
    expect(
      files
        .get(`chats/${picture.replace(/\//g, '-')}`)
        ?.subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    expect(json(files, 'catalog/reviews.json')).toEqual([
      expect.objectContaining({ rating: 5, comment: 'Fast and easy' }),
    ]);
    expect(json(files, 'catalog/favourites.json')).toEqual([expect.objectContaining({ productCode: 'FT' })]);
    expect(json(files, 'privacy/consents.json')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ purpose: 'registration', email: me.email }),
        expect.objectContaining({ purpose: 'checkout', orderId: mine }),
      ]),
    );
    expect(json(files, 'manifest.json')).toMatchObject({ email: me.email });
  });

  it('serves an archive only through its own unexpired signed link', async () => {
    const me = await registerUser(app, 'Link Tester');
    const asked = await app.http().post('/api/me/data-requests/export').set(bearer(me.token)).expect(202);
    const { ready } = await untilReady(
      async () =>
        (await app.http().get(`/api/me/data-requests/${asked.body.id}`).set(bearer(me.token)).expect(200)).body,
    );
    const url = ready.downloadUrl as string;
    const forged = await app
      .http()
      .get(url.replace(/signature=./, 'signature=x'))
      .expect(403);
    expect(forged.body.message).toBe('This download link is not valid.');
    await app
      .http()
      .get(url.replace(/expires=\d+/, 'expires=9999999999'))
      .expect(403);
    await app.http().get(`/api/privacy/exports/${asked.body.id}/download`).expect(403);
    const secret = app.app.get<{ jwtSecret: string }>(authConfig.KEY).jwtSecret;
    const old = signedDownloadPath(secret, asked.body.id as string, Date.now() - 3600_000);
    expect((await app.http().get(old).expect(410)).body.message).toMatch(/expired/);
    // Once the archive's days are over it is deleted, and even a fresh link answers 410.
    await db.query(`UPDATE data_requests SET expires_at = now() - interval '1 minute' WHERE id = $1`, [asked.body.id]);
    expect(
      (
        await app
          .http()
          .get(signedDownloadPath(secret, asked.body.id as string))
          .expect(410)
      ).body.message,
    ).toBe('This archive is no longer kept. Ask for a new copy.');
  });

  it('lets a guest export the data filed under an e-mail address after proving it with the e-mailed code', async () => {
    const email = uniqueEmail('guest-export');
    const placed = await app
      .http()
      .post('/api/orders')
      .field(
        'orderData',
        JSON.stringify({
          items: [{ productCode: 'FT', quantity: 1 }],
          privacyConsent: true,
          customerInfo: { name: 'Guest Exporter', email, whatsapp: '0123456789' },
        }),
      )
      .attach('receipt', tinyPng(), 'receipt.png')
      .expect(201);
    await app.http().post('/api/privacy/guest-exports').send({ email }).expect(401);
    await app.http().post('/api/orders/customer/verify').send({ email }).expect(200);
    const mails = await app
      .http()
      .get(`/api/admin/outbox?relatedId=${encodeURIComponent(email)}`)
      .set(bearer(admin));
    const code = /\b(\d{6})\b/.exec(
      (mails.body as { textBody: string }[]).map((mail) => mail.textBody).join('\n'),
    )?.[1];
    const proof = (
      await app
        .http()
        .post('/api/orders/customer/verify/confirm')
        .send({ email, code })
        .expect((res) => expect(res.status).toBeLessThan(300))
    ).body.token as string;
    // A proof of one address opens nothing of another.
    await app
      .http()
      .post('/api/privacy/guest-exports')
      .set('X-Email-Proof', proof)
      .send({ email: uniqueEmail() })
      .expect(401);
    const asked = await app
      .http()
      .post('/api/privacy/guest-exports')
      .set('X-Email-Proof', proof)
      .send({ email })
      .expect(202);
    expect(asked.body.channel).toBe('guest');
    const { ready } = await untilReady(
      async () =>
        (
          await app
            .http()
            .get(`/api/privacy/guest-exports/${asked.body.id}?email=${encodeURIComponent(email)}`)
            .set('X-Email-Proof', proof)
            .expect(200)
        ).body,
    );
    const files = readZip(await download(ready.downloadUrl as string));
    expect((json(files, 'orders/orders.json') as { orderId: string }[]).map((order) => order.orderId)).toEqual([
      placed.body.orderId,
    ]);
  });

  /** A guest's order and the proof of its address (the order lookup's e-mailed code). */
  const provenGuest = async (name: string) => {
    const email = uniqueEmail('guest-proof');
    const placed = await app
      .http()
      .post('/api/orders')
      .field(
        'orderData',
        JSON.stringify({
          items: [{ productCode: 'FT', quantity: 1 }],
          privacyConsent: true,
          customerInfo: { name, email, whatsapp: '0123456789' },
        }),
      )
      .attach('receipt', tinyPng(), 'receipt.png')
      .expect(201);
    await app.http().post('/api/orders/customer/verify').send({ email }).expect(200);
    const mails = await app
      .http()
      .get(`/api/admin/outbox?relatedId=${encodeURIComponent(email)}`)
      .set(bearer(admin));
    const code = /\b(\d{6})\b/.exec(
      (mails.body as { textBody: string }[]).map((mail) => mail.textBody).join('\n'),
    )?.[1];
    const proof = (
      await app
        .http()
        .post('/api/orders/customer/verify/confirm')
        .send({ email, code })
        .expect((res) => expect(res.status).toBeLessThan(300))
    ).body.token as string;
    return { email, proof, orderId: placed.body.orderId as string };
  };

  it('never shows a guest another address’s export, whatever id or address the request names', async () => {
    const alice = await provenGuest('Alice Guest');
    const bob = await provenGuest('Bob Guest');
    const bobs = await app
      .http()
      .post('/api/privacy/guest-exports')
      .set('X-Email-Proof', bob.proof)
      .send({ email: bob.email })
      .expect(202);
    const read = (id: string, email: string, proof: string) =>
      app
        .http()
        .get(`/api/privacy/guest-exports/${id}?email=${encodeURIComponent(email)}`)
        .set('X-Email-Proof', proof);
    // Alice's proof with Bob's request id: no such request for her address.
    expect((await read(bobs.body.id as string, alice.email, alice.proof).expect(404)).body.message).toBe(
      'No such request.',
    );
    // Alice's proof naming Bob's address: the proof is not for it.
    await read(bobs.body.id as string, bob.email, alice.proof).expect(401);
    await app
      .http()
      .get(`/api/privacy/guest-exports/${bobs.body.id}?email=${encodeURIComponent(bob.email)}`)
      .expect(401);
    // Bob reads his own.
    expect((await read(bobs.body.id as string, bob.email, bob.proof).expect(200)).body.id).toBe(bobs.body.id);
  });

  it('cancels a deletion in its grace period: from the account, by the e-mail’s link, or by signing in again', async () => {
    await setGrace(14);
    const me = await registerUser(app, 'Changed My Mind');
    const wrong = await app
      .http()
      .post('/api/me/data-requests/erasure')
      .set(bearer(me.token))
      .send({ password: 'not my password' })
      .expect(400);
    expect(wrong.body.message).toBe('That password is not right.');

    const first = await app
      .http()
      .post('/api/me/data-requests/erasure')
      .set(bearer(me.token))
      .send({ password: me.password })
      .expect(202);
    expect(first.body).toMatchObject({ kind: 'erasure', status: 'scheduled' });
    expect(Date.parse(first.body.dueAt as string) - Date.now()).toBeGreaterThan(13.9 * 24 * 3600 * 1000);
    await app
      .http()
      .post('/api/me/data-requests/erasure')
      .set(bearer(me.token))
      .send({ password: me.password })
      .expect(409);
    expect(
      (await app.http().delete('/api/me/data-requests/erasure').set(bearer(me.token)).expect(200)).body.status,
    ).toBe('cancelled');

    const second = await app
      .http()
      .post('/api/me/data-requests/erasure')
      .set(bearer(me.token))
      .send({ password: me.password })
      .expect(202);
    const mails = await app.http().get(`/api/admin/outbox?relatedId=${second.body.id}`).set(bearer(admin)).expect(200);
    const token = /\/account\/deletion\/cancel\?token=([A-Za-z0-9_-]+)/.exec(
      (mails.body as { textBody: string }[]).map((mail) => mail.textBody).join('\n'),
    )?.[1];
    expect(token).toBeDefined();
    expect((await app.http().post('/api/privacy/erasure/cancel').send({ token }).expect(200)).body.status).toBe(
      'cancelled',
    );
    await app.http().post('/api/privacy/erasure/cancel').send({ token }).expect(404);

    const third = await app
      .http()
      .post('/api/me/data-requests/erasure')
      .set(bearer(me.token))
      .send({ password: me.password })
      .expect(202);
    await app.http().post('/api/auth/login').send({ email: me.email, password: me.password }).expect(200);
    await eventually(
      async () =>
        (await app.http().get(`/api/me/data-requests/${third.body.id}`).set(bearer(me.token)).expect(200)).body
          .status === 'cancelled',
      { what: 'the erasure cancelled by signing in' },
    );
    const [row] = await db.query<{ email: string; is_active: boolean }[]>(
      `SELECT email, is_active FROM users WHERE id = $1`,
      [me.id],
    );
    expect(row).toEqual({ email: me.email, is_active: true });
  });

  it('erases the account after the grace period: signed out, no personal data left in any table, order totals and invoice numbers kept', async () => {
    await setGrace(0);
    const unique = randomUUID().slice(0, 8);
    const me = await registerUser(app, `Zubaidah Erase${unique}`);
    const orderId = await buy(me);
    await markTestOrderPaid(app, admin, orderId);
    // Invoice numbers are issued only with SST on, a shop-wide setting other suites read: this order gets one of
    // its own instead, far above the running counter.
    await db.query(`UPDATE orders SET invoice_number = $2, invoice_issued_at = now() WHERE order_id = $1`, [
      orderId,
      900_000_000 + Math.floor(Math.random() * 99_999_999),
    ]);
    const { socket } = await chat(me, `Please delete me ${unique}`);
    // A staff note about them in the customer directory goes too.
    await app
      .http()
      .post(`/api/admin/customers/${encodeURIComponent(me.email)}/notes`)
      .set(bearer(admin))
      .send({ body: `Zubaidah Erase${unique} prefers WhatsApp` })
      .expect(201);
    const [before] = await db.query<{ total_amount: string; invoice_number: number | null }[]>(
      `SELECT total_amount, invoice_number FROM orders WHERE order_id = $1`,
      [orderId],
    );
    expect(before.invoice_number).not.toBeNull();
    const closed = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));

    const asked = await app
      .http()
      .post('/api/me/data-requests/erasure')
      .set(bearer(me.token))
      .send({ password: me.password })
      .expect(202);
    await eventually(
      async () =>
        (await db.query(`SELECT status FROM data_requests WHERE id = $1`, [asked.body.id]))[0]?.status === 'done',
      { what: 'the erasure done', timeoutMs: 20_000 },
    );
    await closed;
    await app.http().get('/api/me/data-requests').set(bearer(me.token)).expect(401);
    await app.http().post('/api/auth/login').send({ email: me.email, password: me.password }).expect(401);

    const [after] = await db.query<Record<string, unknown>[]>(
      `SELECT total_amount, invoice_number, customer_name, customer_email, whatsapp, user_id FROM orders WHERE order_id = $1`,
      [orderId],
    );
    expect(after).toEqual({
      total_amount: before.total_amount,
      invoice_number: before.invoice_number,
      customer_name: 'Deleted customer',
      customer_email: null,
      whatsapp: '',
      user_id: null,
    });

    // Every text column of every table, searched for the e-mail and the name.
    const columns = await db.query<{ table_name: string; column_name: string }[]>(
      `SELECT c.table_name, c.column_name FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_name = c.table_name AND t.table_schema = c.table_schema
        WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
          AND c.data_type IN ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`,
    );
    expect(columns.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const [{ count }] = await db.query<{ count: number }[]>(
        `SELECT count(*)::int AS count FROM "${table}" WHERE "${column}"::text ILIKE $1 OR "${column}"::text ILIKE $2`,
        [`%${me.email}%`, `%Erase${unique}%`],
      );
      if (count > 0) found.push(`${table}.${column} (${count})`);
    }
    // Only the last e-mail, telling them it is done, is still to be sent to the address.
    expect(found.sort()).toEqual(['outbound_emails.to_address (1)']);
    const [last] = await db.query<{ subject: string }[]>(`SELECT subject FROM outbound_emails WHERE to_address = $1`, [
      me.email,
    ]);
    expect(last.subject).toBe('Your account has been deleted');

    // The job run again (a worker that died after the commit, before BullMQ heard of it) erases nothing twice
    // and writes no second e-mail.
    expect(await app.app.get(DataErasureRunner).run(asked.body.id as string)).toBeNull();
    const again = await db.query(`SELECT 1 FROM outbound_emails WHERE to_address = $1`, [me.email]);
    expect(again).toHaveLength(1);
  });

  it('runs a request for a customer who asked by e-mail, audited, for admins only', async () => {
    const customer = await registerUser(app, 'Asked By Mail');
    const agent = await addAgent(app, admin);
    const body = {
      email: customer.email.toUpperCase(),
      kind: 'export',
      channel: 'email',
      note: 'Checked by a reply from the address',
    };
    await app.http().post('/api/admin/privacy/requests').send(body).expect(401);
    await app.http().post('/api/admin/privacy/requests').set(bearer(customer.token)).send(body).expect(403);
    await app.http().post('/api/admin/privacy/requests').set(bearer(agent.token)).send(body).expect(403);
    await app.http().get('/api/admin/privacy/requests').set(bearer(agent.token)).expect(403);

    const created = await app.http().post('/api/admin/privacy/requests').set(bearer(admin)).send(body).expect(201);
    expect(created.body).toMatchObject({
      email: customer.email,
      hasAccount: true,
      channel: 'email',
      requestedBy: expect.any(String),
    });
    const [entry] = await db.query<{ action: string; target_type: string; summary: unknown }[]>(
      `SELECT action, target_type, summary FROM audit_log WHERE target_id = $1`,
      [created.body.id],
    );
    expect(entry).toMatchObject({ action: 'privacy.request-created', target_type: 'data-request' });

    const listed = await eventually(
      async () =>
        (await app.http().get(`/api/admin/privacy/requests?email=${customer.email}`).set(bearer(admin)).expect(200))
          .body as {
          id: string;
          status: string;
          downloadUrl: string | null;
        }[],
      { until: (rows) => rows[0]?.status === 'ready', what: 'the staff-run export built' },
    );
    expect(listed[0]).toMatchObject({ id: created.body.id, downloadUrl: null });
    const link = await app
      .http()
      .post(`/api/admin/privacy/requests/${created.body.id}/download-link`)
      .set(bearer(admin))
      .expect(200);
    const files = readZip(
      await download(new URL(link.body.url as string).pathname + new URL(link.body.url as string).search),
    );
    expect(json(files, 'account/account.json')).toMatchObject({ email: customer.email });
    const audited = await db.query(
      `SELECT 1 FROM audit_log WHERE action = 'privacy.export-downloaded' AND target_id = $1`,
      [created.body.id],
    );
    expect(audited).toHaveLength(1);
    // The customer sees the request in their own list.
    const own = await app.http().get('/api/me/data-requests').set(bearer(customer.token)).expect(200);
    expect(own.body.map((row: { id: string }) => row.id)).toContain(created.body.id);
  });

  const mailsAbout = async (requestId: string) =>
    (await app.http().get(`/api/admin/outbox?relatedId=${requestId}`).set(bearer(admin)).expect(200)).body as {
      subject: string;
      textBody: string;
      toAddress: string;
    }[];

  it('lets an admin cancel a deletion in its grace period: the queued job then erases nothing, one e-mail, one audit entry', async () => {
    await setGrace(14);
    const customer = await registerUser(app, `Stays Here ${randomUUID().slice(0, 6)}`);
    const orderId = await buy(customer);
    const agent = await addAgent(app, admin);
    const scheduled = await app
      .http()
      .post('/api/admin/privacy/requests')
      .set(bearer(admin))
      .send({ email: customer.email, kind: 'erasure', channel: 'whatsapp', note: 'Asked on WhatsApp' })
      .expect(201);
    const id = scheduled.body.id as string;
    expect(scheduled.body.status).toBe('scheduled');
    const cancelPath = `/api/admin/privacy/requests/${id}/cancel`;

    // The server decides: no session, a customer and an agent are refused, and nothing changes.
    await app.http().post(cancelPath).expect(401);
    await app.http().post(cancelPath).set(bearer(customer.token)).expect(403);
    expect((await app.http().post(cancelPath).set(bearer(agent.token)).expect(403)).body.code).toBe('role_forbidden');
    await app.http().post(`/api/admin/privacy/requests/${randomUUID()}/cancel`).set(bearer(admin)).expect(404);

    const cancelled = await app.http().post(cancelPath).set(bearer(admin)).expect(200);
    expect(cancelled.body).toMatchObject({ id, status: 'cancelled', email: customer.email });
    const again = await app.http().post(cancelPath).set(bearer(admin)).expect(409);
    expect(again.body.message).toBe('This deletion was already cancelled.');

    // The erasure job was already queued (delayed to the end of the grace period): run now, it does nothing.
    const queue = app.app.get(JobsService).queue('privacy');
    const job = await eventually(() => queue.getJob(erasureJobId(id)), { until: Boolean, what: 'the erasure job' });
    await job!.promote();
    await eventually(() => job!.isCompleted(), { until: Boolean, what: 'the erasure job run', timeoutMs: 20_000 });
    expect((await queue.getJob(erasureJobId(id)))?.returnvalue).toBeNull();
    // Even at its due time, run again by hand.
    expect(await app.app.get(DataErasureRunner).run(id, new Date(Date.now() + 15 * 24 * 3600 * 1000))).toBeNull();

    const [user] = await db.query<{ email: string; name: string; is_active: boolean }[]>(
      `SELECT email, name, is_active FROM users WHERE id = $1`,
      [customer.id],
    );
    expect(user).toEqual({ email: customer.email, name: customer.name, is_active: true });
    const [order] = await db.query<{ customer_email: string }[]>(
      `SELECT customer_email FROM orders WHERE order_id = $1`,
      [orderId],
    );
    expect(order.customer_email).toBe(customer.email);
    await app.http().get('/api/me/data-requests').set(bearer(customer.token)).expect(200);
    const [request] = await db.query<{ status: string }[]>(`SELECT status FROM data_requests WHERE id = $1`, [id]);
    expect(request.status).toBe('cancelled');

    const subjects = (await mailsAbout(id)).map((mail) => mail.subject).sort();
    expect(subjects).toEqual(['Your account will be deleted', 'Your account will not be deleted']);
    const audited = await db.query<{ actor_name: string; summary: Record<string, unknown> }[]>(
      `SELECT actor_name, summary FROM audit_log WHERE action = 'privacy.erasure-cancelled' AND target_id = $1`,
      [id],
    );
    expect(audited).toHaveLength(1);
    expect(audited[0].summary).toMatchObject({ channel: 'whatsapp', hasAccount: true });
  });

  it('answers 409 when an admin cancels a deletion that already ran, and writes nothing', async () => {
    await setGrace(0);
    const customer = await registerUser(app, `Gone Already ${randomUUID().slice(0, 6)}`);
    const scheduled = await app
      .http()
      .post('/api/admin/privacy/requests')
      .set(bearer(admin))
      .send({ email: customer.email, kind: 'erasure', channel: 'email' })
      .expect(201);
    const id = scheduled.body.id as string;
    await eventually(
      async () => (await db.query(`SELECT status FROM data_requests WHERE id = $1`, [id]))[0]?.status === 'done',
      { what: 'the erasure done', timeoutMs: 20_000 },
    );
    const refused = await app.http().post(`/api/admin/privacy/requests/${id}/cancel`).set(bearer(admin)).expect(409);
    expect(refused.body).toMatchObject({ statusCode: 409, code: 'erasure_already_done' });
    expect(refused.body.message).toMatch(
      /^This deletion already ran on .+: the data is erased and cannot be brought back\.$/,
    );
    const audited = await db.query(
      `SELECT 1 FROM audit_log WHERE action = 'privacy.erasure-cancelled' AND target_id = $1`,
      [id],
    );
    expect(audited).toHaveLength(0);
    expect((await mailsAbout(id)).map((mail) => mail.subject)).not.toContain('Your account will not be deleted');
    // An export is not a deletion.
    const other = await registerUser(app, 'Export Not Cancellable');
    const exported = await app.http().post('/api/me/data-requests/export').set(bearer(other.token)).expect(202);
    expect(
      (await app.http().post(`/api/admin/privacy/requests/${exported.body.id}/cancel`).set(bearer(admin)).expect(409))
        .body.message,
    ).toBe('Only an account deletion can be cancelled.');
  });

  it('writes a deletion’s e-mails in the customer’s language: the account’s, else the address’s latest order’s', async () => {
    await setGrace(14);
    const malay = await registerUser(app, 'Aminah Bahasa');
    await app.http().put('/api/auth/me').set(bearer(malay.token)).send({ language: 'ms' }).expect(200);
    const asked = await app
      .http()
      .post('/api/me/data-requests/erasure')
      .set(bearer(malay.token))
      .send({ password: malay.password })
      .expect(202);
    await app.http().delete('/api/me/data-requests/erasure').set(bearer(malay.token)).expect(200);
    const malayMails = await mailsAbout(asked.body.id as string);
    expect(malayMails.map((mail) => mail.subject).sort()).toEqual([
      'Akaun anda akan dipadam',
      'Akaun anda tidak akan dipadam',
    ]);
    const scheduledMail = malayMails.find((mail) => mail.subject === 'Akaun anda akan dipadam');
    expect(scheduledMail?.textBody).toMatch(/Ia akan dipadam pada .+ \(waktu Malaysia\)\./);
    expect(scheduledMail?.textBody).toContain('Kekalkan akaun saya');
    expect(scheduledMail?.textBody).not.toContain('Keep my account');

    // A guest (no account) whose latest order was placed in Chinese, deleted at staff's hands.
    const email = uniqueEmail('guest-zh');
    await app
      .http()
      .post('/api/orders')
      .field(
        'orderData',
        JSON.stringify({
          items: [{ productCode: 'FT', quantity: 1 }],
          privacyConsent: true,
          customerInfo: { name: '陈美玲', email, whatsapp: '0123456789' },
          language: 'zh-Hans',
        }),
      )
      .attach('receipt', tinyPng(), 'receipt.png')
      .expect(201);
    const staffRun = await app
      .http()
      .post('/api/admin/privacy/requests')
      .set(bearer(admin))
      .send({ email, kind: 'erasure', channel: 'email' })
      .expect(201);
    await app.http().post(`/api/admin/privacy/requests/${staffRun.body.id}/cancel`).set(bearer(admin)).expect(200);
    expect((await mailsAbout(staffRun.body.id as string)).map((mail) => mail.subject).sort()).toEqual(
      ['您的账户不会被删除', '您的账户将被删除'].sort(),
    );

    // The erasure's last e-mail too, read before the account is anonymised.
    await setGrace(0);
    const done = await app
      .http()
      .post('/api/me/data-requests/erasure')
      .set(bearer(malay.token))
      .send({ password: malay.password })
      .expect(202);
    await eventually(
      async () =>
        (await db.query(`SELECT status FROM data_requests WHERE id = $1`, [done.body.id]))[0]?.status === 'done',
      { what: 'the erasure done', timeoutMs: 20_000 },
    );
    expect((await mailsAbout(done.body.id as string)).map((mail) => mail.subject)).toContain(
      'Akaun anda telah dipadam',
    );
  });
});
