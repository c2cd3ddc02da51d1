import { useTranslation } from 'react-i18next';
import { AutoDeliveryScreen } from '@/features/admin-orders/components/auto-delivery-screen';

/** /admin/auto-delivery: Auto Delivery Management (admin spec §2). */
export function AdminAutoDeliveryRoute() {
  const { t } = useTranslation('admin-fulfilment');
  return (
    <>
      <title>{t('pageTitles.autoDelivery')}</title>
      <AutoDeliveryScreen />
    </>
  );
}
