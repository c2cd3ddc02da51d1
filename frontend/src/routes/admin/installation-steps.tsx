import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { InstallationStepsView } from '@/features/admin-orders/components/installation-steps-view';

/** /admin/orders/{orderId}/installation-steps: the e-mail-format guide popup of the orders table. */
export function AdminInstallationStepsRoute() {
  const { t } = useTranslation('admin-orders');
  const { orderId = '' } = useParams();
  return (
    <>
      <title>{t('installationSteps.pageTitle')}</title>
      <InstallationStepsView key={orderId} orderId={orderId} />
    </>
  );
}
