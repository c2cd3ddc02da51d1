import type { EntityManager } from 'typeorm';

/**
 * What the catalog asks of orders about a product. The catalog declares it and the orders module provides
 * it (`ProductOrdersModule`), so the catalog never imports orders (orders import the catalog).
 */
export abstract class ProductOrdersReader {
  /** Whether any order has a line of this product, as `em` sees it. */
  abstract isOrdered(em: EntityManager, productId: string): Promise<boolean>;
}
