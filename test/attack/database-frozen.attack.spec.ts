import { startFreezableProxy, type FreezableProxy } from '../support/freezable-proxy';
import { TEST_ADMIN } from '../support/test-env';
import { eventually } from '../support/wait';
import { KedaiProcess, startKedai } from './processes';

/**
 * The database link hangs (a real Kedai process reaches PostgreSQL through a proxy that stops passing anything
 * without closing the connections): a request answers 503 "try again" with Retry-After within 5 s instead of
 * hanging for as long as the link does, and the right password signs in again at once when it is back.
 */
describe('the database link frozen: fail fast, then carry on', () => {
  let proxy: FreezableProxy;
  let app: KedaiProcess;
  beforeAll(async () => {
    const database = new URL(process.env.DATABASE_URL as string);
    proxy = await startFreezableProxy(database.hostname, Number(database.port || 5432));
    database.host = proxy.address;
    app = await startKedai('api', { DATABASE_URL: database.toString() });
  });
  afterAll(async () => {
    proxy.thaw();
    await app.kill('SIGKILL');
    await proxy.close();
  });

  const login = () =>
    fetch(`${app.url}/api/auth/admin-login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(TEST_ADMIN),
      signal: AbortSignal.timeout(15_000),
    });

  it('answers 503 with Retry-After within 5 s while the link hangs, and signs in at once when it is back', async () => {
    expect((await login()).status).toBe(200);
    proxy.freeze();
    const started = Date.now();
    const refused = await login();
    const took = Date.now() - started;
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(((await refused.json()) as { message: string }).message).toBe(
      'The service is temporarily unavailable. Please try again shortly.',
    );
    expect(took).toBeLessThan(5_000);
    console.log(`[reliability] database link frozen: 503 after ${took} ms`);

    proxy.thaw();
    // Back: the right password works (the 503 counted as no failed attempt), without waiting for a limit.
    const back = await eventually(() => login(), { until: (answer) => answer.status !== 503, timeoutMs: 15_000 });
    expect(back.status).toBe(200);
  }, 60_000);

  it('counts no login attempt while the database refuses: 12 tries with the right password, then it signs in', async () => {
    expect((await login()).status).toBe(200);
    proxy.refuse();
    try {
      // More than the 10 free attempts of one address: each answered 503, none counted (no password was checked).
      for (let attempt = 0; attempt < 12; attempt++) expect((await login()).status).toBe(503);
    } finally {
      proxy.accept();
    }
    const back = await eventually(() => login(), { until: (answer) => answer.status !== 503, timeoutMs: 15_000 });
    expect(back.status).toBe(200);
  }, 60_000);
});
