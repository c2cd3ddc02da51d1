import { EntityManager } from 'typeorm';
import { Order } from './entities/order.entity';

/**
 * Gives a cancelled order's reserved stock back, exactly once (stockRestoredAt). Call inside the
 * transaction that holds the order's row lock. Returns whether stock was given back now.
 */
export async function restoreStockOnce(em: EntityManager, order: Order): Promise<boolean> {
  if (order.stockRestoredAt) return false;
  const claimed = await em.query<{ id: string }[]>(
    `WITH claimed AS (
       UPDATE orders SET stock_restored_at = now() WHERE id = $1 AND stock_restored_at IS NULL RETURNING id
     ) SELECT id FROM claimed`,
    [order.id],
  );
  if (claimed.length === 0) return false;
  const lines = await em.query<{ product_id: string; quantity: string }[]>(
    `SELECT product_id, SUM(quantity) AS quantity FROM order_items
     WHERE order_id = $1 AND product_id IS NOT NULL GROUP BY product_id ORDER BY product_id`,
    [order.orderId],
  );
  for (const line of lines) {
    await em.query('UPDATE products SET stock = stock + $2, updated_at = now() WHERE id = $1', [
      line.product_id,
      Number(line.quantity),
    ]);
  }
  order.stockRestoredAt = new Date();
  return true;
}
