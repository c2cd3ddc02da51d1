import { availableOf, lineTotal, priceChoice, sumMoney } from './pricing';

const membership = {
  price: 4.99,
  options: [
    {
      name: 'Duration' as const,
      choices: [
        { label: '1 YEAR', value: '1_year', price: 4.99 },
        { label: 'LIFETIME', value: 'lifetime', price: 7.99 },
      ],
    },
  ],
};

describe('priceChoice', () => {
  it('uses the chosen choice price', () => {
    expect(priceChoice(membership, 'lifetime')).toEqual({
      optionName: 'Duration',
      optionValue: 'lifetime',
      optionLabel: 'LIFETIME',
      unitPrice: 7.99,
      choiceStock: null,
    });
  });

  it("counts a choice's own stock as well as the product's", () => {
    const limited = {
      price: 4.99,
      options: [{ name: 'Duration' as const, choices: [{ label: '1 YEAR', value: '1_year', price: 4.99, stock: 2 }] }],
    };
    const choice = priceChoice(limited, '1_year')!;
    expect(choice.choiceStock).toBe(2);
    expect(availableOf({ stock: 10 }, choice)).toBe(2);
    expect(availableOf({ stock: 1 }, choice)).toBe(1);
    expect(availableOf({ stock: 10 }, priceChoice(membership, 'lifetime')!)).toBe(10);
  });

  it('takes the first choice when none is given', () => {
    expect(priceChoice(membership, undefined)?.optionValue).toBe('1_year');
  });

  it('refuses a value that is not a choice', () => {
    expect(priceChoice(membership, 'forever')).toBeNull();
  });

  it('prices products without options at their price', () => {
    expect(priceChoice({ price: 12.99, options: [] }, 'no_updates')).toEqual({
      optionName: null,
      optionValue: null,
      optionLabel: null,
      unitPrice: 12.99,
      choiceStock: null,
    });
  });
});

describe('money', () => {
  it('adds in cents', () => {
    expect(lineTotal(4.99, 3)).toBe(14.97);
    expect(sumMoney([0.1, 0.2, 7.99])).toBe(8.29);
  });
});
