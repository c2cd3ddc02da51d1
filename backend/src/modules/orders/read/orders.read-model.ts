import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { isUuid } from '../../../core/database/sql-values';
import { Order } from '../entities/order.entity';
import type { OrderKey, OrderRecord } from './order-record';

/** How an admin URL names an order: its uuid `_id` or its orderId (any case); null for neither. */
export function orderKey(id: string): OrderKey | null {
  const trimmed = id.trim();
  if (!trimmed || trimmed.length > 60) return null;
  return isUuid(trimmed) ? { id: trimmed } : { orderId: trimmed.toUpperCase() };
}

/** A paid order's products, for the chat (credentials are given only for paid, not cancelled orders). */
export type OrderPaymentState =
  | { found: false; paid: false }
  | { found: true; paid: false }
  | {
      found: true;
      paid: true;
      orderId: string;
      /** `shopperTitle`: the title in the order's language when it kept one (docs/catalogue.md#languages). */
      products: { productCode: string; title: string; shopperTitle: string | null }[];
    };

/** Orders as other modules read them (plain records, never the entities). */
@Injectable()
export class OrdersReadModel {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** An order by its orderId or its uuid `_id`, with its lines; null when neither matches. */
  findByKey(id: string, em: EntityManager = this.dataSource.manager): Promise<OrderRecord | null> {
    const where = orderKey(id);
    return where ? this.withItems(where, em) : Promise.resolve(null);
  }

  /** One query (findOne with a relation costs TypeORM two: a DISTINCT id lookup, then the join). */
  withItems(where: OrderKey, em: EntityManager = this.dataSource.manager): Promise<Order | null> {
    return this.withItemsQuery(where, em).getOne();
  }

  /** The query of `withItems` (the order as `o`), for a reader that selects more in the same statement. */
  withItemsQuery(where: OrderKey, em: EntityManager = this.dataSource.manager): SelectQueryBuilder<Order> {
    const [column, value] = 'id' in where ? ['id', where.id] : ['orderId', where.orderId];
    return em
      .getRepository(Order)
      .createQueryBuilder('o')
      .leftJoinAndSelect('o.items', 'item')
      .where(`o.${column} = :value`, { value });
  }

  /**
   * A customer's orders, newest first: those of the account, of any of the e-mails (any case) and the orders
   * named. Nothing given: none.
   */
  async forCustomer(
    match: { userId: string | null; emails: string[]; orderIds: string[] },
    limit = 20,
  ): Promise<Order[]> {
    const { userId, emails, orderIds } = match;
    if (!userId && emails.length === 0 && orderIds.length === 0) return [];
    const ids = await this.dataSource.query<{ id: string }[]>(
      `SELECT id FROM orders
       WHERE ($1::uuid IS NOT NULL AND user_id = $1::uuid)
          OR lower(customer_email) = ANY($2::text[])
          OR order_id = ANY($3::text[])
       ORDER BY created_at DESC LIMIT $4`,
      [userId, emails.map((email) => email.toLowerCase()), orderIds, limit],
    );
    if (ids.length === 0) return [];
    return this.dataSource
      .getRepository(Order)
      .createQueryBuilder('o')
      .leftJoinAndSelect('o.items', 'item')
      .where('o.id IN (:...ids)', { ids: ids.map((row) => row.id) })
      .orderBy('o.createdAt', 'DESC')
      .getMany();
  }

  /**
   * Who gave this WhatsApp number at checkout (its stored form, +60…): the newest order with it, for a WhatsApp
   * conversation's customer. Null when no order has it.
   */
  async customerByWhatsapp(
    phone: string,
  ): Promise<{ orderId: string; userId: string | null; name: string; email: string | null } | null> {
    const rows = await this.dataSource.query<
      { order_id: string; user_id: string | null; customer_name: string; customer_email: string | null }[]
    >(
      `SELECT order_id, user_id, customer_name, customer_email FROM orders WHERE whatsapp = $1
       ORDER BY created_at DESC LIMIT 1`,
      [phone],
    );
    const row = rows[0];
    return row
      ? { orderId: row.order_id, userId: row.user_id, name: row.customer_name, email: row.customer_email }
      : null;
  }

  /** Who placed each of these orders (unknown ids are left out). */
  async customersOf(orderIds: string[]): Promise<{ orderId: string; userId: string | null; email: string | null }[]> {
    if (orderIds.length === 0) return [];
    const rows = await this.dataSource.query<
      { order_id: string; user_id: string | null; customer_email: string | null }[]
    >(`SELECT order_id, user_id, customer_email FROM orders WHERE order_id = ANY($1::text[])`, [orderIds]);
    return rows.map((row) => ({
      orderId: row.order_id,
      userId: row.user_id,
      email: row.customer_email?.toLowerCase() ?? null,
    }));
  }

