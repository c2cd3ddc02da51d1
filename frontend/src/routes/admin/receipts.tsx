import { ReceiptsScreen } from '@/features/admin-orders/components/receipts-screen';
import { useAuth } from '@/features/auth/hooks/use-auth';

/** /admin/receipts (and /payment-receipts, /customer-receipts): the receipt review queue, live. */
export function AdminReceiptsRoute() {
  const { user } = useAuth();
  return (
    <>
      <title>Payment Receipts · Kedai Admin</title>
      <ReceiptsScreen canExport={user?.role === 'admin'} />
    </>
  );
}
