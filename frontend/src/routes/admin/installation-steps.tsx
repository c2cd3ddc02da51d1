import { useParams } from 'react-router-dom';
import { InstallationStepsView } from '@/features/admin-orders/components/installation-steps-view';

/** /admin/orders/{orderId}/installation-steps: the e-mail-format guide popup of the orders table. */
export function AdminInstallationStepsRoute() {
  const { orderId = '' } = useParams();
  return (
    <>
      <title>Installation Steps · Kedai Admin</title>
      <InstallationStepsView key={orderId} orderId={orderId} />
    </>
  );
}
