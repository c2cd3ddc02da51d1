import { AutoDeliveryScreen } from '@/features/admin-orders/components/auto-delivery-screen';

/** /admin/auto-delivery: Auto Delivery Management (admin spec §2). */
export function AdminAutoDeliveryRoute() {
  return (
    <>
      <title>Auto Delivery · Kedai Admin</title>
      <AutoDeliveryScreen />
    </>
  );
}
