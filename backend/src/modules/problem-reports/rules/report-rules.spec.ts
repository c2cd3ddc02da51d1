import { maskCode, reportRefusal, type ReportableLine } from './report-rules';

const delivered = new Date('2026-11-01T10:00:00Z');
const line = (patch: Partial<ReportableLine> = {}): ReportableLine => ({
  category: 'Steam Games',
  deliveredAt: delivered,
  holdsDelivery: true,
  ownWindowHours: null,
  hasOpenReport: false,
  ...patch,
});
const after = (hours: number) => new Date(delivered.getTime() + hours * 3_600_000);

describe('reportRefusal', () => {
  it('allows a delivered line within 12 hours by default', () => {
    expect(reportRefusal(line(), after(11.9))).toBeNull();
    expect(reportRefusal(line(), after(12.1))?.code).toBe('window_closed');
    expect(reportRefusal(line(), after(12.1))?.message).toContain('12 hours');
  });

  it('gives camera apps three days', () => {
    const camera = line({ category: 'Apps (Camera & Filters)' });
    expect(reportRefusal(camera, after(71))).toBeNull();
    expect(reportRefusal(camera, after(73))?.message).toContain('3 days');
  });

  it("uses the product's own window when it has one", () => {
    expect(reportRefusal(line({ ownWindowHours: 2 }), after(3))?.code).toBe('window_closed');
    expect(reportRefusal(line({ ownWindowHours: 48 }), after(30))).toBeNull();
  });

  it('refuses a line never delivered, or no longer holding anything', () => {
    expect(reportRefusal(line({ deliveredAt: null }), after(1))?.code).toBe('not_delivered');
    expect(reportRefusal(line({ holdsDelivery: false }), after(1))?.code).toBe('not_delivered');
  });

  it('refuses a second open report of the same line', () => {
    expect(reportRefusal(line({ hasOpenReport: true }), after(1))?.code).toBe('report_open');
  });

  it('masks all but the last four characters', () => {
    expect(maskCode('ABCD-1234-WXYZ')).toBe('••••WXYZ');
    expect(maskCode('ABC')).toBe('••••');
  });
});
