/** What the dashboard's "codes running low" list needs to know of a product to rank it. */
interface LowCodesCandidate {
  productCode: string;
  title: string;
  catalogPosition: number | null;
  unsold: number;
  backorders: number;
}

/** Customers waiting first, then the emptiest pool, then catalogue order, then title. */
export function rankLowCodes<T extends LowCodesCandidate>(products: T[]): T[] {
  const position = (product: T) => product.catalogPosition ?? Number.POSITIVE_INFINITY;
  return [...products].sort(
    (a, b) =>
      b.backorders - a.backorders ||
      a.unsold - b.unsold ||
      position(a) - position(b) ||
      (a.title < b.title ? -1 : a.title > b.title ? 1 : 0),
  );
}
