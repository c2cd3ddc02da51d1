import { OrdersScreen } from '@/features/admin-orders/components/orders-screen';
import { useAuth } from '@/features/auth/hooks/use-auth';

/** /admin/orders: Admin Orders (admin spec §2), live. */
export function AdminOrdersRoute() {
  const { user } = useAuth();
  return (
    <>
      <title>Orders · Kedai Admin</title>
      <OrdersScreen canExport={user?.role === 'admin'} />
    </>
  );
}
