import { OutboxRelay } from './outbox-relay.service';
import type { OutboxService } from './outbox.service';

/** An outbox that counts the relay rounds asked of it; a round can be made to fail as with Redis down. */
class FakeOutbox {
  rounds = 0;
  failing = false;
  relay(): Promise<number> {
    this.rounds += 1;
    return this.failing ? Promise.reject(new Error('Redis did not answer within 3000 ms')) : Promise.resolve(0);
  }
}

const relayOf = (outbox: FakeOutbox, outboxRelayIntervalMs: number) =>
  new OutboxRelay(outbox as unknown as OutboxService, { outboxRelayIntervalMs });

/** The relay's clock is jest's fake one: the rounds are counted exactly, without waiting for them. */
describe('the outbox relay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('relays once per interval from the start of the app, and not before', () => {
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
    relay.onApplicationShutdown();
  });

  it('stops relaying when the app shuts down', () => {
    const outbox = new FakeOutbox();
    const relay = relayOf(outbox, 2000);
    relay.onApplicationBootstrap();
    jest.advanceTimersByTime(2000);
    relay.onApplicationShutdown();
    jest.advanceTimersByTime(60_000);
    expect(outbox.rounds).toBe(1);
  });

  it('takes its interval from the config (the tests run it every few milliseconds)', () => {
    const outbox = new FakeOutbox();
    const relay = relayOf(outbox, 50);
    relay.onApplicationBootstrap();
    jest.advanceTimersByTime(1000);
    expect(outbox.rounds).toBe(20);
    relay.onApplicationShutdown();
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
    relay.onApplicationShutdown();
  });
});
