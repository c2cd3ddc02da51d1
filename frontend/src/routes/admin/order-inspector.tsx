import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { OrderInspector } from '@/features/admin-inspector/components/order-inspector';
import { OrderInspectorPicker } from '@/features/admin-inspector/components/order-inspector-picker';

/** /admin/orders/{orderId}/inspect: the order inspector (admin only, issue 22). */
export function AdminOrderInspectorRoute() {
  const { t } = useTranslation('admin-orders');
  const { orderId = '' } = useParams();
  return (
    <>
      <title>{t('inspector.pageTitle', { orderId })}</title>
      <OrderInspector key={orderId} orderId={orderId} />
    </>
  );
}

/** /admin/order-inspector: pick an order to inspect. */
export function AdminOrderInspectorPickerRoute() {
  const { t } = useTranslation('admin-orders');
  return (
    <>
      <title>{t('inspectorPicker.pageTitle')}</title>
      <OrderInspectorPicker />
    </>
  );
}

/** The prototype's /test-order-debug[?orderId=]: the inspector of that order, or the picker. */
export function LegacyOrderDebugRedirect() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId')?.trim();
  return <Navigate to={orderId ? paths.admin.orderInspector(orderId) : paths.admin.orderInspectorPicker} replace />;
}
