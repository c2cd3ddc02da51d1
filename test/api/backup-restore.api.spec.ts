import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource, MigrationInterface } from 'typeorm';
import { backupShop, BackupManifest, restoreShop } from '../../backend/src/core/backup/shop-backup';
import { cliDataSource } from '../../backend/src/core/database/cli-data-source';
import { storageConfig } from '../../backend/src/core/config/configuration';
import { databaseName, dropDatabase, ensureDatabaseExists, withDatabase } from '../../backend/src/core/infra/postgres';
import { LocalDiskDriver } from '../../backend/src/core/storage/local-disk.driver';
import { S3Driver } from '../../backend/src/core/storage/s3.driver';
import { tinyPng } from '../support/files';
import { markTestOrderPaid, placeTestOrder } from '../support/orders';
import { S3_TEST_KEYS, S3TestServer, startS3TestServer } from '../support/s3-server';
import { bearer, loginAdmin, startTestApp, TestApp } from '../support/test-app';

/**
 * Backups you have restored (docs/ops.md, "Backup and restore"): a running shop with orders (one of quantity 2, one
 * paid), chats and uploaded receipts is backed up from its database and local disk, restored into an empty
 * database and an empty S3 bucket, and a Kedai started on them shows the same orders, messages and files.
 */
describe('backup and restore', () => {
  const folder = mkdtempSync(join(tmpdir(), 'kedai-backup-'));
  const sourceUrl = process.env.DATABASE_URL as string;
  const restoredUrl = withDatabase(sourceUrl, `${databaseName(sourceUrl)}_restored`);
  const bucket = `kedai-restore-${randomUUID().slice(0, 8)}`;
  const saved: Record<string, string | undefined> = {};
  let s3: S3TestServer;
  let source: TestApp | undefined;
  let restored: TestApp | undefined;
  let manifest: BackupManifest;

  const setEnv = (values: Record<string, string>) => {
    for (const [key, value] of Object.entries(values)) {
      if (!(key in saved)) saved[key] = process.env[key];
      process.env[key] = value;
    }
  };
  const bucketDriver = () =>
    new S3Driver({ endpoint: s3.url, bucket, region: 'us-east-1', credentials: S3_TEST_KEYS, forcePathStyle: true });

  /** What a customer and staff see of the shop: the orders, their receipts' bytes, the chats' messages. */
  async function whatStaffSee(app: TestApp, orderIds: string[], sessionIds: string[]) {
    const admin = await loginAdmin(app);
    const orders = [];
    for (const id of orderIds) {
      const detail = await app.http().get(`/api/admin/orders/${id}`).set(bearer(admin)).expect(200);
      const receipt = await app
        .http()
        .get(`/api/admin/orders/${id}/receipt`)
        .set(bearer(admin))
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      orders.push({ detail: detail.body, receipt: (receipt.body as Buffer).toString('base64') });
    }
    const chats = [];
    for (const id of sessionIds) {
      const listed = await app.http().get(`/api/admin/chat/sessions/${id}/messages`).set(bearer(admin)).expect(200);
      chats.push(listed.body.messages);
    }
    return { orders, chats };
  }

  beforeAll(async () => {
    s3 = await startS3TestServer();
    setEnv({ AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' });
    source = await startTestApp();
  });
  afterAll(async () => {
    await source?.close();
    await restored?.close();
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    await dropDatabase(sourceUrl, databaseName(restoredUrl));
    await s3?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('restores into an empty database and bucket what a running shop had, and Kedai serves it', async () => {
    const shop = source as TestApp;
    const admin = await loginAdmin(shop);
    const paid = await placeTestOrder(shop, [{ productCode: 'VS', quantity: 2 }], 'Aisyah Backup');
    await markTestOrderPaid(shop, admin, paid);
    const pending = await placeTestOrder(shop, [{ productCode: 'VS', quantity: 1 }], 'Mei Ling Backup');
    const sessionIds: string[] = [];
    for (const name of ['Chat Before Backup', 'Another Chat']) {
      const visitor = await shop.http().post('/api/auth/visitor').send({}).expect(200);
      const first = await shop
        .http()
        .post('/api/chat/send-message')
        .set(bearer(visitor.body.token))
        .send({
          customerName: name,
          customerEmail: `${randomUUID().slice(0, 8)}@example.com`,
          message: `Hello from ${name}`,
        })
        .expect(201);
      await shop
        .http()
        .post('/api/chat/send-message')
        .set(bearer(visitor.body.token))
        .send({ customerName: name, customerEmail: 'same@example.com', message: 'Harga RM 10.50? 你好' })
        .expect(201);
      sessionIds.push(first.body.session.sessionId as string);
    }
    const before = await whatStaffSee(shop, [paid, pending], sessionIds);
    expect(before.chats.flat().map((message: { message: string }) => message.message)).toEqual(
      expect.arrayContaining(['Hello from Chat Before Backup', 'Harga RM 10.50? 你好']),
    );

    // While the shop runs.
    const uploads = new LocalDiskDriver(shop.app.get<{ uploadDir: string }>(storageConfig.KEY).uploadDir);
    manifest = await backupShop({ databaseUrl: sourceUrl, storage: uploads, out: join(folder, 'backup') });
    expect(manifest.uploads.length).toBeGreaterThanOrEqual(2);
    expect(manifest.database.tables.find((table) => table.name === 'orders')?.rows).toBeGreaterThanOrEqual(2);
    await source?.close();
    source = undefined;

    await ensureDatabaseExists(sourceUrl, databaseName(restoredUrl));
    const bucketStore = bucketDriver();
    await bucketStore.prepare();
    await restoreShop({ databaseUrl: restoredUrl, storage: bucketStore, from: join(folder, 'backup') });
    bucketStore.close();

    setEnv({ ...s3.env(bucket), DATABASE_URL: restoredUrl, KEY_PREFIX: `${process.env.KEY_PREFIX}-restored` });
    restored = await startTestApp();
    const after = await whatStaffSee(restored, [paid, pending], sessionIds);
    expect(after).toEqual(before);
    expect(after.orders[0]!.detail).toMatchObject({ paymentStatus: 'paid' });
    // New rows still get fresh ids and numbers after the restored ones.
    const next = await placeTestOrder(restored, [{ productCode: 'VS', quantity: 1 }]);
    expect([paid, pending]).not.toContain(next);
  });

  it('refuses a database or a storage that is not empty, and a damaged file, before writing anything', async () => {
    const from = join(folder, 'backup');
    const bucketStore = bucketDriver();
    await expect(restoreShop({ databaseUrl: restoredUrl, storage: bucketStore, from })).rejects.toThrow(
      /Restore needs an empty database; it has \d+ tables/,
    );
    const empty = withDatabase(sourceUrl, `${databaseName(sourceUrl)}_restore_refused`);
    await ensureDatabaseExists(sourceUrl, databaseName(empty));
    try {
      await expect(restoreShop({ databaseUrl: empty, storage: bucketStore, from })).rejects.toThrow(
        /Restore needs an empty storage; S3 bucket kedai-restore-/,
      );
      const damaged = manifest.uploads[0]!;
      writeFileSync(join(from, 'uploads', damaged.key), tinyPng(3, 3));
      const disk = new LocalDiskDriver(join(folder, 'empty-uploads'));
      await expect(restoreShop({ databaseUrl: empty, storage: disk, from })).rejects.toThrow(
        `${damaged.key} in the backup is damaged (SHA-256 differs)`,
      );
      await expect(backupShop({ databaseUrl: empty, storage: disk, out: from })).rejects.toThrow(/is not empty/);
    } finally {
      bucketStore.close();
      await dropDatabase(sourceUrl, databaseName(empty));
    }
  });
  it('brings a backup made before the newest migration up to this build, and refuses one from a newer Kedai', async () => {
    const older = withDatabase(sourceUrl, `${databaseName(sourceUrl)}_older`);
    const upgraded = withDatabase(sourceUrl, `${databaseName(sourceUrl)}_upgraded`);
    await ensureDatabaseExists(sourceUrl, databaseName(older));
    await ensureDatabaseExists(sourceUrl, databaseName(upgraded));
    const disk = new LocalDiskDriver(join(folder, 'older-uploads'));
    try {
      // A shop whose schema stopped one migration short of this build.
      const all = await new DataSource({ ...cliDataSource(older).options, logging: false }).initialize();
      // In the order TypeORM runs them: by the timestamp that ends each name.
      const stamp = (m: MigrationInterface) => Number(/\d{13}$/.exec(m.name ?? m.constructor.name)?.[0]);
      const migrations = [...all.migrations].sort((a, b) => stamp(a) - stamp(b));
      await all.destroy();
      const allButLast = migrations.slice(0, -1).map((m) => m.constructor as new () => MigrationInterface);
      const shop = await new DataSource({
        ...cliDataSource(older).options,
        migrations: allButLast,
        logging: false,
      }).initialize();
      await shop.runMigrations({ transaction: 'each' });
      await shop.destroy();
      const old = await backupShop({ databaseUrl: older, storage: disk, out: join(folder, 'older') });
      expect(old.database.migrations).toHaveLength(migrations.length - 1);

      const applied: string[] = [];
      await restoreShop({
        databaseUrl: upgraded,
        storage: disk,
        from: join(folder, 'older'),
        log: (line) => applied.push(line),
      });
      expect(applied).toContain('Applied 1 newer migrations');
      const restored = await new DataSource({ ...cliDataSource(upgraded).options, logging: false }).initialize();
      try {
        expect(await restored.showMigrations()).toBe(false); // nothing left to apply
      } finally {
        await restored.destroy();
      }

      // A backup naming a migration this build does not have.
      const newer = join(folder, 'older', 'manifest.json');
      const manifestOfNewer = JSON.parse(readFileSync(newer, 'utf8')) as BackupManifest;
      manifestOfNewer.database.migrations.push('FromTheFuture1899999999999');
      writeFileSync(newer, JSON.stringify(manifestOfNewer));
      await expect(restoreShop({ databaseUrl: older, storage: disk, from: join(folder, 'older') })).rejects.toThrow(
        'The backup was made by a newer Kedai: this build lacks the migrations FromTheFuture1899999999999',
      );
    } finally {
      await dropDatabase(sourceUrl, databaseName(older));
      await dropDatabase(sourceUrl, databaseName(upgraded));
    }
  });
});
