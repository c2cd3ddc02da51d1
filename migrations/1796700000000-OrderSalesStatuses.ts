import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The sales rollup's day rows also keyed by the order's status and payment status (docs/orders.md#sales-rollup),
 * so the Orders screen's count and figures for a status, a payment status and whole days come from a few rows per
 * day instead of counting the orders: counting the 850,000 delivered orders of a million took 100 ms and more.
 *
 * Each contribution now carries the two statuses, so a status step (paid → processing) takes the order's day row
 * away under the old status and adds it under the new one; its lines do not move (order_sales_refresh compares
 * the lines' figures, unchanged). The fold keeps one row per day, method and statuses. The rollup is rebuilt in
 * its zone from the orders (about a minute at a million orders; order writes wait for it, as for a zone change).
 */
export class OrderSalesStatuses1796700000000 implements MigrationInterface {
  name = 'OrderSalesStatuses1796700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['order_sales_contributions', 'order_sales_days']) {
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD "status" character varying(12) NOT NULL DEFAULT 'pending',
                                ADD "payment_status" character varying(10) NOT NULL DEFAULT 'pending'`,
      );
      await queryRunner.query(
        `ALTER TABLE "${table}" ALTER "status" DROP DEFAULT, ALTER "payment_status" DROP DEFAULT`,
      );
    }
    await this.functions(queryRunner, true);
    await queryRunner.query(
      `SELECT order_sales_rebuild(time_zone) FROM order_sales_rollup_state WHERE id = 1 AND time_zone IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await this.functions(queryRunner, false);
    for (const table of ['order_sales_contributions', 'order_sales_days'])
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "status", DROP COLUMN "payment_status"`);
    await queryRunner.query(
      `SELECT order_sales_rebuild(time_zone) FROM order_sales_rollup_state WHERE id = 1 AND time_zone IS NOT NULL`,
    );
  }

  /**
   * The three functions that know the day rows' key, with the statuses (`withStatuses`) or as they were. Public
   * because migration OrderSalesProductMonths puts them back as they are here when it is reverted.
   */
  async functions(queryRunner: QueryRunner, withStatuses: boolean): Promise<void> {
    const keyColumns = withStatuses ? ', status, payment_status' : '';
    // order_sales_contribution: the statuses recorded (the row type gained the columns).
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION order_sales_contribution(o orders, zone text) RETURNS order_sales_contributions
      LANGUAGE plpgsql STABLE AS $$
      DECLARE
        c order_sales_contributions;
      BEGIN
        c.order_id := o.order_id;
        c.created_at := o.created_at;
        c.day := (o.created_at AT TIME ZONE zone)::date;
        c.payment_method := o.payment_method;
        c.customer_key := lower(o.customer_email);
        c.revenue := o.payment_status = 'paid' AND o.status <> 'cancelled';
        c.unpaid := o.status <> 'cancelled' AND o.payment_status <> 'paid';
        c.cancelled := o.status = 'cancelled';
        c.pending := o.status = 'pending';
        c.delivered := o.status = 'delivered';
        ${withStatuses ? 'c.status := o.status;\n        c.payment_status := o.payment_status;' : ''}
        c.units := 0;
        c.gross := 0;
        c.discounts := 0;
        c.products := '[]';
        c.categories := '[]';
        IF c.revenue THEN
          c.gross := o.total_amount;
          c.discounts := o.discount_amount;
          SELECT coalesce(sum(p.units), 0),
                 coalesce(jsonb_agg(jsonb_build_array(p.key, p.product_id, p.product_code, p.title, p.units, p.gross)
                                    ORDER BY p.key), '[]')
            INTO c.units, c.products
            FROM (SELECT coalesce(i.product_id::text, i.product_code) AS key, (array_agg(i.product_id))[1] AS product_id,
                         max(i.product_code) AS product_code, max(i.title) AS title,
                         sum(i.quantity)::int AS units, sum(i.line_total) AS gross
                    FROM order_items i WHERE i.order_id = o.order_id GROUP BY 1) p;
          SELECT coalesce(jsonb_agg(jsonb_build_array(k.category, k.units, k.gross) ORDER BY k.category), '[]')
            INTO c.categories
            FROM (SELECT i.category, sum(i.quantity)::int AS units, sum(i.line_total) AS gross
                    FROM order_items i WHERE i.order_id = o.order_id GROUP BY 1) k;
        END IF;
        RETURN c;
      END $$`);

    // order_sales_emit: the day row under the order's statuses.
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION order_sales_emit(c order_sales_contributions, sign integer, with_lines boolean)
      RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO order_sales_days (day, payment_method${keyColumns}, placed, orders, units, gross, discounts,
                                      unpaid, cancelled, pending, delivered)
        VALUES (c.day, c.payment_method${withStatuses ? ', c.status, c.payment_status' : ''}, sign,
                CASE WHEN c.revenue THEN sign ELSE 0 END, sign * c.units, sign * c.gross, sign * c.discounts,
                CASE WHEN c.unpaid THEN sign ELSE 0 END, CASE WHEN c.cancelled THEN sign ELSE 0 END,
                CASE WHEN c.pending THEN sign ELSE 0 END, CASE WHEN c.delivered THEN sign ELSE 0 END);
        IF c.revenue AND with_lines THEN
          -- The name comes with the order's time, in both signs: a share taken away cancels its own name (the
          -- readers name a product by the newest (name, time) whose orders still add up to more than none).
          INSERT INTO order_sales_product_days (day, product_key, product_id, product_code, label, label_at, orders,
                                                units, gross)
          SELECT c.day, p->>0, (p->>1)::uuid, p->>2, p->>3, c.created_at,
                 sign, sign * (p->>4)::int, sign * (p->>5)::numeric
            FROM jsonb_array_elements(c.products) p;
          INSERT INTO order_sales_category_days (day, category, orders, units, gross)
          SELECT c.day, k->>0, sign, sign * (k->>1)::int, sign * (k->>2)::numeric
            FROM jsonb_array_elements(c.categories) k;
        END IF;
      END $$`);

    // order_sales_fold: one day row per day, method and statuses.
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION order_sales_fold(from_contributions boolean) RETURNS void
      LANGUAGE plpgsql AS $$
      BEGIN
        IF from_contributions THEN
          INSERT INTO order_sales_days (day, payment_method${keyColumns}, placed, orders, units, gross, discounts,
                                        unpaid, cancelled, pending, delivered)
          SELECT day, payment_method${keyColumns}, count(*), count(*) FILTER (WHERE revenue), sum(units), sum(gross),
                 sum(discounts), count(*) FILTER (WHERE unpaid), count(*) FILTER (WHERE cancelled),
                 count(*) FILTER (WHERE pending), count(*) FILTER (WHERE delivered)
            FROM order_sales_contributions GROUP BY day, payment_method${keyColumns};
          INSERT INTO order_sales_product_days (day, product_key, product_id, product_code, label, label_at, orders,
                                                units, gross)
          SELECT c.day, p->>0, ((array_agg(p->>1 ORDER BY c.created_at DESC))[1])::uuid,
                 (array_agg(p->>2 ORDER BY c.created_at DESC))[1], (array_agg(p->>3 ORDER BY c.created_at DESC))[1],
                 max(c.created_at), count(*), sum((p->>4)::int), sum((p->>5)::numeric)
            FROM order_sales_contributions c, jsonb_array_elements(c.products) p
           WHERE c.revenue GROUP BY c.day, p->>0;
          INSERT INTO order_sales_category_days (day, category, orders, units, gross)
          SELECT c.day, k->>0, count(*), sum((k->>1)::int), sum((k->>2)::numeric)
            FROM order_sales_contributions c, jsonb_array_elements(c.categories) k
           WHERE c.revenue GROUP BY c.day, k->>0;
          INSERT INTO order_customer_totals (key, orders, paid_sen, last_order_at)
          SELECT customer_key, count(*), sum((gross * 100)::bigint), max(created_at)
            FROM order_sales_contributions WHERE customer_key IS NOT NULL GROUP BY customer_key;
          RETURN;
        END IF;
        WITH gone AS (
          DELETE FROM order_sales_days WHERE day IN (
            SELECT day FROM order_sales_days GROUP BY day, payment_method${keyColumns} HAVING count(*) > 1)
          RETURNING *)
        INSERT INTO order_sales_days (day, payment_method${keyColumns}, placed, orders, units, gross, discounts,
                                      unpaid, cancelled, pending, delivered)
        SELECT day, payment_method${keyColumns}, sum(placed), sum(orders), sum(units), sum(gross), sum(discounts),
               sum(unpaid), sum(cancelled), sum(pending), sum(delivered)
          FROM gone GROUP BY day, payment_method${keyColumns}
        HAVING sum(placed) <> 0 OR sum(orders) <> 0 OR sum(units) <> 0 OR sum(gross) <> 0 OR sum(discounts) <> 0
            OR sum(unpaid) <> 0 OR sum(cancelled) <> 0 OR sum(pending) <> 0 OR sum(delivered) <> 0;
        WITH gone AS (
          DELETE FROM order_sales_product_days WHERE day IN (
            SELECT day FROM order_sales_product_days GROUP BY day, product_key HAVING count(*) > 1)
          RETURNING *),
        named AS (
          SELECT day, product_key, product_id, product_code, label, label_at, sum(orders) AS orders,
                 sum(units) AS units, sum(gross) AS gross
            FROM gone GROUP BY day, product_key, product_id, product_code, label, label_at)
        INSERT INTO order_sales_product_days (day, product_key, product_id, product_code, label, label_at, orders,
                                              units, gross)
        SELECT day, product_key,
               (array_agg(product_id ORDER BY label_at DESC) FILTER (WHERE orders > 0))[1],
               coalesce((array_agg(product_code ORDER BY label_at DESC) FILTER (WHERE orders > 0))[1], min(product_code)),
               coalesce((array_agg(label ORDER BY label_at DESC) FILTER (WHERE orders > 0))[1], min(label)),
               coalesce(max(label_at) FILTER (WHERE orders > 0), min(label_at)),
               sum(orders), sum(units), sum(gross)
          FROM named GROUP BY day, product_key
        HAVING sum(orders) <> 0 OR sum(units) <> 0 OR sum(gross) <> 0;
        WITH gone AS (
          DELETE FROM order_sales_category_days WHERE day IN (
            SELECT day FROM order_sales_category_days GROUP BY day, category HAVING count(*) > 1)
          RETURNING *)
        INSERT INTO order_sales_category_days (day, category, orders, units, gross)
        SELECT day, category, sum(orders), sum(units), sum(gross)
          FROM gone GROUP BY day, category
        HAVING sum(orders) <> 0 OR sum(units) <> 0 OR sum(gross) <> 0;
      END $$`);
  }
}
