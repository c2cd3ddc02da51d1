import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { normaliseWhatsapp } from '@kedai/contracts';

/** Revenue orders (as the dashboard and the sales report count them): paid and not cancelled. */
const REVENUE = `o.payment_status = 'paid' AND o.status <> 'cancelled'`;
/** The customer's key: the order's e-mail in lower case (indexed: IDX_orders_customer_email_lower). */
const KEY = `lower(o.customer_email)`;
/** Per customer (the key): orders, revenue in sen and the last order, kept by the sales rollup's triggers. */
const TOTALS = `order_customer_totals`;
/** What a directory search looks in (indexed by trigrams: IDX_orders_customer_search_trgm). */
const SEARCHED = `lower(o.customer_name || ' ' || coalesce(o.customer_email, '') || ' ' || o.whatsapp)`;

/**
 * The refunds passed in ($1 order ids, $2 sen), added up per customer over their revenue orders: one lookup by the
 * unique order id per refunded order, so it costs what the refunds number, never a join against every order.
 */
const REFUNDS_PER_KEY = `refunds_per_key AS (
  SELECT ${KEY} AS key, sum(r.sen) AS sen
    FROM unnest($1::text[], $2::bigint[]) AS r(order_id, sen)
    JOIN orders o ON o.order_id = r.order_id
   WHERE ${REVENUE} AND o.customer_email IS NOT NULL
   GROUP BY 1)`;

/** Money refunded per order, sen: given by the payments module (which owns the ledger) to be netted here. */
export interface OrderRefunds {
  orderIds: string[];
  sen: number[];
}

export interface CustomerAggregate {
  key: string;
  orderCount: number;
  /** Paid, not cancelled orders' totals less what was refunded on them; sen, exact. */
  valueSen: number;
  lastOrderAt: Date;
}

export interface CustomerLatest {
  key: string;
  email: string;
  name: string;
  phone: string;
  lastOrderId: string;
  /** Some order was placed signed in. */
  withAccount: boolean;
  /** Every number given at checkout, newest first. */
  phones: string[];
}

export interface CustomerOrderRow {
  orderId: string;
  createdAt: Date;
  totalSen: number;
  status: string;
  paymentStatus: string;
  userId: string | null;
  customerName: string;
  whatsapp: string;
  revenue: boolean;
}

export interface CustomerPageQuery {
  search?: string;
  sort: 'last_order' | 'lifetime_value';
  limit: number;
  offset: number;
}

/** `%term%` for LIKE, its wildcards escaped. */
const likeOf = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The customer directory's side of the orders (docs/product/admin.md#customers): buyers merged by e-mail in any case,
 * their order counts, lifetime value and last order, from the orders and the per-buyer totals kept with them. Refunds live in the payments ledger:
 * the caller passes them in (`OrderRefunds`), so one statement nets them and sorts by the result.
 */
