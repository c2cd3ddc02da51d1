import { describe, expect, it } from 'vitest';
import { formatTime } from './format';

describe('queue monitor times', () => {
  it('are Malaysia time whatever the device zone', () => {
    const text = formatTime(Date.parse('2026-11-23T23:01:05Z'));
    expect(text).toContain('24 Nov');
    expect(text).toMatch(/07:01:05/);
  });
});
