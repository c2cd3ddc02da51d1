import { useTranslation } from 'react-i18next';
import { PasswordManager } from '@/features/guide-configs/components/password-manager';

/** /unified-password-manager (docs/product/admin.md#password-manager), inside the admin layout. */
export function AdminPasswordManagerRoute() {
  const { t } = useTranslation('admin-catalog');
  return (
    <>
      <title>{t('passwords.pageTitle')}</title>
      <PasswordManager />
    </>
  );
}
