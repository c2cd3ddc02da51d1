import type { SaleProduct } from '../catalog/product-stock.service';

export interface PricedChoice {
  optionName: string | null;
  optionValue: string | null;
  optionLabel: string | null;
  unitPrice: number;
}

/**
 * The catalogue price of a product with the chosen option value: the choice's own price. Without a value
 * the product's first choice is taken; a value that is not one of the product's choices gives null.
 * Products without options cost their price and ignore any value.
 */
export function priceChoice(
  product: Pick<SaleProduct, 'price' | 'options'>,
  optionValue: string | null | undefined,
): PricedChoice | null {
  const options = product.options.filter((option) => option.choices.length > 0);
  if (options.length === 0) {
    return { optionName: null, optionValue: null, optionLabel: null, unitPrice: product.price };
  }
  const wanted = optionValue?.trim();
  if (!wanted) {
    const [option] = options;
    const [choice] = option.choices;
    return { optionName: option.name, optionValue: choice.value, optionLabel: choice.label, unitPrice: choice.price };
  }
  for (const option of options) {
    const choice = option.choices.find((candidate) => candidate.value === wanted);
    if (choice) {
      return { optionName: option.name, optionValue: choice.value, optionLabel: choice.label, unitPrice: choice.price };
    }
  }
  return null;
}

const toCents = (amount: number) => Math.round(amount * 100);

/** Money arithmetic in cents so RM totals come out exact to 2 decimals. */
export const lineTotal = (unitPrice: number, quantity: number) => (toCents(unitPrice) * quantity) / 100;
export const sumMoney = (amounts: number[]) => amounts.reduce((sum, amount) => sum + toCents(amount), 0) / 100;
