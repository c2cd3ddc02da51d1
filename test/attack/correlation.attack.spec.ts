import { ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import request from 'supertest';
import { redisAnswers } from '../../backend/src/core/infra/redis';
import { findFreePort } from '../../backend/src/core/infra/free-port';
import { tinyPng } from '../support/files';
import { TEST_ADMIN } from '../support/test-env';
import { uniqueEmail } from '../support/test-app';
import { eventually } from '../support/wait';
import { KedaiProcess, startKedai } from './processes';

type LogLine = Record<string, unknown> & { msg?: string; requestId?: string; orderId?: string };

/** Every line a process wrote to stdout; a line that is not JSON is kept as `{ unparsed }`. */
function linesOf(process: KedaiProcess): LogLine[] {
  return process.output
    .join('')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        return JSON.parse(line) as LogLine;
      } catch {
        return { unparsed: line };
      }
    });
}

/**
 * Issue 36 item 1, on real processes in production mode (an API and a worker, a Redis of the test's own): a
 * customer's checkout and the admin's payment confirmation each carry an X-Request-Id; the order's id is then
 * found in the API's lines for both and in the worker's lines for its delivery jobs, each sharing the request id
 * of the click that caused it. Then Redis goes away for a while: every line both processes write stays JSON.
 */
describe('Following one order through the logs of an API and a worker', () => {
  let redis: ChildProcess | null = null;
  let redisPort = 0;
  let api: KedaiProcess;
  let worker: KedaiProcess;

  const startRedis = async () => {
    redis = spawn('redis-server', ['--port', String(redisPort), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    await eventually(() => redisAnswers(`redis://127.0.0.1:${redisPort}`), { timeoutMs: 10_000, what: 'Redis up' });
  };
  const stopRedis = async () => {
    const running = redis;
    redis = null;
    if (!running) return;
    await new Promise((done) => {
      running.once('exit', done);
      running.kill('SIGKILL');
    });
  };

  beforeAll(async () => {
    redisPort = await findFreePort(0, '127.0.0.1');
    await startRedis();
    const secrets = JSON.parse(readFileSync(resolve(__dirname, '../../.data/test/secrets.json'), 'utf8')) as Record<
      string,
      string
    >;
    const production = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      JWT_SECRET: secrets.JWT_SECRET as string,
      ENCRYPTION_KEY: secrets.ENCRYPTION_KEY as string,
      PASSWORD_HASH_MEMORY_KIB: '19456',
      PASSWORD_HASH_TIME_COST: '2',
      PUBLIC_URL: 'http://127.0.0.1',
      SHUTDOWN_DRAIN_SECONDS: '0',
    };
    [api, worker] = await Promise.all([startKedai('api', production), startKedai('worker', production)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([api?.kill('SIGKILL'), worker?.kill('SIGKILL')]);
    await stopRedis();
  });

  it("finds the order's checkout, payment and delivery, each under the request id of its click", async () => {
    const checkoutId = `checkout-${randomUUID()}`;
    const placed = await request(api.url)
      .post('/api/orders')
      .set('X-Request-Id', checkoutId)
      .field(
        'orderData',
        JSON.stringify({
          items: [{ productCode: 'DZ', quantity: 1, option: 'lifetime' }],
          privacyConsent: true,
          customerInfo: { name: 'Log Reader', email: uniqueEmail('logs'), whatsapp: '0123456789' },
        }),
      )
      .attach('receipt', tinyPng(), { filename: 'receipt.png', contentType: 'image/png' })
      .expect(201);
    expect(placed.headers['x-request-id']).toBe(checkoutId);
    const orderId = placed.body.orderId as string;

    // No id, or one that is not printable: a new UUID, answered.
    const generated = await request(api.url).get('/api/products').expect(200);
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const refused = await request(api.url).get('/api/products').set('X-Request-Id', 'x'.repeat(129)).expect(200);
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const login = await request(api.url).post('/api/auth/login').send(TEST_ADMIN).expect(200);
    const paymentId = `payment-${randomUUID()}`;
    await request(api.url)
      .put(`/api/admin/orders/${orderId}/payment`)
      .set('Authorization', `Bearer ${login.body.token as string}`)
      .set('X-Request-Id', paymentId)
      .send({ paymentStatus: 'paid' })
      .expect(200);

    // The delivery: the admin's Send guide, then Activate, each run by the worker (its job, and the lines it logs,
    // carry the id of the click that queued it).
    const steps = ['send-guide', 'activate'].map((step) => ({ step, requestId: `${step}-${randomUUID()}` }));
    for (const { step, requestId } of steps) {
      await request(api.url)
        .post(`/api/admin/orders/${orderId}/${step}`)
        .set('Authorization', `Bearer ${login.body.token as string}`)
        .set('X-Request-Id', requestId)
        .expect(202);
      const lines = await eventually(
        () => linesOf(worker).filter((line) => line.orderId === orderId && line.msg?.startsWith(`${step} `)),
        { until: (found) => found.length > 0, timeoutMs: 30_000, what: `the worker's line for the order's ${step}` },
      );
      for (const line of lines) {
        expect(line).toMatchObject({ requestId, orderId, queue: 'fulfilment', role: 'worker' });
        expect(String(line.jobId)).toContain(orderId);
      }
    }

    const apiLines = linesOf(api).filter((line) => line.orderId === orderId);
    const checkout = apiLines.find((line) => line.msg === 'request completed' && line.requestId === checkoutId);
    expect(checkout).toMatchObject({ req: { method: 'POST', url: '/api/orders' }, res: { statusCode: 201 } });
    const payment = apiLines.find((line) => line.msg === 'request completed' && line.requestId === paymentId);
    expect(payment).toMatchObject({ req: { method: 'PUT' }, res: { statusCode: 200 } });
    for (const { requestId } of steps) {
      const click = apiLines.find((line) => line.msg === 'request completed' && line.requestId === requestId);
      expect(click).toMatchObject({ req: { method: 'POST' }, res: { statusCode: 202 } });
    }
  }, 90_000);

  it('writes nothing but JSON lines while Redis is down and after it is back', async () => {
    const before = { api: api.output.length, worker: worker.output.length };
    await stopRedis();
    try {
      // What a shop does meanwhile: a catalogue read, a lookup that needs Redis (503), a health probe.
      const ends = Date.now() + 6_000;
      while (Date.now() < ends) {
        await request(api.url).get('/api/products').timeout(10_000);
        await request(api.url).get('/api/orders/redeem/NOPE').timeout(10_000);
        await request(api.url).get('/api/health').timeout(10_000);
      }
    } finally {
      await startRedis();
    }
    await eventually(
      () =>
        request(api.url)
          .get('/api/health/ready')
          .then((r) => r.status),
      {
        until: (status) => status === 200,
        timeoutMs: 30_000,
        what: 'the API ready again',
      },
    );
    const written = [
      ...api.output.slice(before.api).join('').split('\n'),
      ...worker.output.slice(before.worker).join('').split('\n'),
    ].filter((line) => line.trim() !== '');
    expect(written.length).toBeGreaterThan(0);
    const notJson = written.filter((line) => {
      try {
        return typeof JSON.parse(line) !== 'object';
      } catch {
        return true;
      }
    });
    expect(notJson).toEqual([]);
    expect([...api.errors, ...worker.errors].join('')).toBe('');
  }, 90_000);
});
