import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ProductOrdersReader } from '../../catalog';

/** Orders' answer to the catalog's questions about a product's orders. */
@Injectable()
export class ProductOrdersReadModel implements ProductOrdersReader {
  async isOrdered(em: EntityManager, productId: string): Promise<boolean> {
    const [{ ordered }] = await em.query<{ ordered: boolean }[]>(
      'SELECT EXISTS (SELECT 1 FROM order_items WHERE product_id = $1) AS ordered',
      [productId],
    );
    return ordered;
  }
}
