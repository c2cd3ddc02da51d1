import { OrdersScreen } from '@/features/admin-orders/components/orders-screen';

/** /admin/orders: Admin Orders (admin spec §2), live. */
export function AdminOrdersRoute() {
  return (
    <>
      <title>Orders · Kedai Admin</title>
      <OrdersScreen />
    </>
  );
}
