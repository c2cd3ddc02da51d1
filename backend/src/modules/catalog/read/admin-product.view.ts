import { missingProductTranslations, type AdminProductView } from '@kedai/contracts';
import type { Product } from '../entities/product.entity';
import { isLowStock } from '../rules/stock-warning';
import { toProductView } from './product.view';

export type { AdminProductDeleteResult, AdminProductView } from '@kedai/contracts';

/** What Product Management receives for a product: the storefront's fields plus stock control and status. */
export function toAdminProductView(product: Product): AdminProductView {
  return {
    ...toProductView(product),
    translations: product.translations,
    missingTranslations: missingProductTranslations(product, product.translations),
    stockWarningLevel: product.stockWarningLevel,
    hasStockWarning: isLowStock(product),
    variants: product.variants,
    isActive: product.isActive,
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}
