import { ChildProcess, spawn } from 'node:child_process';
import { findFreePort } from '../../backend/src/core/infra/free-port';
import { redisAnswers } from '../../backend/src/core/infra/redis';
import { startFreezableProxy, type FreezableProxy } from '../support/freezable-proxy';
import { eventually } from '../support/wait';
import { KedaiProcess, startKedai } from './processes';

/**
 * The Redis link hangs (a real Kedai process reaches Redis through a proxy that stops passing anything without
 * closing the connections): a call that needs Redis (a guest order lookup counts against a limit kept there)
 * answers 503 "try again" with Retry-After within 5 s (REDIS_COMMAND_TIMEOUT_MS), instead of hanging for as long
 * as the link does; when the link is back it answers again.
 */
describe('the Redis link frozen: fail fast, then carry on', () => {
  let proxy: FreezableProxy;
  let app: KedaiProcess;
  let redis: ChildProcess;
  beforeAll(async () => {
    // A Redis of the test's own, so freezing its link disturbs nothing else.
    const port = await findFreePort(0, '127.0.0.1');
    redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await eventually(() => redisAnswers(`redis://127.0.0.1:${port}`), { timeoutMs: 10_000, what: 'Redis up' });
    proxy = await startFreezableProxy('127.0.0.1', port);
    app = await startKedai('api', { REDIS_URL: `redis://${proxy.address}`, REDIS_COMMAND_TIMEOUT_MS: '2000' });
  });
  afterAll(async () => {
    proxy.thaw();
    await app.kill('SIGKILL');
    await proxy.close();
    redis.kill('SIGKILL');
  });

  const lookup = () => fetch(`${app.url}/api/orders/redeem/NOSUCHORDER`, { signal: AbortSignal.timeout(15_000) });

  it('answers 503 with Retry-After within 5 s while the link hangs, and answers again when it is back', async () => {
    expect((await lookup()).status).toBe(404);
    proxy.freeze();
    const started = Date.now();
    const refused = await lookup();
    const took = Date.now() - started;
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(((await refused.json()) as { code: string }).code).toBe('service_unavailable');
    expect(took).toBeLessThan(5_000);
    console.log(`[reliability] Redis link frozen: 503 after ${took} ms`);

    proxy.thaw();
    const back = await eventually(() => lookup(), { until: (answer) => answer.status === 404, timeoutMs: 20_000 });
    expect(back.status).toBe(404);
  }, 60_000);
});
