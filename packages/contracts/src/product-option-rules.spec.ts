import { checkProductOptions, fromPrice, priceDisagreement } from './product-option-rules';
import { ProductRuleError } from './product-rules';

const duration = (...choices: unknown[]) => [{ name: 'Duration', choices }];
const refusal = (raw: unknown): string => {
  try {
    checkProductOptions(raw);
  } catch (error) {
    expect(error).toBeInstanceOf(ProductRuleError);
    expect((error as ProductRuleError).field).toBe('options');
    return (error as Error).message;
  }
  throw new Error('accepted');
};

describe('product options', () => {
  it('trims and converts choices; stock only where a choice keeps its own', () => {
    expect(
      checkProductOptions(
        duration(
          { label: ' 1 YEAR ', value: '1_year', price: '4.90' },
          { label: 'LIFETIME', value: 'lifetime', price: 7.99, stock: '3' },
        ),
      ),
    ).toEqual([
      {
        name: 'Duration',
        choices: [
          { label: '1 YEAR', value: '1_year', price: 4.9 },
          { label: 'LIFETIME', value: 'lifetime', price: 7.99, stock: 3 },
        ],
      },
    ]);
    expect(checkProductOptions([])).toEqual([]);
  });

  it('refuses bad prices, empty labels, duplicate values and unknown names with the choice named', () => {
    expect(refusal(duration({ label: '1 YEAR', value: '1_year', price: '-1' }))).toBe(
      '1 YEAR: Price cannot be negative',
    );
    expect(refusal(duration({ label: '1 YEAR', value: '1_year', price: 'abc' }))).toBe(
      '1 YEAR: Price must be a number, e.g. 19.90 (got "abc")',
    );
    expect(refusal(duration({ label: '1 YEAR', value: '1_year', price: '' }))).toBe('1 YEAR: Price is required');
    expect(refusal(duration({ label: '1 YEAR', value: '1_year', price: '1.999' }))).toContain('2 decimal places');
    expect(refusal(duration({ label: '  ', value: '1_year', price: 1 }))).toBe('Choice 1 needs a label');
    expect(refusal(duration({ label: 'A', value: '', price: 1 }))).toContain('A: the value is required');
    expect(refusal(duration({ label: 'A', value: 'a b', price: 1 }))).toContain('A: the value may only have');
    expect(
      refusal(duration({ label: 'A', value: '1_year', price: 1 }, { label: 'B', value: '1_YEAR', price: 2 })),
    ).toBe('Choice values must be different: "1_YEAR" is used twice');
    expect(refusal(duration({ label: 'A', value: 'a', price: 1, stock: '1.5' }))).toBe(
      'A: Stock must be a whole number (got "1.5")',
    );
    expect(refusal(duration({ label: 'A', value: 'a', price: 1, stock: -2 }))).toBe('A: Stock cannot be negative');
    expect(refusal([{ name: 'Colour', choices: [{ label: 'A', value: 'a', price: 1 }] }])).toContain(
      'must be one of: Duration, Version, Edition',
    );
    expect(refusal(duration())).toBe('Duration needs at least one choice');
    expect(refusal([...duration({ label: 'A', value: 'a', price: 1 }), { name: 'Version', choices: [] }])).toContain(
      'one option',
    );
    expect(refusal({})).toBe('Options must be a list');
  });

  it('derives the from price and says when a typed price disagrees', () => {
    const options = checkProductOptions(
      duration({ label: 'A', value: 'a', price: 7.99 }, { label: 'B', value: 'b', price: 5.99 }),
    );
    expect(fromPrice(options)).toBe(5.99);
    expect(fromPrice([])).toBeNull();
    expect(priceDisagreement(5.99, options)).toBeNull();
    expect(priceDisagreement(19.99, options)).toContain('its cheapest choice, RM5.99');
    expect(priceDisagreement(19.99, [])).toBeNull();
  });
});
