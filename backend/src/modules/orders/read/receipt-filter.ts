import type { SelectQueryBuilder } from 'typeorm';
import { likePattern } from '../../../core/database/sql-values';
import type { Order } from '../../orders/entities/order.entity';

export interface ReceiptFilter {
  search?: string;
  status?: string;
}

/** Orders with a receipt, narrowed by review status and a search over order id, customer, e-mail and product. */
export function applyReceiptFilter(
  builder: SelectQueryBuilder<Order>,
  filter: ReceiptFilter,
): SelectQueryBuilder<Order> {
  builder.andWhere('o.receiptStorageKey IS NOT NULL');
  if (filter.status && filter.status !== 'all')
    builder.andWhere('o.receiptReview = :review', { review: filter.status });
  applyOrderSearch(builder, filter.search, true);
  return builder;
}

/** The search of the payments desk: order id, customer name, e-mail, and (with products) a line's title or code. */
export function applyOrderSearch(builder: SelectQueryBuilder<Order>, raw: string | undefined, products: boolean): void {
  const search = raw?.trim();
  if (!search) return;
  const product = products
    ? ' OR EXISTS (SELECT 1 FROM order_items item WHERE item.order_id = o.order_id AND (item.title ILIKE :search OR item.product_code ILIKE :search))'
    : '';
  builder.andWhere(
    `(o.orderId ILIKE :search OR o.customerName ILIKE :search OR o.customerEmail ILIKE :search${product})`,
    { search: likePattern(search) },
  );
}
