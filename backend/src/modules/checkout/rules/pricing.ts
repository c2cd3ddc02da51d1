import type { ProductOptionChoice } from '@kedai/contracts';
import type { SaleProduct } from '../../catalog/services/product-stock.service';

export interface PricedChoice {
  optionName: string | null;
  optionValue: string | null;
  optionLabel: string | null;
  unitPrice: number;
  /** Units left of the chosen choice when it keeps its own stock; null when only the product's stock counts. */
  choiceStock: number | null;
}

const priced = (optionName: string, choice: ProductOptionChoice): PricedChoice => ({
  optionName,
  optionValue: choice.value,
  optionLabel: choice.label,
  unitPrice: choice.price,
  choiceStock: choice.stock ?? null,
});

/** How many units of a line can be sold: the product's stock, and the choice's own when it keeps one. */
export const availableOf = (product: Pick<SaleProduct, 'stock'>, choice: PricedChoice) =>
  Math.max(Math.min(product.stock, choice.choiceStock ?? Number.POSITIVE_INFINITY), 0);

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
    return { optionName: null, optionValue: null, optionLabel: null, unitPrice: product.price, choiceStock: null };
  }
  const wanted = optionValue?.trim();
  if (!wanted) {
    const [option] = options;
    return priced(option.name, option.choices[0]);
  }
  for (const option of options) {
    const choice = option.choices.find((candidate) => candidate.value === wanted);
    if (choice) return priced(option.name, choice);
  }
  return null;
}

const toCents = (amount: number) => Math.round(amount * 100);

/** Money arithmetic in cents so RM totals come out exact to 2 decimals. */
export const lineTotal = (unitPrice: number, quantity: number) => (toCents(unitPrice) * quantity) / 100;
export const sumMoney = (amounts: number[]) => amounts.reduce((sum, amount) => sum + toCents(amount), 0) / 100;
