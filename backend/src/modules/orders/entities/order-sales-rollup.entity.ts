import { Column, Entity, PrimaryColumn } from 'typeorm';

/*
 * The sales rollup's tables (migration OrderSalesRollup, docs/orders.md#sales-rollup). Triggers in PostgreSQL
 * write them and the sales read models read them with SQL; these declarations only say that the orders module
 * owns them (backend/scripts/check-table-ownership.mjs) and keep TypeORM's schema diff away from them.
 */

/** The zone the rollup's days are in (null until built) and when it was last built. */
@Entity('order_sales_rollup_state', { synchronize: false })
export class OrderSalesRollupState {
  @PrimaryColumn({ type: 'smallint' })
  id!: number;

  @Column({ type: 'varchar', length: 64, nullable: true })
  timeZone!: string | null;
}

/** What each order adds to the rollup now: the refresh compares the order with it. */
@Entity('order_sales_contributions', { synchronize: false })
export class OrderSalesContribution {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  orderId!: string;
}

/** Orders per day and payment method (rows added per change, folded per day by the rollup job). */
@Entity('order_sales_days', { synchronize: false })
export class OrderSalesDay {
  @PrimaryColumn({ type: 'bigint' })
  id!: string;
}

/** Revenue lines per day and product. */
@Entity('order_sales_product_days', { synchronize: false })
export class OrderSalesProductDay {
  @PrimaryColumn({ type: 'bigint' })
  id!: string;
}

/** Revenue lines per calendar month and product (migration OrderSalesProductMonths): a month's best sellers. */
@Entity('order_sales_product_months', { synchronize: false })
export class OrderSalesProductMonth {
  @PrimaryColumn({ type: 'bigint' })
  id!: string;
}

/** Revenue lines per day and category. */
@Entity('order_sales_category_days', { synchronize: false })
export class OrderSalesCategoryDay {
  @PrimaryColumn({ type: 'bigint' })
  id!: string;
}

/** Per buyer (lower-case e-mail): orders, revenue in sen, the newest order (the customer directory). */
@Entity('order_customer_totals', { synchronize: false })
export class OrderCustomerTotal {
  @PrimaryColumn({ type: 'varchar', length: 254 })
  key!: string;
}
