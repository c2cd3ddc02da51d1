import { Injectable } from '@nestjs/common';
import { ProductStockService, type StockActor } from '../../catalog';
import type { OrderTransaction } from './order-transitions.service';
import type { OrderRecord } from '../read/order-record';

/**
 * An order's stock. Each line holds the units it took from the shelf (`stockHeld`: fewer than its quantity when
 * the shelf was short under a price lock); what goes back is taken off that count, so a unit returns once, whether
 * through a refund of undelivered units, a cancel, or both.
 */
@Injectable()
export class OrderStock {
  constructor(private readonly stock: ProductStockService) {}

  /**
   * Gives a cancelled order's held stock back, exactly once (stockRestoredAt). Call inside the transaction that
   * holds the order's row lock. Returns whether the order's stock was settled now.
   */
  async restoreOnce(tx: OrderTransaction, order: OrderRecord, actor: StockActor): Promise<boolean> {
    if (order.stockRestoredAt) return false;
    const claimed = await tx.em.query<{ id: string }[]>(
      `WITH claimed AS (
         UPDATE orders SET stock_restored_at = now() WHERE id = $1 AND stock_restored_at IS NULL RETURNING id
       ) SELECT id FROM claimed`,
      [order.id],
    );
    if (claimed.length === 0) return false;
    const lines = await tx.em.query<{ product_id: string; option_value: string | null; quantity: string }[]>(
      `WITH released AS (
         UPDATE order_items i SET stock_held = 0
           FROM (SELECT id, stock_held FROM order_items WHERE order_id = $1 AND stock_held > 0 FOR UPDATE) held
          WHERE i.id = held.id
         RETURNING i.product_id, i.option_value, held.stock_held
       )
       SELECT product_id, option_value, SUM(stock_held) AS quantity FROM released
        WHERE product_id IS NOT NULL GROUP BY product_id, option_value ORDER BY product_id`,
      [order.orderId],
    );
    const released = lines.map((line) => ({
      productId: line.product_id,
      optionValue: line.option_value,
      quantity: Number(line.quantity),
    }));
    await this.stock.release(tx.em, released);
    await this.stock.recordChanges(
      tx.em,
      released.map((line) => ({ productId: line.productId, change: line.quantity })),
      { reason: 'cancel', actor, orderId: order.orderId },
    );
    order.stockRestoredAt = new Date();
    return true;
  }

  /**
   * Gives back up to `units` of each named line (a refund of units never delivered), never more than the line
   * still holds. Call under the order's row lock. Returns the units given back per line id.
   */
  async returnUnits(
    tx: OrderTransaction,
    orderId: string,
    lines: { itemId: string; units: number }[],
    actor: StockActor,
  ): Promise<Map<string, number>> {
    const returned = new Map<string, number>();
    const release: { productId: string; optionValue: string | null; quantity: number }[] = [];
    for (const { itemId, units } of lines) {
      if (units <= 0) continue;
      const [row] = await tx.em.query<{ product_id: string | null; option_value: string | null; returned: number }[]>(
        `WITH held AS (
           SELECT id, stock_held FROM order_items WHERE id = $1 AND order_id = $2 FOR UPDATE
         ), taken AS (
           UPDATE order_items i SET stock_held = i.stock_held - LEAST(held.stock_held, $3)
             FROM held WHERE i.id = held.id
           RETURNING i.product_id, i.option_value, LEAST(held.stock_held, $3)::int AS returned
         ) SELECT product_id, option_value, returned FROM taken`,
        [itemId, orderId, units],
      );
      if (!row || row.returned <= 0) continue;
      returned.set(itemId, row.returned);
      if (row.product_id)
        release.push({ productId: row.product_id, optionValue: row.option_value, quantity: row.returned });
    }
    if (release.length) {
      await this.stock.release(tx.em, release);
      await this.stock.recordChanges(
        tx.em,
        release.map((line) => ({ productId: line.productId, change: line.quantity })),
        { reason: 'refund', actor, orderId },
      );
    }
    return returned;
  }
}
