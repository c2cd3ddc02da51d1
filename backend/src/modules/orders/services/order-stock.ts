import { Injectable } from '@nestjs/common';
import { ProductStockService } from '../../catalog/services/product-stock.service';
import type { OrderTransaction } from './order-transitions.service';
import type { OrderRecord } from '../read/order-record';

/** An order's stock: given back to the catalogue once when the order is cancelled. */
@Injectable()
export class OrderStock {
  constructor(private readonly stock: ProductStockService) {}

  /**
   * Gives a cancelled order's reserved stock back, exactly once (stockRestoredAt). Call inside the
   * transaction that holds the order's row lock. Returns whether stock was given back now.
   */
  async restoreOnce(tx: OrderTransaction, order: OrderRecord): Promise<boolean> {
    if (order.stockRestoredAt) return false;
    const claimed = await tx.em.query<{ id: string }[]>(
      `WITH claimed AS (
         UPDATE orders SET stock_restored_at = now() WHERE id = $1 AND stock_restored_at IS NULL RETURNING id
       ) SELECT id FROM claimed`,
      [order.id],
    );
    if (claimed.length === 0) return false;
    const lines = await tx.em.query<{ product_id: string; option_value: string | null; quantity: string }[]>(
      `SELECT product_id, option_value, SUM(quantity) AS quantity FROM order_items
       WHERE order_id = $1 AND product_id IS NOT NULL GROUP BY product_id, option_value ORDER BY product_id`,
      [order.orderId],
    );
    await this.stock.release(
      tx.em,
      lines.map((line) => ({
        productId: line.product_id,
        optionValue: line.option_value,
        quantity: Number(line.quantity),
      })),
    );
    order.stockRestoredAt = new Date();
    return true;
  }
}
