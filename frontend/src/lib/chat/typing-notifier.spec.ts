import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTypingNotifier } from './typing-notifier';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createTypingNotifier', () => {
  it('sends true once while keys are pressed and false once they rest', () => {
    const send = vi.fn(() => true);
    const notifier = createTypingNotifier(send, 2_500);
    notifier.typing();
    vi.advanceTimersByTime(1_000);
    notifier.typing();
    vi.advanceTimersByTime(2_000);
    expect(send.mock.calls).toEqual([[true]]);
    vi.advanceTimersByTime(500);
    expect(send.mock.calls).toEqual([[true], [false]]);
  });

  it('stops at once when the message is sent, and not again later', () => {
    const send = vi.fn(() => true);
    const notifier = createTypingNotifier(send, 2_500);
    notifier.typing();
    notifier.stop();
    vi.advanceTimersByTime(5_000);
    expect(send.mock.calls).toEqual([[true], [false]]);
  });

  it('tries again when there was nobody to tell', () => {
    let hasSession = false;
    const send = vi.fn(() => hasSession);
    const notifier = createTypingNotifier(send, 2_500);
    notifier.typing();
    hasSession = true;
    notifier.typing();
    expect(send.mock.calls).toEqual([[true], [true]]);
  });
});
