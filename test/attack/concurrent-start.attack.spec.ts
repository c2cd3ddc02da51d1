import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { Client } from 'pg';
import { emptyDatabase, KedaiProcess, startKedai } from './processes';

/**
 * Scale-out starts (issue: scale out for real): three APIs and a worker started at the same moment on an
 * empty database all become ready. Migrations run one process at a time under an advisory lock, the first
 * admin is made once, and a worker stopped with SIGTERM exits cleanly.
 */
describe('attack: processes started together on an empty database', () => {
  let database: { url: string; drop: () => Promise<void> };
  const running: KedaiProcess[] = [];

  beforeAll(async () => {
    database = await emptyDatabase('kedai_start');
  });

  afterAll(async () => {
    await Promise.all(running.map((process) => process.kill('SIGKILL')));
    await database.drop();
  });

  it('three APIs and a worker all become ready, migrate once and make one admin', async () => {
    const env = { DATABASE_URL: database.url, KEY_PREFIX: `start-${randomUUID().slice(0, 8)}` };
    const started = await Promise.allSettled([
      startKedai('api', env),
      startKedai('api', env),
      startKedai('worker', env),
      startKedai('api', env),
    ]);
    for (const result of started) if (result.status === 'fulfilled') running.push(result.value);
    const outcomes = started.map((result) => (result.status === 'fulfilled' ? 'ready' : String(result.reason)));
    expect(outcomes).toEqual(['ready', 'ready', 'ready', 'ready']);
    for (const process of running) expect(process.child.exitCode).toBeNull();
    // Nobody tripped over another's migration or first admin on the way (no failed query, no retry).
    const logged = running.flatMap((process) => process.errors).join('');
    expect(logged).not.toMatch(/QueryFailedError|duplicate key|already exists|Unable to connect/);

    const db = new Client({ connectionString: database.url });
    await db.connect();
    try {
      const migrations = readdirSync(resolve(__dirname, '../../migrations')).filter((file) => file.endsWith('.ts'));
      const applied = await db.query('SELECT name, count(*)::int AS times FROM typeorm_migrations GROUP BY name');
      expect(applied.rows).toHaveLength(migrations.length);
      expect(applied.rows.every((row: { times: number }) => row.times === 1)).toBe(true);
      const admins = await db.query(`SELECT count(*)::int AS n FROM users WHERE role = 'admin'`);
      expect(admins.rows[0].n).toBe(1);
    } finally {
      await db.end();
    }

    // A worker told to stop finishes cleanly.
    const worker = running[2] as KedaiProcess;
    await worker.kill('SIGTERM');
    expect(worker.child.exitCode).toBe(0);
  });
});
