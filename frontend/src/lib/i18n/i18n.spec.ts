import { describe, expect, it } from 'vitest';
import { i18n, withTexts } from './i18n';

describe('withTexts', () => {
  // The router loads the first screen's route as soon as its module runs, before main.tsx starts i18next.
  it('gives a route loaded before i18next started its texts, not bare keys', async () => {
    const route = await withTexts(['orders'], async () => 'the route module');

    expect(route).toBe('the route module');
    expect(i18n.t('myOrders.loginRequired', { ns: 'orders' })).toBe('Please login to view your order history');
  });
});
