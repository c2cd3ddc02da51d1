import { delayFromStored } from './auto-reply.scheduler';

describe('delayFromStored', () => {
  const stored = '2026-11-27T10:00:00.000Z';
  const at = (ms: number) => Date.parse(stored) + ms;

  it('counts the configured delay from when the trigger was stored', () => {
    expect(delayFromStored(stored, 2000, at(0))).toBe(2001);
    expect(delayFromStored(stored, 2000, at(150))).toBe(1851);
  });

  it('never waits longer than configured, nor less than nothing', () => {
    expect(delayFromStored(stored, 2000, at(-500))).toBe(2001);
    expect(delayFromStored(stored, 2000, at(5000))).toBe(0);
    expect(delayFromStored('not a date', 2000, at(0))).toBe(2000);
  });
});
