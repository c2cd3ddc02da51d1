import { useTranslation } from 'react-i18next';
import { MaintenanceScreen } from '@/features/admin-maintenance/components/maintenance-screen';
import { DataRequestsPanel } from '@/features/admin-privacy/components/data-requests-panel';
import { RetentionPanel } from '@/features/admin-privacy/components/retention-panel';

/** /admin/maintenance (the old /test-storage and /emergency-cleanup): admin only (issue 22); data retention and data requests (issue 35). */
export function AdminMaintenanceRoute() {
  const { t } = useTranslation('admin');
  return (
    <>
      <title>{t('maintenance.pageTitle')}</title>
      <MaintenanceScreen />
      <RetentionPanel />
      <DataRequestsPanel />
    </>
  );
}
