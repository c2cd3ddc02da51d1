import { RentalAccountsScreen } from '@/features/admin-orders/components/rental-accounts-screen';

/** /admin/rental-accounts: the game rental account pool. */
export function AdminRentalAccountsRoute() {
  return (
    <>
      <title>Rental Accounts · Kedai Admin</title>
      <RentalAccountsScreen />
    </>
  );
}
