import { productBadges } from './badges';
import { FLAGSHIP_MEMBERSHIP_NAME } from '../catalog.constants';

const base = { title: 'Plain App', tags: [] as string[], rating: 4.2, stock: 100 };

describe('productBadges', () => {
  it('gives no badge to an ordinary product', () => {
    expect(productBadges(base)).toEqual({ hotSell: false, lowStock: false });
  });

  it('marks the hot-sell tag as Hot Sell', () => {
    expect(productBadges({ ...base, tags: ['new', 'hot-sell'] }).hotSell).toBe(true);
  });

  it('marks a title containing the flagship membership name as Hot Sell, whatever the case', () => {
    expect(productBadges({ ...base, title: `${FLAGSHIP_MEMBERSHIP_NAME} Membership` }).hotSell).toBe(true);
    expect(productBadges({ ...base, title: `my ${FLAGSHIP_MEMBERSHIP_NAME.toLowerCase()} pack` }).hotSell).toBe(true);
  });

  it('needs both rating 5 and stock of at least 1000 for the rating rule', () => {
    expect(productBadges({ ...base, rating: 5, stock: 1000 }).hotSell).toBe(true);
    expect(productBadges({ ...base, rating: 5, stock: 999 }).hotSell).toBe(false);
    expect(productBadges({ ...base, rating: 4.9, stock: 5000 }).hotSell).toBe(false);
  });

  it('marks stock of 5 or fewer as Low Stock, including out of stock', () => {
    expect(productBadges({ ...base, stock: 5 }).lowStock).toBe(true);
    expect(productBadges({ ...base, stock: 0 }).lowStock).toBe(true);
    expect(productBadges({ ...base, stock: 6 }).lowStock).toBe(false);
  });

  it('never shows Low Stock on a hot product', () => {
    expect(productBadges({ ...base, stock: 2, tags: ['hot-sell'] })).toEqual({ hotSell: true, lowStock: false });
  });
});
