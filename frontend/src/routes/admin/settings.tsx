import { useTranslation } from 'react-i18next';
import { SettingsForm } from '@/features/settings/components/settings-form';

/** /admin/settings (docs/product/admin.md#settings). */
export function AdminSettingsRoute() {
  const { t } = useTranslation('admin-catalog');
  return (
    <>
      <title>{t('settings.pageTitle')}</title>
      <SettingsForm />
    </>
  );
}
