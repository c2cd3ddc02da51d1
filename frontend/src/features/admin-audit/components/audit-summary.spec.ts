import { describe, expect, it } from 'vitest';
import { summaryLines } from './audit-summary';

describe('summaryLines', () => {
  it('shows changed fields as from → to, and other facts as they are', () => {
    expect(
      summaryLines({
        changed: {
          siteName: { from: 'Kedai', to: 'Kedai Plus' },
          'emailSettings.smtpPassword': { from: null, to: '[redacted]' },
        },
        status: { from: 'pending', to: 'paid' },
        reason: 'Blurry',
        lines: [{ title: 'Cam', quantity: 1 }],
      }),
    ).toEqual([
      { label: 'siteName', text: 'Kedai → Kedai Plus' },
      { label: 'emailSettings.smtpPassword', text: '– → [redacted]' },
      { label: 'status', text: 'pending → paid' },
      { label: 'reason', text: 'Blurry' },
      { label: 'lines', text: '[{"title":"Cam","quantity":1}]' },
    ]);
  });
});
