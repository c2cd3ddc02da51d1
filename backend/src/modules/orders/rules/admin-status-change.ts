import type { EntityManager } from 'typeorm';
import type { OrderStatus } from '../order.constants';
import type { OrderKey } from '../read/order-record';

/** The statuses `setStatusInOneStatement` sets: all but cancelled, which gives stock back (AdminOrdersService). */
export type PlainStatus = Exclude<OrderStatus, 'cancelled'>;

/**
 * An admin's status change for any status but cancelled, as one statement (atomic on its own, so no BEGIN/COMMIT round
 * trips): locks the order row, sets the status, stamps shippedAt the first time the order is shipped or delivered,
 * takes a delivered order off the backorder list, and writes the timeline line, all or nothing. Nothing is written when
 * the order already has the status. Null when there is no such order.
 */
export async function setStatusInOneStatement(
  em: EntityManager,
  where: OrderKey,
  status: PlainStatus,
  adminId: string,
): Promise<{ orderId: string; changed: boolean; was: OrderStatus } | null> {
  const [column, value] = 'id' in where ? ['id', where.id] : ['order_id', where.orderId];
  const rows = await em.query<{ order_id: string; changed: boolean; was: OrderStatus }[]>(
    `WITH old AS (
       SELECT id, order_id, status FROM orders WHERE ${column} = $1 FOR UPDATE
     ), changed AS (
       UPDATE orders o SET
         status = $2,
         updated_at = CURRENT_TIMESTAMP,
         shipped_at = CASE WHEN $2 IN ('shipped', 'delivered') AND o.shipped_at IS NULL
                           THEN CURRENT_TIMESTAMP ELSE o.shipped_at END,
         backordered_at = CASE WHEN $2 = 'delivered' THEN NULL ELSE o.backordered_at END
       FROM old WHERE o.id = old.id AND old.status <> $2
       RETURNING o.order_id, old.status AS was
     ), line AS (
       INSERT INTO order_events (order_id, actor_type, actor_id, action, details)
       SELECT order_id, 'admin', $3, 'status_changed',
              jsonb_build_object('from', was, 'to', $2::varchar, 'stockRestored', false)
       FROM changed
     )
     SELECT old.order_id, old.status AS was, EXISTS (SELECT 1 FROM changed) AS changed FROM old`,
    [value, status, adminId],
  );
  return rows[0] ? { orderId: rows[0].order_id, changed: rows[0].changed, was: rows[0].was } : null;
}
