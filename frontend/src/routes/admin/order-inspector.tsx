import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { OrderInspector } from '@/features/admin-inspector/components/order-inspector';
import { OrderInspectorPicker } from '@/features/admin-inspector/components/order-inspector-picker';

/** /admin/orders/{orderId}/inspect: the order inspector (admin only, issue 22). */
export function AdminOrderInspectorRoute() {
  const { orderId = '' } = useParams();
  return (
    <>
      <title>{`Inspect ${orderId} · Kedai Admin`}</title>
      <OrderInspector key={orderId} orderId={orderId} />
    </>
  );
}

/** /admin/order-inspector: pick an order to inspect. */
export function AdminOrderInspectorPickerRoute() {
  return (
    <>
      <title>Order inspector · Kedai Admin</title>
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
