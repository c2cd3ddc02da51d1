import { MaintenanceScreen } from '@/features/admin-maintenance/components/maintenance-screen';

/** /admin/maintenance (the spec's /test-storage and /emergency-cleanup): admin only (issue 22). */
export function AdminMaintenanceRoute() {
  return (
    <>
      <title>Maintenance · Kedai Admin</title>
      <MaintenanceScreen />
    </>
  );
}
