import { Logger } from '@nestjs/common';
import { DomainEvents } from './domain-events.service';

const message = { orderId: 'O1', action: 'paid' };

describe('DomainEvents', () => {
  it('runs every listener of the event, and only of that event', () => {
    const events = new DomainEvents();
    const seen: string[] = [];
    events.on('order.changed', (event) => void seen.push(`a:${event.orderId}`));
    events.on('order.changed', (event) => void seen.push(`b:${event.action}`));
    events.on('chat.session.read', () => void seen.push('other'));
    events.emit('order.changed', message);
    expect(seen).toEqual(['a:O1', 'b:paid']);
  });

  it('does not wait for an asynchronous listener, and a failing one is logged and does not stop the others', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const events = new DomainEvents();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const done: string[] = [];
    events.on('order.changed', async () => {
      await held;
      done.push('slow');
    });
    events.on('order.changed', () => {
      throw new Error('boom');
    });
    events.on('order.changed', () => void done.push('fast'));
    events.emit('order.changed', message);
    expect(done).toEqual(['fast']);
    release();
    await held;
    await new Promise((resolve) => setImmediate(resolve));
    expect(done).toEqual(['fast', 'slow']);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('A listener of order.changed failed: Error: boom'));
    logged.mockRestore();
  });

  it('stops calling a listener after it unsubscribes', () => {
    const events = new DomainEvents();
    let calls = 0;
    const off = events.on('order.changed', () => void (calls += 1));
    events.emit('order.changed', message);
    off();
    events.emit('order.changed', message);
    expect(calls).toBe(1);
  });
});
