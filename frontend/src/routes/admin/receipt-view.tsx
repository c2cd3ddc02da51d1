import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ReceiptView } from '@/features/admin-orders/components/receipt-view';

/** /admin/receipt-view/{orderId} and /admin/receipt-view (docs/product/admin.md#receipt-review). */
export function AdminReceiptViewRoute() {
  const { t } = useTranslation('admin-fulfilment');
  const { orderId = '' } = useParams();
  return (
    <>
      <title>{t('pageTitles.receiptView')}</title>
      <ReceiptView key={orderId} orderId={orderId} />
    </>
  );
}
