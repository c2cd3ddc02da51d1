import { useTranslation } from 'react-i18next';
import { ReceiptsScreen } from '@/features/admin-orders/components/receipts-screen';
import { useAuth } from '@/features/auth/hooks/use-auth';

/** /admin/receipts (and /payment-receipts, /customer-receipts): the receipt review queue, live. */
export function AdminReceiptsRoute() {
  const { t } = useTranslation('admin-fulfilment');
  const { user } = useAuth();
  return (
    <>
      <title>{t('pageTitles.receipts')}</title>
      <ReceiptsScreen canExport={user?.role === 'admin'} />
    </>
  );
}
