import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CustomerDirectory } from '@/features/admin-customers/components/customer-directory';
import { CustomerPage } from '@/features/admin-customers/components/customer-page';

/** /admin/customers: the customer directory (staff; lifetime value and the CSV for admins). */
export function AdminCustomersRoute() {
  const { t } = useTranslation('admin');
  return (
    <>
      <title>{t('customers.pageTitle')}</title>
      <CustomerDirectory />
    </>
  );
}

/** /admin/customers/:key: one customer (their e-mail). */
export function AdminCustomerRoute() {
  const { t } = useTranslation('admin');
  const { key = '' } = useParams();
  return (
    <>
      <title>{t('customers.customerPageTitle', { key })}</title>
      <CustomerPage key={key} customerKey={key} />
    </>
  );
}
