import { useProductsByIds } from '../api/get-products-by-ids';
import type { ProductView } from '../types';

/** What a cart, checkout or order line says of its product: kept as it was when added or ordered. */
export interface ProductLine {
  productId: string | null;
  title: string;
  optionValue: string | null;
  optionLabel: string | null;
  choices?: { label: string; value: string; price: number }[];
}

/**
 * The lines with their product's title and choice labels in the shopper's language now (a line keeps the
 * texts of the language it was added in, or the order's English). Prices, values and quantities are the
 * line's own; a product no longer shown keeps the line's texts.
 */
export function localizeLines<T extends ProductLine>(lines: T[], products: readonly ProductView[] | undefined): T[] {
  if (!products?.length) return lines;
  const byId = new Map(products.map((product) => [product.id, product]));
  return lines.map((line) => {
    const product = line.productId ? byId.get(line.productId) : undefined;
    if (!product) return line;
    const labels = new Map(product.options.flatMap((option) => option.choices).map((c) => [c.value, c.label]));
    return {
      ...line,
      title: product.title,
      optionLabel: (line.optionValue && labels.get(line.optionValue)) ?? line.optionLabel,
      ...(line.choices ? { choices: line.choices.map((c) => ({ ...c, label: labels.get(c.value) ?? c.label })) } : {}),
    };
  });
}

/** `localizeLines` with the lines' products fetched in the current language (one request, kept by the query cache). */
export function useLocalizedLines<T extends ProductLine>(lines: T[]): T[] {
  const products = useProductsByIds(lines.flatMap((line) => (line.productId ? [line.productId] : [])));
  return localizeLines(lines, products.data);
}
