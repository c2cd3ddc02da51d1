import { useTranslation } from 'react-i18next';
import { AutoDeliveryScreen } from '@/features/admin-orders/components/auto-delivery-screen';

/** /admin/auto-delivery: Auto Delivery Management (docs/product/admin.md#auto-delivery). */
export function AdminAutoDeliveryRoute() {
  const { t } = useTranslation('admin-fulfilment');
  return (
    <>
      <title>{t('pageTitles.autoDelivery')}</title>
      <AutoDeliveryScreen />
    </>
  );
}
