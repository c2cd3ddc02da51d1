import { useTranslation } from 'react-i18next';
import { MaintenanceScreen } from '@/features/admin-maintenance/components/maintenance-screen';

/** /admin/maintenance (the old /test-storage and /emergency-cleanup): admin only (issue 22). */
export function AdminMaintenanceRoute() {
  const { t } = useTranslation('admin');
  return (
    <>
      <title>{t('maintenance.pageTitle')}</title>
      <MaintenanceScreen />
    </>
  );
}
