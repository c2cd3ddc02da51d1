import { SenderRate } from './sender-rate';

describe('the SMTP listener’s rate per client address', () => {
  it('takes up to the limit in a minute, then refuses until the window has passed', () => {
    const rate = new SenderRate(3, 60_000);
    expect([0, 1, 2].map((at) => rate.take('203.0.113.5', at))).toEqual([true, true, true]);
    expect(rate.take('203.0.113.5', 59_999)).toBe(false);
    expect(rate.take('198.51.100.7', 59_999)).toBe(true);
    expect(rate.take('203.0.113.5', 60_000)).toBe(true);
  });
});
