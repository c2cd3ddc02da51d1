import { rankLowCodes } from './low-codes-rank';

const product = (productCode: string, unsold: number, backorders: number, catalogPosition: number | null = 1) => ({
  productCode,
  title: productCode,
  catalogPosition,
  unsold,
  backorders,
});

describe('the codes running low list', () => {
  it('puts customers waiting first, then the emptiest pool, then catalogue order, then the title', () => {
    const ranked = rankLowCodes([
      product('B', 0, 0, 2),
      product('A', 3, 0, 1),
      product('W', 5, 2),
      product('Z', 0, 0, null),
      product('C', 0, 0, 2),
    ]);
    expect(ranked.map((one) => one.productCode)).toEqual(['W', 'B', 'C', 'Z', 'A']);
  });

  it('leaves the list it was given as it was', () => {
    const given = [product('B', 2, 0), product('A', 1, 0)];
    rankLowCodes(given);
    expect(given.map((one) => one.productCode)).toEqual(['B', 'A']);
  });
});
