import { useTranslation } from 'react-i18next';
import { AuditScreen } from '@/features/admin-audit/components/audit-screen';

/** /admin/audit: the staff audit log (admin only). */
export function AdminAuditRoute() {
  const { t } = useTranslation('admin');
  return (
    <>
      <title>{t('audit.pageTitle')}</title>
      <AuditScreen />
    </>
  );
}
