import { useTranslation } from 'react-i18next';
import { InstallationGuideManager } from '@/features/guide-configs/components/installation-guide-manager';

/** /admin/installation-guide-manager (docs/product/admin.md#installation-guide-manager). */
export function AdminInstallationGuideManagerRoute() {
  const { t } = useTranslation('admin-catalog');
  return (
    <>
      <title>{t('guides.pageTitle')}</title>
      <InstallationGuideManager />
    </>
  );
}
