import { OutboxRelay } from './outbox-relay.service';
import type { OutboxService } from './outbox.service';

/** An outbox that counts the relay rounds asked of it; a round can be made to fail as with Redis down. */
class FakeOutbox {
  rounds = 0;
  failing = false;
  /** Set: the next round stays under way until it is called. */
  held: Promise<void> | null = null;
  relay(): Promise<number> {
    this.rounds += 1;
    if (this.failing) return Promise.reject(new Error('Redis did not answer within 3000 ms'));
    return this.held ? this.held.then(() => 0) : Promise.resolve(0);
  }
}

const relayOf = (outbox: FakeOutbox, outboxRelayIntervalMs: number) =>
  new OutboxRelay(outbox as unknown as OutboxService, { outboxRelayIntervalMs });

/** The relay's clock is jest's fake one: the rounds are counted exactly, without waiting for them. */
describe('the outbox relay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('relays once per interval from the start of the app, and not before', async () => {
    const outbox = new FakeOutbox();
    const relay = relayOf(outbox, 2000);
    jest.advanceTimersByTime(10_000);
    expect(outbox.rounds).toBe(0); // nothing before the app has started

    relay.onApplicationBootstrap();
    jest.advanceTimersByTime(1999);
    expect(outbox.rounds).toBe(0);
    jest.advanceTimersByTime(1);
    expect(outbox.rounds).toBe(1);
    jest.advanceTimersByTime(4000);
    expect(outbox.rounds).toBe(3);
    await relay.beforeApplicationShutdown();
  });

  it('stops relaying when the app shuts down', async () => {
    const outbox = new FakeOutbox();
    const relay = relayOf(outbox, 2000);
    relay.onApplicationBootstrap();
    jest.advanceTimersByTime(2000);
    await relay.beforeApplicationShutdown();
    jest.advanceTimersByTime(60_000);
    expect(outbox.rounds).toBe(1);
  });

  it('takes its interval from the config (the tests run it every few milliseconds)', async () => {
    const outbox = new FakeOutbox();
    const relay = relayOf(outbox, 50);
    relay.onApplicationBootstrap();
    jest.advanceTimersByTime(1000);
    expect(outbox.rounds).toBe(20);
    await relay.beforeApplicationShutdown();
  });

  it('goes on after a failed round: what Redis refused goes out on a later one', async () => {
    const outbox = new FakeOutbox();
    const relay = relayOf(outbox, 100);
    relay.onApplicationBootstrap();
    outbox.failing = true;
    await jest.advanceTimersByTimeAsync(300);
    expect(outbox.rounds).toBe(3);
    outbox.failing = false;
    await jest.advanceTimersByTimeAsync(100);
    expect(outbox.rounds).toBe(4);
    await relay.beforeApplicationShutdown();
  });

  it('lets the round under way finish before the app closes its database connections', async () => {
    const outbox = new FakeOutbox();
    let finish: () => void = () => undefined;
    outbox.held = new Promise((resolve) => (finish = resolve));
    const relay = relayOf(outbox, 100);
    relay.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(100);
    let closed = false;
    const closing = relay.beforeApplicationShutdown().then(() => (closed = true));
    await jest.advanceTimersByTimeAsync(1000);
    expect([outbox.rounds, closed]).toEqual([1, false]);
    finish();
    await closing;
    expect(closed).toBe(true);
  });
});
