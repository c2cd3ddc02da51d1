import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

/** A visit ends a day after its last check: no order by then, and it counts as abandoned. */
const VISIT_LASTS = `interval '1 day'`;

/**
 * Carts that were looked at, and whether they became orders (docs/product/admin.md#sales-report). A visit is a
 * browser's checks of its cart (the cart page's check, checkout's quote), under the random id of its `kedai_cart`
 * cookie: from the first check until an order is placed from it, or until a day passes without a check. Counting
 * never holds a shopper up: a check that cannot be recorded is logged and the shopper gets their answer.
 */
@Injectable()
export class CartVisits {
  private readonly logger = new Logger(CartVisits.name);

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A check of the cart: the browser's open visit goes on, or a new one starts. */
  async checked(cartId: string): Promise<void> {
    try {
      await this.dataSource.transaction(async (em) => {
        // One browser's checks one at a time (the cart page and checkout may ask together): one visit, not two.
        await em.query(`SELECT pg_advisory_xact_lock(hashtext('kedai:cart:' || $1))`, [cartId]);
        await em.query(
          `WITH open AS (
             UPDATE cart_visits SET last_checked_at = now()
              WHERE cart_id = $1 AND order_id IS NULL AND last_checked_at > now() - ${VISIT_LASTS}
             RETURNING id)
           INSERT INTO cart_visits (cart_id) SELECT $1 WHERE NOT EXISTS (SELECT 1 FROM open)`,
          [cartId],
        );
      });
    } catch (error) {
      this.logger.warn(`Could not record a check of cart ${cartId}: ${String(error)}`);
    }
  }

  /** An order placed from this browser, in the order's transaction: its open visit did not end abandoned. */
  async ordered(em: EntityManager, cartId: string, orderId: string): Promise<void> {
    await em.query(
      `UPDATE cart_visits SET order_id = $2, ordered_at = now()
        WHERE cart_id = $1 AND order_id IS NULL AND last_checked_at > now() - ${VISIT_LASTS}`,
      [cartId, orderId],
    );
  }

  /**
   * Visits whose last check was in [start, end) that ended without an order: a day has passed since that check
   * and none was placed from them. Those of the last day are not known yet and are not counted.
   */
  async abandoned(start: Date, end: Date): Promise<number> {
    const [row] = await this.dataSource.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM cart_visits
        WHERE order_id IS NULL AND last_checked_at >= $1 AND last_checked_at < $2
          AND last_checked_at <= now() - ${VISIT_LASTS}`,
      [start, end],
    );
    return row?.count ?? 0;
  }
}
