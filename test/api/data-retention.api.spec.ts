import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ConfigType } from '@nestjs/config';
import { DataSource } from 'typeorm';
import type { RetentionReport, RetentionSettingsView } from '@kedai/contracts';
import { storageConfig } from '../../backend/src/core/config/configuration';
import { JobsService } from '../../backend/src/core/queue/jobs.service';
import { decryptSecret, encryptSecret } from '../../backend/src/core/security/secret-box';
import { placeTestOrder } from '../support/orders';
import { addAgent, bearer, loginAdmin, registerUser, startTestApp, TestApp } from '../support/test-app';
import { eventually } from '../support/wait';

/** Data retention (issue 35 item 5): a period per kind, off by default; a dry run; the daily run through each module. */
describe('data retention', () => {
  jest.setTimeout(60_000);
  let app: TestApp;
  let adminToken: string;
  let admin: Record<string, string>;
  let db: DataSource;
  beforeAll(async () => {
    app = await startTestApp();
    adminToken = await loginAdmin(app);
    admin = bearer(adminToken);
    db = app.app.get(DataSource);
  });
  afterAll(() => app.close());

  const ROUTES = [
    ['get', '/api/admin/privacy/retention'],
    ['put', '/api/admin/privacy/retention'],
    ['post', '/api/admin/privacy/retention/dry-run'],
  ] as const;

  const dryRun = async () =>
    (await app.http().post('/api/admin/privacy/retention/dry-run').set(admin).expect(200)).body as RetentionReport;
  const kindOf = (report: RetentionReport, kind: string) => report.kinds.find((entry) => entry.kind === kind)!;

  /** Runs the daily job as the schedule does (a `retention` job of the cleanup queue) and waits for its report. */
  async function runDaily(): Promise<RetentionReport> {
    const queue = app.app.get(JobsService).queue('cleanup');
    const job = await queue.add('retention', {}, { jobId: `retention-test-${randomUUID()}` });
    return eventually(
      async () => {
        const state = await queue.getJobState(job.id!);
        if (state === 'failed') throw new Error(`retention failed: ${(await queue.getJob(job.id!))?.failedReason}`);
        return state === 'completed' ? ((await queue.getJob(job.id!))?.returnvalue as RetentionReport) : null;
      },
      { until: (report) => report !== null, timeoutMs: 30_000 },
    ) as Promise<RetentionReport>;
  }

  it('is for admins only', async () => {
    const customer = await registerUser(app);
    const agent = await addAgent(app, adminToken);
    for (const [method, path] of ROUTES) {
      await app.http()[method](path).send({ periods: {} }).expect(401);
      await app.http()[method](path).set(bearer(customer.token)).send({ periods: {} }).expect(403);
      await app.http()[method](path).set(bearer(agent.token)).send({ periods: {} }).expect(403);
    }
  });

  it('keeps everything by default (only the audit log has a period) and erases nothing', async () => {
    const settings = (await app.http().get('/api/admin/privacy/retention').set(admin).expect(200))
      .body as RetentionSettingsView;
    expect(settings).toEqual({
      periods: { 'chat-messages': null, 'receipt-images': null, 'outbox-emails': null, 'rental-credentials': null },
      auditLogDays: 730,
    });
    const report = await dryRun();
    expect(report.kinds.map((kind) => kind.kind)).toEqual([
      'chat-messages',
      'receipt-images',
      'outbox-emails',
      'rental-credentials',
      'audit-log',
    ]);
    for (const kind of report.kinds.filter((entry) => entry.kind !== 'audit-log')) {
      expect(kind).toMatchObject({ days: null, total: 0, parts: {} });
    }
    expect(kindOf(report, 'audit-log').days).toBe(730);
  });

  it('refuses periods a person can correct, and receipts shorter than seven years', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ 'chat-messages': 0 }, /whole number of days between 1 and 3650/],
      [{ 'chat-messages': 'a week' }, /whole number of days/],
      [{ 'receipt-images': 365 }, /accounting records: keep them at least 2555 days/],
      [{ 'audit-log': 100 }, /audit-log has no retention period of its own/],
    ];
    for (const [periods, message] of cases) {
      const response = await app.http().put('/api/admin/privacy/retention').set(admin).send({ periods }).expect(400);
      expect(response.body.message).toMatch(message);
    }
    await app.http().put('/api/admin/privacy/retention').set(admin).send({ periods: 'all' }).expect(400);
    const [{ count }] = await db.query(`SELECT count(*) AS count FROM privacy_settings WHERE retention <> '{}'`);
    expect(Number(count)).toBe(0);
  });

  it('erases each kind older than its period through its module, exactly what the dry run counted', async () => {
    // Chats: an ended chat of 100 days ago, an ended chat of today, an open chat with a message of 100 days ago.
    const session = async (status: string, daysAgo: number) =>
      (
        await db.query(
          `INSERT INTO chat_sessions (customer_name, customer_email, status, created_at, last_message_at, ended_at)
           VALUES ('Retention Rina', 'rina@example.com', $1::varchar, now() - make_interval(days => $2::int),
                   now() - make_interval(days => $2::int),
                   CASE WHEN $1::varchar = 'ended' THEN now() - make_interval(days => $2::int) END)
           RETURNING id`,
          [status, daysAgo],
        )
      )[0].id as string;
    const message = (sessionId: string, daysAgo: number) =>
      db.query(
        `INSERT INTO chat_messages (session_id, sender_type, sender_name, message, created_at)
         VALUES ($1, 'customer', 'Retention Rina', 'my phone is 012-9876543', now() - make_interval(days => $2))`,
        [sessionId, daysAgo],
      );
    const oldChat = await session('ended', 100);
    await message(oldChat, 100);
    await message(oldChat, 99);
    const recentChat = await session('ended', 1);
    await message(recentChat, 1);
    const openChat = await session('active', 100);
    await message(openChat, 100);

    // A receipt uploaded 3000 days ago (the order's money stays), and one of today.
    const oldOrder = await placeTestOrder(app, [{ productCode: 'DZ', quantity: 1 }]);
    const newOrder = await placeTestOrder(app, [{ productCode: 'DZ', quantity: 1 }]);
    const [before] = await db.query(`SELECT total_amount, receipt_storage_key FROM orders WHERE order_id = $1`, [
      oldOrder,
    ]);
    await db.query(`UPDATE orders SET receipt_uploaded_at = now() - interval '3000 days' WHERE order_id = $1`, [
      oldOrder,
    ]);
    const uploads = resolve(app.app.get<ConfigType<typeof storageConfig>>(storageConfig.KEY).uploadDir);
    expect(existsSync(resolve(uploads, before.receipt_storage_key))).toBe(true);

    // E-mails: a sent one and a failed one of 100 days ago go; a queued one of 100 days ago and a sent one of today stay.
    const email = async (status: string, daysAgo: number) =>
      (
        await db.query(
          `INSERT INTO outbound_emails (to_address, subject, text_body, status, created_at)
           VALUES ('rina@example.com', 'Retention test', 'Hello Rina', $1, now() - make_interval(days => $2)) RETURNING id`,
          [status, daysAgo],
        )
      )[0].id as string;
    const oldSent = await email('sent', 100);
    const oldFailed = await email('failed', 100);
    const oldQueued = await email('queued', 100);
    const newSent = await email('sent', 0);

    // Rentals: ended 100 days ago, ended today, still running.
    const rental = async (endedDaysAgo: number | null) =>
      (
        await db.query(
          `INSERT INTO rentals (order_id, order_item_id, account_id, product_code, game_name, username, password,
                                login_token, starts_at, expires_at, ended_at)
           VALUES ('KD-RETENTION', $1, $2, 'RT', 'Retention Game', 'rina_player', $3, $4, now() - interval '200 days',
                   now() - interval '100 days', CASE WHEN $5::int IS NULL THEN NULL ELSE now() - make_interval(days => $5::int) END)
           RETURNING id`,
          [randomUUID(), randomUUID(), encryptSecret('hunter2-secret'), encryptSecret('token-xyz'), endedDaysAgo],
        )
      )[0].id as string;
    const oldRental = await rental(100);
    const newRental = await rental(0);
    const runningRental = await rental(null);

    const saved = await app
      .http()
      .put('/api/admin/privacy/retention')
      .set(admin)
      .send({
        periods: { 'chat-messages': 30, 'receipt-images': 2555, 'outbox-emails': 30, 'rental-credentials': 30 },
      })
      .expect(200);
    expect(saved.body.periods).toEqual({
      'chat-messages': 30,
      'receipt-images': 2555,
      'outbox-emails': 30,
      'rental-credentials': 30,
    });
    // One audit entry, naming the kinds that changed.
    const [entry] = await db.query(
      `SELECT summary FROM audit_log WHERE action = 'settings.changed' AND target_id = 'data-retention' ORDER BY at DESC LIMIT 1`,
    );
    expect(entry.summary.changed['chat-messages']).toEqual({ from: null, to: 30 });

    const counted = await dryRun();
    expect(kindOf(counted, 'chat-messages')).toMatchObject({ days: 30, parts: { chat_messages: 2 } });
    expect(kindOf(counted, 'receipt-images')).toMatchObject({ days: 2555, parts: { receipts: 1 } });
    expect(kindOf(counted, 'outbox-emails').parts.outbound_emails).toBeGreaterThanOrEqual(2);
    expect(kindOf(counted, 'rental-credentials')).toMatchObject({ days: 30, parts: { rentals: 1 } });
    // The dry run erased nothing.
    const [{ count: kept }] = await db.query(`SELECT count(*) AS count FROM chat_messages WHERE session_id = $1`, [
      oldChat,
    ]);
    expect(Number(kept)).toBe(2);

    const report = await runDaily();
    expect(kindOf(report, 'chat-messages').parts).toEqual({ chat_messages: 2, chat_sessions: 1 });
    expect(kindOf(report, 'receipt-images').parts).toEqual({ receipts: 1 });
    expect(kindOf(report, 'outbox-emails').parts).toEqual(kindOf(counted, 'outbox-emails').parts);
    expect(kindOf(report, 'rental-credentials').parts).toEqual({ rentals: 1 });

    // Chats: the old ended chat is gone with its messages; the recent one and the open conversation stay whole.
    const sessions = await db.query(`SELECT id FROM chat_sessions WHERE id = ANY($1)`, [
      [oldChat, recentChat, openChat],
    ]);
    expect(sessions.map((row: { id: string }) => row.id).sort()).toEqual([recentChat, openChat].sort());
    const [{ count: openMessages }] = await db.query(
      `SELECT count(*) AS count FROM chat_messages WHERE session_id = $1`,
      [openChat],
    );
    expect(Number(openMessages)).toBe(1);

    // Receipts: the old image is gone from the disk and the order, its total stays; the new one is untouched.
    const [after] = await db.query(`SELECT total_amount, receipt_storage_key FROM orders WHERE order_id = $1`, [
      oldOrder,
    ]);
    expect(after).toEqual({ total_amount: before.total_amount, receipt_storage_key: null });
    await eventually(async () => existsSync(resolve(uploads, before.receipt_storage_key)), {
      until: (exists) => !exists,
    });
    const [fresh] = await db.query(`SELECT receipt_storage_key FROM orders WHERE order_id = $1`, [newOrder]);
    expect(fresh.receipt_storage_key).not.toBeNull();

    // E-mails.
    const emails = await db.query(`SELECT id FROM outbound_emails WHERE id = ANY($1)`, [
      [oldSent, oldFailed, oldQueued, newSent],
    ]);
    expect(emails.map((row: { id: string }) => row.id).sort()).toEqual([oldQueued, newSent].sort());

    // Rentals: the old one's password reads back empty and its token is gone; the others keep theirs.
    const rentals = await db.query(`SELECT id, password, login_token FROM rentals WHERE id = ANY($1)`, [
      [oldRental, newRental, runningRental],
    ]);
    type RentalRow = { id: string; password: string; login_token: string | null };
    const byId = new Map<string, RentalRow>((rentals as RentalRow[]).map((row) => [row.id, row]));
    expect(decryptSecret(byId.get(oldRental)!.password)).toBe('');
    expect(byId.get(oldRental)!.login_token).toBeNull();
    expect(decryptSecret(byId.get(newRental)!.password)).toBe('hunter2-secret');
    expect(decryptSecret(byId.get(runningRental)!.password)).toBe('hunter2-secret');

    // A second run finds nothing more of these.
    const again = await dryRun();
    expect(kindOf(again, 'rental-credentials').total).toBe(0);
    expect(kindOf(again, 'receipt-images').total).toBe(0);

    // Back to keeping everything (null) for the other specs of this database.
    await app
      .http()
      .put('/api/admin/privacy/retention')
      .set(admin)
      .send({
        periods: { 'chat-messages': null, 'receipt-images': null, 'outbox-emails': null, 'rental-credentials': null },
      })
      .expect(200);
  });

  it('still offers no route that changes or removes an audit entry, and the database refuses one', async () => {
    const [row] = await db.query(`SELECT id FROM audit_log ORDER BY at DESC LIMIT 1`);
    await app.http().delete(`/api/admin/audit/${row.id}`).set(admin).expect(404);
    await app.http().put(`/api/admin/audit/${row.id}`).set(admin).send({ action: 'x' }).expect(404);
    await expect(db.query(`DELETE FROM audit_log WHERE id = $1`, [row.id])).rejects.toThrow(/append-only/);
  });
});
