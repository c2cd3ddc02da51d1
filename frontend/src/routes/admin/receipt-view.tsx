import { useParams } from 'react-router-dom';
import { ReceiptView } from '@/features/admin-orders/components/receipt-view';

/** /admin/receipt-view/{orderId} and /admin/receipt-view (admin spec §2 Receipt view). */
export function AdminReceiptViewRoute() {
  const { orderId = '' } = useParams();
  return (
    <>
      <title>Receipt · Kedai Admin</title>
      <ReceiptView key={orderId} orderId={orderId} />
    </>
  );
}
