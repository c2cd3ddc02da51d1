import { useTranslation } from 'react-i18next';
import { StepsPreviewScreen } from '@/features/admin-steps-preview/components/steps-preview-screen';

/** /admin/test-steps (the old /test-steps): admin only (issue 22). */
export function AdminTestStepsRoute() {
  const { t } = useTranslation('admin');
  return (
    <>
      <title>{t('stepsPreview.pageTitle')}</title>
      <StepsPreviewScreen />
    </>
  );
}
