import { useTranslation } from 'react-i18next';
import { ReportsScreen } from '@/features/admin-reports/components/reports-screen';

/** /admin/reports: the sales and support reports with their charts (admins only). */
export function AdminReportsRoute() {
  const { t } = useTranslation('admin');
  return (
    <>
      <title>{t('reports.pageTitle')}</title>
      <ReportsScreen />
    </>
  );
}