@Injectable()
export class CustomerOrdersReadModel {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * One page of customers (sorted, searched) and how many match, from the per-buyer totals the sales rollup keeps
   * (`order_customer_totals`, docs/orders.md#sales-rollup): the whole directory by last order (the default screen)
   * reads only the newest orders (`newestCustomers`) and the page's customers; the lifetime value sort and a
   * search read one row per customer, never their orders.
   */
  async page(query: CustomerPageQuery, refunds: OrderRefunds): Promise<{ rows: CustomerAggregate[]; total: number }> {
    if (query.sort === 'last_order' && !query.search?.trim()) {
      const [keys, total] = await Promise.all([this.newestCustomers(query.limit, query.offset), this.count(undefined)]);
      const rows = await this.totalsOf(keys, refunds);
      return { rows: keys.flatMap((key) => rows.get(key) ?? []), total };
    }
    const params: unknown[] = [refunds.orderIds, refunds.sen, query.limit, query.offset];
    const matched = this.searchClause(query.search, params, 't.key');
    const order =
      query.sort === 'lifetime_value' ? `"valueSen" DESC, "lastOrderAt" DESC, key` : `"lastOrderAt" DESC, key`;
    const rows = await this.dataSource.query<(CustomerAggregate & { total: number })[]>(
      `WITH ${REFUNDS_PER_KEY}
       SELECT t.key, t.orders AS "orderCount", t.last_order_at AS "lastOrderAt",
              (t.paid_sen - coalesce(rk.sen, 0))::bigint AS "valueSen", count(*) OVER ()::int AS total
         FROM ${TOTALS} t LEFT JOIN refunds_per_key rk ON rk.key = t.key
        WHERE t.orders > 0 ${matched}
        ORDER BY ${order} LIMIT $3 OFFSET $4`,
      params,
    );
    return {
      rows: rows.map((row) => ({ ...row, valueSen: Number(row.valueSen) })),
      total: rows[0]?.total ?? (query.offset > 0 ? await this.count(query.search) : 0),
    };
  }

  /** Every matching customer in batches, by e-mail (the CSV): each batch reads on from the last key (the index). */
  async *inBatches(search: string | undefined, refunds: OrderRefunds, size = 2000): AsyncIterable<CustomerAggregate[]> {
    let after = '';
    for (;;) {
      const params: unknown[] = [refunds.orderIds, refunds.sen, size, after];
      const matched = this.searchClause(search, params, 't.key');
      const rows = await this.dataSource.query<CustomerAggregate[]>(
        `WITH ${REFUNDS_PER_KEY}
         SELECT t.key, t.orders AS "orderCount", t.last_order_at AS "lastOrderAt",
                (t.paid_sen - coalesce(rk.sen, 0))::bigint AS "valueSen"
           FROM ${TOTALS} t LEFT JOIN refunds_per_key rk ON rk.key = t.key
          WHERE t.orders > 0 AND t.key > $4 ${matched}
          ORDER BY t.key LIMIT $3`,
        params,
      );
      if (rows.length === 0) return;
      yield rows.map((row) => ({ ...row, valueSen: Number(row.valueSen) }));
      if (rows.length < size) return;
      after = rows[rows.length - 1].key;
    }
  }

  /**
   * The customers of a page by last order: the newest orders, read backwards by `created_at` (its index) in a window
   * that grows until it holds enough customers. A customer's last order is where the walk first meets them, so the
   * order is exact without adding up anyone else.
   */
  private async newestCustomers(limit: number, offset: number): Promise<string[]> {
    const wanted = offset + limit;
    for (let window = Math.max(wanted * 4, 200); ; window *= 4) {
      const rows = await this.dataSource.query<{ key: string; read: number }[]>(
        `WITH recent AS (SELECT o.customer_email, o.created_at FROM orders o
                          WHERE o.customer_email IS NOT NULL ORDER BY o.created_at DESC LIMIT $1)
         SELECT lower(customer_email) AS key, (SELECT count(*) FROM recent)::int AS read
           FROM recent GROUP BY 1 ORDER BY max(created_at) DESC, 1 LIMIT $2`,
        [window, wanted],
      );
      if (rows.length >= wanted || (rows[0]?.read ?? 0) < window) {
        return rows.slice(offset, wanted).map((row) => row.key);
      }
    }
  }

  /** The figures of these customers (their index), refunds netted. */
  private async totalsOf(keys: string[], refunds: OrderRefunds): Promise<Map<string, CustomerAggregate>> {
    if (keys.length === 0) return new Map();
    const rows = await this.dataSource.query<CustomerAggregate[]>(
      `WITH ${REFUNDS_PER_KEY}
       SELECT t.key, t.orders AS "orderCount", t.last_order_at AS "lastOrderAt",
              (t.paid_sen - coalesce(rk.sen, 0))::bigint AS "valueSen"
         FROM ${TOTALS} t LEFT JOIN refunds_per_key rk ON rk.key = t.key
        WHERE t.key = ANY($3::text[]) AND t.orders > 0`,
      [refunds.orderIds, refunds.sen, keys],
    );
    return new Map(rows.map((row) => [row.key, { ...row, valueSen: Number(row.valueSen) }]));
  }

  /** For the customers of a page: the name, number and e-mail of their newest order, and every number they gave. */
  async latest(keys: string[]): Promise<Map<string, CustomerLatest>> {
    if (keys.length === 0) return new Map();
    const rows = await this.dataSource.query<CustomerLatest[]>(
      `SELECT ${KEY} AS key,
              (array_agg(o.customer_email ORDER BY o.created_at DESC))[1] AS email,
              (array_agg(o.customer_name ORDER BY o.created_at DESC))[1] AS name,
              (array_agg(o.whatsapp ORDER BY o.created_at DESC))[1] AS phone,
              (array_agg(o.order_id ORDER BY o.created_at DESC))[1] AS "lastOrderId",
              bool_or(o.user_id IS NOT NULL) AS "withAccount",
              array(SELECT DISTINCT unnest(array_agg(o.whatsapp))) AS phones
         FROM orders o
        WHERE ${KEY} = ANY($1::text[])
        GROUP BY 1`,
      [keys],
    );
    return new Map(rows.map((row) => [row.key, row]));
  }

  /** One customer's orders, newest first (their page). */
  async ordersOf(key: string, limit = 500): Promise<CustomerOrderRow[]> {
    const rows = await this.dataSource.query<(CustomerOrderRow & { totalSen: string })[]>(
      `SELECT o.order_id AS "orderId", o.created_at AS "createdAt", (o.total_amount * 100)::bigint AS "totalSen",
              o.status, o.payment_status AS "paymentStatus", o.user_id AS "userId",
              o.customer_name AS "customerName", o.whatsapp, (${REVENUE}) AS revenue
         FROM orders o
        WHERE ${KEY} = $1
        ORDER BY o.created_at DESC, o.order_id DESC
        LIMIT $2`,
      [key, limit],
    );
    return rows.map((row) => ({ ...row, totalSen: Number(row.totalSen) }));
  }

  private async count(search: string | undefined): Promise<number> {
    const params: unknown[] = [];
    const matched = this.searchClause(search, params, 't.key');
    const [row] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM ${TOTALS} t WHERE t.orders > 0 ${matched}`,
      params,
    );
    return row.total;
  }

  /**
   * A search keeps the customers with an order whose name, e-mail or number holds the words (a number in any
   * Malaysian form also matches as the stored +60… number); it adds its values to `params`.
   */
  private searchClause(search: string | undefined, params: unknown[], key: string): string {
    const term = search?.trim();
    if (!term) return '';
    params.push(likeOf(term));
    const like = `$${params.length}`;
    const phone = /^[+\d][\d\s-]{6,}$/.test(term) ? normaliseWhatsapp(term) : null;
    let phoneMatch = '';
    if (phone) {
      params.push(phone);
      phoneMatch = ` OR m.whatsapp = $${params.length}`;
    }
    return `AND ${key} IN (SELECT lower(m.customer_email) FROM orders m
                            WHERE m.customer_email IS NOT NULL
                              AND (${SEARCHED.replace(/\bo\./g, 'm.')} LIKE ${like}${phoneMatch}))`;
  }
}
