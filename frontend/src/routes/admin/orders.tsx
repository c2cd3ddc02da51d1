import { useTranslation } from 'react-i18next';
import { OrdersScreen } from '@/features/admin-orders/components/orders-screen';
import { useAuth } from '@/features/auth/hooks/use-auth';

/** /admin/orders: Admin Orders (docs/product/admin.md#orders), live. */
export function AdminOrdersRoute() {
  const { t } = useTranslation('admin-orders');
  const { user } = useAuth();
  return (
    <>
      <title>{t('orders.pageTitle')}</title>
      <OrdersScreen canExport={user?.role === 'admin'} />
    </>
  );
}