  /** Whether the order is paid (and not cancelled), and then its distinct products. */
  async paymentState(rawOrderId: string): Promise<OrderPaymentState> {
    const order = await this.dataSource.getRepository(Order).findOneBy({ orderId: rawOrderId.trim().slice(0, 20) });
    if (!order) return { found: false, paid: false };
    const paid = order.paymentStatus === 'paid' && order.status !== 'cancelled';
    if (!paid) return { found: true, paid: false };
    const products = await this.dataSource.query<
      { product_code: string; title: string; shopper_title: string | null }[]
    >(`SELECT DISTINCT product_code, title, shopper_title FROM order_items WHERE order_id = $1`, [order.orderId]);
    return {
      found: true,
      paid: true,
      orderId: order.orderId,
      products: products.map((row) => ({
        productCode: row.product_code,
        title: row.title,
        shopperTitle: row.shopper_title,
      })),
    };
  }

  /** Orders whose fulfilment step has been "sending" since before `before` (for the sweeper). */
  async pendingStepsSince(before: Date, limit = 200): Promise<{ orderId: string; pendingStep: string }[]> {
    const rows = await this.dataSource.query<{ order_id: string; pending_step: string }[]>(
      `SELECT order_id, pending_step FROM orders
       WHERE pending_step IS NOT NULL AND updated_at < $1 ORDER BY updated_at LIMIT $2`,
      [before, limit],
    );
    return rows.map((row) => ({ orderId: row.order_id, pendingStep: row.pending_step }));
  }

  /** Orders still unpaid and pending, created before `before`, with their creation time (for the sweeper). */
  async unpaidSince(before: Date, limit = 500): Promise<{ orderId: string; createdAt: Date }[]> {
    const rows = await this.dataSource.query<{ order_id: string; created_at: Date }[]>(
      `SELECT order_id, created_at FROM orders
       WHERE status = 'pending' AND payment_status = 'pending' AND created_at < $1 ORDER BY created_at LIMIT $2`,
      [before, limit],
    );
    return rows.map((row) => ({ orderId: row.order_id, createdAt: new Date(row.created_at) }));
  }

  // Backorders: paid or unpaid orders waiting for a product's codes (fulfilment fills them on restock).

  /** Whether orders (not cancelled) wait for this product's codes, as `em` sees it. */
  async hasBackorders(em: EntityManager, productCode: string): Promise<boolean> {
    const rows = await em.query<unknown[]>(
      `SELECT 1 FROM orders o JOIN order_items i ON i.order_id = o.order_id
        WHERE i.product_code = $1 AND o.backordered_at IS NOT NULL AND o.status <> 'cancelled' LIMIT 1`,
      [productCode],
    );
    return rows.length > 0;
  }

  /** How many orders (not cancelled) wait for each product's codes. */
  async backordersByProduct(): Promise<Map<string, number>> {
    const rows = await this.dataSource.query<{ product_code: string; backorders: number }[]>(
      `SELECT i.product_code, count(DISTINCT o.order_id)::int AS backorders
         FROM orders o JOIN order_items i ON i.order_id = o.order_id
        WHERE o.backordered_at IS NOT NULL AND o.status <> 'cancelled'
        GROUP BY i.product_code`,
    );
    return new Map(rows.map((row) => [row.product_code, row.backorders]));
  }

  /** The products that paid, not cancelled backorders wait for. */
  async paidBackorderProducts(): Promise<string[]> {
    const rows = await this.dataSource.query<{ product_code: string }[]>(
      `SELECT DISTINCT i.product_code FROM orders o JOIN order_items i ON i.order_id = o.order_id
        WHERE o.backordered_at IS NOT NULL AND o.status <> 'cancelled' AND o.payment_status = 'paid'`,
    );
    return rows.map((row) => row.product_code);
  }

  /** The oldest paid, not cancelled order waiting for this product's codes, other than those in `tried`. */
  async oldestPaidBackorder(productCode: string, tried: string[]): Promise<string | null> {
    const [row] = await this.dataSource.query<{ order_id: string }[]>(
      `SELECT o.order_id FROM orders o
        WHERE o.backordered_at IS NOT NULL AND o.status <> 'cancelled' AND o.payment_status = 'paid'
          AND EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.order_id AND i.product_code = $1)
          AND o.order_id <> ALL($2::varchar[])
        ORDER BY o.created_at, o.order_id
        LIMIT 1`,
      [productCode, tried],
    );
    return row?.order_id ?? null;
  }

  /** The order's rows as stored (order, lines, timeline), as JSON: what the order inspector shows. */
  async storedRows(orderId: string): Promise<{ order: unknown; items: unknown; events: unknown }> {
    const one = async (sql: string) => ((await this.dataSource.query(sql, [orderId])) as { rows: unknown }[])[0]?.rows;
    const [order, items, events] = await Promise.all([
      one(`SELECT to_jsonb(o) AS rows FROM orders o WHERE o.order_id = $1`),
      one(
        `SELECT coalesce(jsonb_agg(to_jsonb(i) ORDER BY i.id), '[]') AS rows FROM order_items i WHERE i.order_id = $1`,
      ),
      one(
        `SELECT coalesce(jsonb_agg(to_jsonb(e) ORDER BY e.at, e.id), '[]') AS rows FROM order_events e WHERE e.order_id = $1`,
      ),
    ]);
    return { order, items, events };
  }
}
