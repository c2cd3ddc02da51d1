import { startKedai, type KedaiProcess } from './processes';
import { eventually } from '../support/wait';

/**
 * Issue 36: on SIGTERM an API answers readiness 503 while its listener still serves (the drain), so a load
 * balancer takes it out of rotation before it stops; then it exits 0.
 */
describe('drain on SIGTERM', () => {
  let api: KedaiProcess | undefined;

  afterAll(async () => {
    await api?.kill('SIGKILL');
  });

  it('readiness 503 during drain while liveness and other routes still answer, then exit 0', async () => {
    api = await startKedai('api', { SHUTDOWN_DRAIN_SECONDS: '3' });
    const ready = await fetch(`${api.url}/api/health/ready`);
    expect(ready.status).toBe(200);

    const exited = new Promise<number | null>((done) => api!.child.once('exit', (code) => done(code)));
    api.child.kill('SIGTERM');

    const draining = await eventually(
      async () => {
        const response = await fetch(`${api!.url}/api/health/ready`);
        return response.status === 503 ? ((await response.json()) as { draining?: boolean }) : null;
      },
      { timeoutMs: 5_000, intervalMs: 50, what: 'readiness 503 after SIGTERM' },
    );
    expect(draining.draining).toBe(true);

    // The listener still answers: liveness 200, the public health report says it drains.
    expect((await fetch(`${api.url}/api/health/live`)).status).toBe(200);
    const health = await fetch(`${api.url}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ draining: true });
    const products = await fetch(`${api.url}/api/products`);
    expect(products.status).toBe(200);

    expect(await exited).toBe(0);
    await expect(fetch(`${api.url}/api/health/live`)).rejects.toThrow();
  });
});
