import { ChildProcess, spawn } from 'node:child_process';
import { Queue } from 'bullmq';
import request from 'supertest';
import { redisAnswers } from '../../backend/src/core/infra/redis';
import { findFreePort } from '../../backend/src/core/infra/free-port';
import { tinyPng } from '../support/files';
import { uniqueEmail } from '../support/test-app';
import { eventually, keepsHolding } from '../support/wait';
import { KedaiProcess, startKedai } from './processes';

/**
 * Redis goes down (a real redis-server of this test's own, killed and started again, under a real Kedai
 * process started for it, which is killed at the end): checkout still
 * answers at once and creates its order exactly once, its unpaid-order cancel is queued when Redis is
 * back (the outbox), the public catalogue answers from the database (never its cached, now stale, stock), and a
 * call that truly needs Redis answers 503 with a clear message, not 500 or a hang.
 */
describe('Redis down: checkout answers, jobs follow, the rest is a clear 503', () => {
  let app: KedaiProcess;
  let redis: ChildProcess | null = null;
  let port = 0;

  const startRedis = async () => {
    redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await eventually(() => redisAnswers(`redis://127.0.0.1:${port}`), { timeoutMs: 10_000, what: 'Redis answering' });
  };
  const stopRedis = async () => {
    const running = redis;
    redis = null;
    if (!running) return;
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill('SIGKILL');
    });
  };

  beforeAll(async () => {
    port = await findFreePort(0, '127.0.0.1');
    await startRedis();
    app = await startKedai('all', { REDIS_URL: `redis://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await app.kill('SIGKILL');
    await stopRedis();
  });
  const http = () => request(app.url);

  const checkout = (email: string) =>
    http()
      .post('/api/orders')
      .field(
        'orderData',
        JSON.stringify({
          items: [{ productCode: 'DZ', quantity: 1, option: 'lifetime' }],
          privacyConsent: true,
          customerInfo: { name: 'Redis Down', email, whatsapp: '0123456789' },
        }),
      )
      .attach('receipt', tinyPng(), { filename: 'receipt.png', contentType: 'image/png' });

  /** The product page's stock as the public catalogue answers it (cached while Redis is up). */
  const catalogueStock = async () => {
    const started = Date.now();
    const answer = await http().get('/api/products/DZ').timeout(10_000);
    expect(answer.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
    return answer.body.stock as number;
  };

  it('keeps selling while Redis is down, and catches up when it is back', async () => {
    stockBefore = await catalogueStock();
    expect(await catalogueStock()).toBe(stockBefore); // now kept in the catalogue cache
    await stopRedis();
    try {
      await whileRedisIsDown();
    } finally {
      if (!redis) await startRedis();
    }
    // Back up: the version bump Redis refused meanwhile is written, so the cached answer is not served again.
    await keepsHolding(async () => expect(await catalogueStock()).toBe(stockBefore - 1), { forMs: 2000 });
  }, 60_000);

  let orderId = '';
  let stockBefore = 0;
  async function whileRedisIsDown() {
    const started = Date.now();
    const placed = await checkout(uniqueEmail('redis-down')).timeout(10_000);
    expect(placed.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(5_000);
    orderId = placed.body.orderId as string;

    // The catalogue still answers, from the database: the stock that checkout just took is gone from it.
    expect(await catalogueStock()).toBe(stockBefore - 1);

    // A lookup counts against a limit kept in Redis: it says so clearly, in time.
    const lookupStarted = Date.now();
    const lookup = await http().get(`/api/orders/redeem/${orderId}`).timeout(10_000);
    expect(lookup.status).toBe(503);
    expect(lookup.body.message).toBe('The service is temporarily unavailable. Please try again shortly.');
    expect(Date.now() - lookupStarted).toBeLessThan(5_000);

    // Health says so in time too (it hung for over 90 s while Redis was down): degraded, Redis down.
    const healthStarted = Date.now();
    const health = await http().get('/api/health').timeout(10_000);
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'degraded', redis: { status: 'down' }, database: { status: 'up' } });
    expect(Date.now() - healthStarted).toBeLessThan(5_000);
  }

  it("queues the order's unpaid-order cancel once Redis is back", async () => {
    expect(orderId).not.toBe('');
    const queue = new Queue('maintenance', {
      connection: { host: '127.0.0.1', port },
      prefix: `${process.env.KEY_PREFIX}:bull`,
    });
    try {
      const job = await eventually(() => queue.getJob(`cancel-unpaid.${orderId}`).catch(() => null), {
        timeoutMs: 20_000,
        intervalMs: 200,
        what: 'the cancel job queued',
      });
      // With the request id of the checkout that caused it (docs/ops.md: following one order through the logs).
      expect(job.data).toEqual({ orderId, requestId: expect.any(String) });
    } finally {
      await queue.close();
    }
  }, 30_000);
});
