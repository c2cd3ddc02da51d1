import { StepsPreviewScreen } from '@/features/admin-steps-preview/components/steps-preview-screen';

/** /admin/test-steps (the spec's /test-steps): admin only (issue 22). */
export function AdminTestStepsRoute() {
  return (
    <>
      <title>Installation Steps Preview · Kedai Admin</title>
      <StepsPreviewScreen />
    </>
  );
}
