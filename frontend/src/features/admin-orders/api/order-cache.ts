import type { AdminOrderDetail, AdminOrderList, AdminOrderView } from '@kedai/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { adminOrderDetailKey } from './get-admin-order';
import { adminOrderListsKey, orderMatchesFilter, type AdminOrderFilter } from './get-admin-orders';

/**
 * Puts a changed order into every cached orders list (new orders at the top of page 1, changed ones in
 * place, ones that no longer match a filter out) and into its cached detail, keeping the timeline.
 */
export function upsertAdminOrder(queryClient: QueryClient, order: AdminOrderView): void {
  const lists = queryClient.getQueriesData<AdminOrderList>({ queryKey: adminOrderListsKey });
  for (const [key, list] of lists) {
    if (!list) continue;
    const filter = key[key.length - 1] as AdminOrderFilter;
    const index = list.orders.findIndex((item) => item._id === order._id);
    const matches = orderMatchesFilter(order, filter);
    let next: AdminOrderList | null = null;
    if (index !== -1 && matches) {
      next = { ...list, orders: list.orders.map((item, i) => (i === index ? order : item)) };
    } else if (index !== -1) {
      next = { orders: list.orders.filter((_, i) => i !== index), total: Math.max(list.total - 1, 0) };
    } else if (matches && filter.page === 1) {
      next = { orders: [order, ...list.orders], total: list.total + 1 };
    }
    if (next) queryClient.setQueryData(key, next);
  }
  for (const id of [order.orderId, order._id]) {
    queryClient.setQueryData<AdminOrderDetail>(adminOrderDetailKey(id), (detail) =>
      detail ? { ...order, timeline: detail.timeline } : detail,
    );
  }
}
