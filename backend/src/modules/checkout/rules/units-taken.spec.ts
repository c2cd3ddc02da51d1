import { unitsTaken } from './units-taken';

describe('unitsTaken', () => {
  const line = (id: string, quantity: number) => ({ product: { id }, quantity });

  it('takes every unit when nothing was short', () => {
    expect(unitsTaken([line('a', 2), line('b', 1)], [])).toEqual([2, 1]);
  });

  it('takes off what the product was short, last lines first', () => {
    expect(unitsTaken([line('a', 2), line('b', 1), line('a', 3)], [{ productId: 'a', short: 4 }])).toEqual([1, 1, 0]);
  });

  it('leaves a choice’s own shortfall out', () => {
    expect(unitsTaken([line('a', 2)], [{ productId: 'a', short: 1, optionValue: 'pro' }])).toEqual([2]);
  });
});
