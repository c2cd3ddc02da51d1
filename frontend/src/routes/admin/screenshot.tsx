import { useTranslation } from 'react-i18next';
import { ScreenshotTool } from '@/features/admin-screenshot/components/screenshot-tool';

/** /admin/screenshot (the old /screenshot-tool): admin only (issue 22). */
export function AdminScreenshotRoute() {
  const { t } = useTranslation('admin');
  return (
    <>
      <title>{t('screenshot.pageTitle')}</title>
      <ScreenshotTool />
    </>
  );
}
