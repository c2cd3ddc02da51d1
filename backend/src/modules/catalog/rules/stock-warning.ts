/**
 * The one low-stock rule (docs/product/admin.md#products): a product is low on stock when its stock is at
 * or under its stock warning level. Product Management's badge and the dashboard's "Low stock" both use it.
 */
export function isLowStock(product: { stock: number; stockWarningLevel: number }): boolean {
  return product.stock <= product.stockWarningLevel;
}

/** The same rule as SQL, for a query on `products` aliased `alias`. */
export function lowStockSql(alias: string): string {
  return `${alias}.stock <= ${alias}.stock_warning_level`;
}
