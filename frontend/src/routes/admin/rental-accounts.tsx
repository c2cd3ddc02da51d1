import { useTranslation } from 'react-i18next';
import { RentalAccountsScreen } from '@/features/admin-orders/components/rental-accounts-screen';

/** /admin/rental-accounts: the game rental account pool. */
export function AdminRentalAccountsRoute() {
  const { t } = useTranslation('admin-fulfilment');
  return (
    <>
      <title>{t('pageTitles.rentalAccounts')}</title>
      <RentalAccountsScreen />
    </>
  );
}
