import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A status change of a customer's only order read every order (issue 38's screens benchmark, at a million orders:
 * 20 status changes a second all timed out at the app's 4 s statement limit).
 *
 * When an order's share of the rollup is taken away (order_sales_refresh, on every counted change: a status, a
 * payment) and it was its customer's newest, the customer's newest other order is looked up for
 * order_customer_totals.last_order_at. Written as max(created_at) over the customer's orders, the planner walked the
 * created_at index backwards, expecting one of the customer's orders soon; a customer with no other order (most
 * customers) has none, so it walked all of them: 673 ms at 1,000,000 orders (`EXPLAIN ANALYZE` through
 * auto_explain), 26,800 pages read from disk. The customer's orders are now chosen first, by
 * IDX_orders_customer_email_lower (its INCLUDE holds created_at and order_id: an index-only scan of a few entries),
 * behind OFFSET 0 so the planner cannot turn it back into the walk; then the newest of those.
 *
 * The function is restated whole, as CREATE OR REPLACE needs; only that lookup differs from OrderSalesRollup's.
 */
const CUSTOMERS_ORDERS_FIRST = `(SELECT max(x.created_at) FROM (
                                                 SELECT y.created_at FROM orders y
                                                  WHERE lower(y.customer_email) = before.customer_key
                                                    AND y.customer_email IS NOT NULL AND y.order_id <> p_order_id
                                                 OFFSET 0) x)`;

/** As OrderSalesRollup wrote it (for down). */
const NEWEST_BY_CREATED_AT = `(SELECT max(x.created_at) FROM orders x
                                               WHERE lower(x.customer_email) = before.customer_key
                                                 AND x.order_id <> p_order_id)`;

const refreshFunction = (newestOtherOrder: string) => `
      CREATE OR REPLACE FUNCTION order_sales_refresh(p_order_id text) RETURNS void
      LANGUAGE plpgsql AS $$
      DECLARE
        zone text;
        o orders;
        before order_sales_contributions;
        now_c order_sales_contributions;
        lines_moved boolean := true;
      BEGIN
        PERFORM pg_advisory_xact_lock_shared(7316000001);
        SELECT time_zone INTO zone FROM order_sales_rollup_state WHERE id = 1;
        IF zone IS NULL THEN
          RETURN; -- never built: the build will read every order
        END IF;
        SELECT * INTO before FROM order_sales_contributions WHERE order_id = p_order_id FOR UPDATE;
        SELECT * INTO o FROM orders WHERE order_id = p_order_id;
        IF FOUND THEN
          now_c := order_sales_contribution(o, zone);
        END IF;
        IF before.order_id IS NOT NULL AND now_c.order_id IS NOT NULL AND before = now_c THEN
          RETURN;
        END IF;
        -- A status step (paid, processing, delivered) moves the order's day counts only, not its lines.
        IF before.order_id IS NOT NULL AND now_c.order_id IS NOT NULL THEN
          lines_moved := NOT (before.day = now_c.day AND before.created_at = now_c.created_at
                              AND before.revenue = now_c.revenue AND before.products = now_c.products
                              AND before.categories = now_c.categories);
        END IF;
        IF before.order_id IS NOT NULL THEN
          PERFORM order_sales_emit(before, -1, lines_moved);
          DELETE FROM order_sales_contributions WHERE order_id = p_order_id;
          IF before.customer_key IS NOT NULL THEN
            UPDATE order_customer_totals t
               SET orders = t.orders - 1, paid_sen = t.paid_sen - (before.gross * 100)::bigint,
                   -- The newest order taken away: the one before it is the newest now.
                   last_order_at = CASE WHEN t.last_order_at > before.created_at THEN t.last_order_at
                                        ELSE ${newestOtherOrder} END
             WHERE t.key = before.customer_key;
            -- A buyer with no order left has no row: an erased customer's address is kept nowhere.
            DELETE FROM order_customer_totals t WHERE t.key = before.customer_key AND t.orders <= 0;
          END IF;
        END IF;
        IF now_c.order_id IS NOT NULL THEN
          PERFORM order_sales_emit(now_c, 1, lines_moved);
          INSERT INTO order_sales_contributions SELECT now_c.*;
          IF now_c.customer_key IS NOT NULL THEN
            INSERT INTO order_customer_totals AS t (key, orders, paid_sen, last_order_at)
            VALUES (now_c.customer_key, 1, (now_c.gross * 100)::bigint, now_c.created_at)
            ON CONFLICT (key) DO UPDATE
               SET orders = t.orders + 1, paid_sen = t.paid_sen + excluded.paid_sen,
                   last_order_at = greatest(t.last_order_at, excluded.last_order_at);
          END IF;
        END IF;
      END $$`;

export class CustomerNewestOrderLookup1796900000000 implements MigrationInterface {
  name = 'CustomerNewestOrderLookup1796900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(refreshFunction(CUSTOMERS_ORDERS_FIRST));
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(refreshFunction(NEWEST_BY_CREATED_AT));
  }
}
