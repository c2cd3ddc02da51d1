import { useTranslation } from 'react-i18next';
import { UploadTestScreen } from '@/features/admin-upload-test/components/upload-test-screen';

/** /admin/upload-test (the old /test-upload): admin only (issue 22). */
export function AdminUploadTestRoute() {
  const { t } = useTranslation('admin');
  return (
    <>
      <title>{t('uploadTest.pageTitle')}</title>
      <UploadTestScreen />
    </>
  );
}
