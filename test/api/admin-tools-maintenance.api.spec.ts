import { existsSync } from 'node:fs';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { ConfigType } from '@nestjs/config';
import { DataSource } from 'typeorm';
import type { CleanupCount, CleanupJobView } from '@kedai/contracts';
import { storageConfig } from '../../backend/src/core/config/configuration';
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
});
