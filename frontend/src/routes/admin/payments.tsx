import { useTranslation } from 'react-i18next';
import { PaymentsScreen } from '@/features/admin-payments/components/payments-screen';

/** /admin/payments: the payment ledger with filters and CSV export (admin only). */
export function AdminPaymentsRoute() {
  const { t } = useTranslation('admin');
  return (
    <>
      <title>{t('nav.links.payments')}</title>
      <PaymentsScreen />
    </>
  );
}
