import { bucketOf, bucketsOf, salesFigures, senToText, textToSen } from './sales-figures';

describe('sales figures', () => {
  it('buckets days by week from Monday and by month from the 1st', () => {
    expect(bucketOf('2026-11-29', 'week')).toBe('2026-11-23'); // a Sunday
    expect(bucketOf('2026-11-30', 'week')).toBe('2026-11-30'); // a Monday
    expect(bucketOf('2026-11-29', 'month')).toBe('2026-11-01');
    expect(bucketsOf({ from: '2026-11-28', to: '2026-12-01' }, 'week')).toEqual(['2026-11-23', '2026-11-30']);
    expect(bucketsOf({ from: '2026-11-30', to: '2026-12-02' }, 'day')).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
  });

  it('subtracts refunds from revenue in their own bucket and fills empty buckets with zeros', () => {
    const figures = salesFigures(
      ['2026-11-01', '2026-11-02', '2026-11-03'],
      [
        { bucket: '2026-11-01', orders: 2, units: 3, gross: '30.10' },
        { bucket: '2026-11-03', orders: 1, units: 1, gross: '9.99' },
      ],
      new Map([['2026-11-02', 500]]),
    );
    expect(figures.series.map((row) => [row.bucket, row.orders, row.revenue])).toEqual([
      ['2026-11-01', 2, '30.10'],
      ['2026-11-02', 0, '-5.00'],
      ['2026-11-03', 1, '9.99'],
    ]);
    expect(figures.totals).toEqual({
      orders: 3,
      units: 4,
      gross: '40.09',
      refunds: '5.00',
      revenue: '35.09',
      discounts: '0.00',
      averageOrderValue: '11.70',
    });
  });

  it('shows what discount codes took off beside revenue, without taking it off again', () => {
    const figures = salesFigures(
      ['2026-11-01', '2026-11-02'],
      [
        { bucket: '2026-11-01', orders: 1, units: 1, gross: '9.00', discounts: '1.00' },
        { bucket: '2026-11-02', orders: 1, units: 1, gross: '7.20', discounts: '0.80' },
      ],
      new Map(),
    );
    expect(figures.series.map((row) => [row.revenue, row.discounts])).toEqual([
      ['9.00', '1.00'],
      ['7.20', '0.80'],
    ]);
    expect(figures.totals).toMatchObject({ revenue: '16.20', discounts: '1.80' });
  });

  it('has no average without orders and keeps sen exact', () => {
    expect(salesFigures(['2026-11-01'], [], new Map()).totals.averageOrderValue).toBe('0.00');
    expect(textToSen('0.29')).toBe(29);
    expect(senToText(-5)).toBe('-0.05');
  });
});
