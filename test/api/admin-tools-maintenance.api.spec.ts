import { existsSync } from 'node:fs';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { ConfigType } from '@nestjs/config';
import { DataSource } from 'typeorm';
import type { CleanupCount, CleanupJobView } from '@kedai/contracts';
import { storageConfig } from '../../backend/src/core/config/configuration';
import { tinyPng } from '../support/files';
import { placeTestOrder } from '../support/orders';
import { bearer, loginAdmin, registerUser, startTestApp, TestApp } from '../support/test-app';
import { eventually } from '../support/wait';

/** Maintenance (issue 22): the dry run counts exactly what the cleanup job then removes; orders keep theirs. */
describe('admin tools: maintenance', () => {
  // A cleanup waits for the worker on a machine shared with other test runs.
  jest.setTimeout(45_000);
  let app: TestApp;
  let admin: Record<string, string>;
  let db: DataSource;
  beforeAll(async () => {
    app = await startTestApp();
    admin = bearer(await loginAdmin(app));
    db = app.app.get(DataSource);
  });
  afterAll(() => app.close());

  const dryRun = async (action: string, olderThanDays: number) =>
    (
      await app
        .http()
        .post('/api/admin/tools/maintenance/dry-run')
        .set(admin)
        .send({ action, olderThanDays })
        .expect(200)
    ).body as CleanupCount;

  async function cleanup(action: string, olderThanDays: number): Promise<CleanupJobView> {
    const started = await app
      .http()
      .post('/api/admin/tools/maintenance/cleanups')
      .set(admin)
      .send({ action, olderThanDays })
      .expect(202);
    try {
      return await eventually(
        async () =>
          (await app.http().get(`/api/admin/tools/maintenance/cleanups/${started.body.id}`).set(admin))
            .body as CleanupJobView,
        { until: (view) => view.state === 'completed' || view.state === 'failed', timeoutMs: 20_000 },
      );
    } catch (error) {
      const queue = (await app.http().get('/api/admin/queues/cleanup').set(admin)).body;
      throw new Error(`Cleanup job not finished in 20 s: ${String(error)}; queue ${JSON.stringify(queue)}`);
    }
  }

  async function chat(daysAgo: number, orderId: string | null, messages: number): Promise<string> {
    const [{ id }] = await db.query(
      `INSERT INTO chat_sessions (customer_name, status, order_id, created_at, ended_at)
       VALUES ('Old Chat', 'ended', $1, now() - make_interval(days => $2), now() - make_interval(days => $2))
       RETURNING id`,
      [orderId, daysAgo],
    );
    for (let n = 0; n < messages; n += 1) {
      await db.query(
        `INSERT INTO chat_messages (session_id, sender_type, sender_name, message) VALUES ($1, 'customer', 'Old Chat', $2)`,
        [id, `message ${n}`],
      );
    }
    return id as string;
  }

  it('is for admins only and refuses a bad request clearly', async () => {
    const customer = await registerUser(app);
    await app.http().get('/api/admin/tools/maintenance/storage').set(bearer(customer.token)).expect(403);
    await app
      .http()
      .post('/api/admin/tools/maintenance/cleanups')
      .send({ action: 'ended-chats', olderThanDays: 30 })
      .expect(401);
    const bad = await app
      .http()
      .post('/api/admin/tools/maintenance/dry-run')
      .set(admin)
      .send({ action: 'drop-everything', olderThanDays: -1 })
      .expect(400);
    expect(JSON.stringify(bad.body)).toContain('action must be one of');
    expect(JSON.stringify(bad.body)).toContain('olderThanDays cannot be negative');
  });

  it('reports what the shop stores against the quota', async () => {
    const report = (await app.http().get('/api/admin/tools/maintenance/storage').set(admin).expect(200)).body;
    expect(report.database.bytes).toBeGreaterThan(0);
    expect(report.database.tables.map((table: { name: string }) => table.name)).toEqual(
      expect.arrayContaining(['orders', 'chat_messages', 'outbound_emails']),
    );
    expect(report).toMatchObject({ quotaBytes: 1024 * 1024 * 1024, level: expect.stringMatching(/ok|warning|danger/) });
    expect(report.usedBytes).toBe(report.database.bytes + report.uploads.bytes);
  });

  it('ended chats: the dry run counts what the job removes; a chat about an order and a recent one stay', async () => {
    const orderId = await placeTestOrder(app, [{ productCode: 'DZ', quantity: 1 }]);
    await chat(40, null, 2);
    await chat(45, null, 1);
    const aboutOrder = await chat(40, orderId, 1);
    const recent = await chat(2, null, 1);

    const counted = await dryRun('ended-chats', 30);
    expect(counted.parts.chat_sessions).toBeGreaterThanOrEqual(2);
    expect(counted.parts.chat_messages).toBeGreaterThanOrEqual(3);

    const job = await cleanup('ended-chats', 30);
    expect(job.error).toBeNull();
    expect(job.result).toEqual(counted);
    expect(await dryRun('ended-chats', 30)).toMatchObject({ total: 0 });
    const left = await db.query(`SELECT id FROM chat_sessions WHERE id = ANY($1::uuid[])`, [[aboutOrder, recent]]);
    expect(left).toHaveLength(2);
  });

  it("orphaned uploads: an old file nobody refers to goes, an order's receipt stays", async () => {
    const uploads = resolve(app.app.get<ConfigType<typeof storageConfig>>(storageConfig.KEY).uploadDir);
    await placeTestOrder(app, [{ productCode: 'DZ', quantity: 1 }]);
    const [{ key }] = await db.query(
      `SELECT receipt_storage_key AS key FROM orders WHERE receipt_storage_key IS NOT NULL ORDER BY created_at DESC LIMIT 1`,
    );
    const old = new Date(Date.now() - 10 * 24 * 3600 * 1000);
    await utimes(join(uploads, key), old, old);
    await mkdir(join(uploads, 'receipts'), { recursive: true });
    const orphan = join(uploads, 'receipts', `orphan-${Date.now()}.png`);
    await writeFile(orphan, 'not referenced');
    await utimes(orphan, old, old);

    const counted = await dryRun('orphaned-uploads', 7);
    expect(counted.parts.files).toBeGreaterThanOrEqual(1);
    const job = await cleanup('orphaned-uploads', 7);
    expect(job.result).toEqual(counted);
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(join(uploads, key))).toBe(true);
  });

  it('orphaned uploads keep every chat attachment, its preview and a data export still offered', async () => {
    const uploads = resolve(app.app.get<ConfigType<typeof storageConfig>>(storageConfig.KEY).uploadDir);
    const visitor = await app.http().post('/api/auth/visitor').send({}).expect(200);
    const token = visitor.body.token as string;
    const sent = await app.http().post('/api/chat/send-message').set(bearer(token)).send({ message: 'a photo' });
    expect(sent.status).toBe(201);
    const uploaded = await app
      .http()
      .post(`/api/chat/sessions/${sent.body.session.id}/attachments`)
      .set(bearer(token))
      .attach('file', tinyPng(64, 64), { filename: 'screen.png', contentType: 'image/png' })
      .expect(201);
    const [{ attachment }] = await db.query(`SELECT attachment FROM chat_messages WHERE id = $1`, [
      uploaded.body.chatMessage.id,
    ]);
    const kept: string[] = [attachment.storageKey, attachment.thumbnailKey];
    await mkdir(join(uploads, 'data-exports'), { recursive: true });
    const archive = `data-exports/kept-${Date.now()}.zip`;
    await writeFile(join(uploads, archive), 'an export still offered');
    await db.query(
      `INSERT INTO data_requests (kind, status, email, channel, archive_key) VALUES ('export', 'ready', $1, 'guest', $2)`,
      [`kept.${Date.now()}@example.com`, archive],
    );
    kept.push(archive);
    // A file stored for a message that was never written: the process died between the two.
    const crashed = join(uploads, 'chat', `${'c'.repeat(32)}.jpg`);
    await writeFile(crashed, 'no message names it');
    const old = new Date(Date.now() - 10 * 24 * 3600 * 1000);
    for (const file of [...kept.map((key) => join(uploads, key)), crashed]) await utimes(file, old, old);

    await cleanup('orphaned-uploads', 7);
    for (const key of kept) expect(existsSync(join(uploads, key))).toBe(true);
    expect(existsSync(crashed)).toBe(false);
  });

  it('expired e-mail links: counted, then removed', async () => {
    await db.query(
      `INSERT INTO account_tokens (purpose, token_hash, email, expires_at)
       VALUES ('set_password', md5(random()::text) || md5(random()::text), 'old@example.com', now() - interval '3 days')`,
    );
    const counted = await dryRun('expired-email-codes', 1);
    expect(counted.total).toBeGreaterThanOrEqual(1);
    const job = await cleanup('expired-email-codes', 1);
    expect(job.result).toEqual(counted);
    expect(await dryRun('expired-email-codes', 1)).toMatchObject({ total: 0 });
  });

  it('old cart visits: counted, then removed; a recent one stays', async () => {
    const [old] = await db.query<{ id: string }[]>(
      `INSERT INTO cart_visits (cart_id, started_at, last_checked_at)
       VALUES (gen_random_uuid(), now() - interval '500 days', now() - interval '500 days') RETURNING id`,
    );
    const [recent] = await db.query<{ id: string }[]>(
      `INSERT INTO cart_visits (cart_id) VALUES (gen_random_uuid()) RETURNING id`,
    );
    const counted = await dryRun('cart-visits', 400);
    expect(counted.parts.cart_visits).toBeGreaterThanOrEqual(1);
    const job = await cleanup('cart-visits', 400);
    expect(job.result).toEqual(counted);
    const left = await db.query<{ id: string }[]>(`SELECT id FROM cart_visits WHERE id = ANY($1::bigint[])`, [
      [old!.id, recent!.id],
    ]);
    expect(left.map((row) => row.id)).toEqual([recent!.id]);
  });
});
