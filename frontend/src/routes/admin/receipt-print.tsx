import { useParams } from 'react-router-dom';
import { PrintableReceipt } from '@/features/admin-orders/components/printable-receipt';

/** /admin/receipt-view/{orderId}/print: the printable receipt of Generate PDF. */
export function AdminReceiptPrintRoute() {
  const { orderId = '' } = useParams();
  return <PrintableReceipt orderId={orderId} />;
}
