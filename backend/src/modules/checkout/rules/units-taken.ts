/**
 * How many units each line took from the shelf, by the lines' index: its quantity, less its share of what its
 * product's own stock was short (a sale under a price lock goes through short; the rest is owed as a backorder).
 * A product's shortfall falls on its last lines first. Shortfalls of a choice's own stock are not counted here:
 * the product's stock is what the shelf shows and what a cancel gives back.
 */
export function unitsTaken(
  lines: readonly { product: { id: string }; quantity: number }[],
  shortages: readonly { productId: string; short: number; optionValue?: string }[],
): number[] {
  const short = new Map<string, number>();
  for (const shortage of shortages) {
    if (shortage.optionValue) continue;
    short.set(shortage.productId, (short.get(shortage.productId) ?? 0) + shortage.short);
  }
  const taken = lines.map((line) => line.quantity);
  for (let index = lines.length - 1; index >= 0; index -= 1) {
    const productId = lines[index].product.id;
    const missing = short.get(productId) ?? 0;
    if (missing <= 0) continue;
    const owed = Math.min(missing, taken[index]);
    taken[index] -= owed;
    short.set(productId, missing - owed);
  }
  return taken;
}
