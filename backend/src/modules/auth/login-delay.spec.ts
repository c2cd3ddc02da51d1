import { loginRetryDelayMs, waitText } from './login-delay';

describe('loginRetryDelayMs', () => {
  it('lets the free attempts through, then doubles from one minute up to an hour', () => {
    const delays = Array.from({ length: 18 }, (_, i) => loginRetryDelayMs(i + 1, 10) / 60_000);
    expect(delays).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });
});

describe('waitText', () => {
  it('rounds up and says seconds under a minute', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(44_100)).toBe('45 seconds');
    expect(waitText(59_500)).toBe('1 minute');
    expect(waitText(60_000)).toBe('1 minute');
    expect(waitText(60_001)).toBe('2 minutes');
  });
});
