import { UploadTestScreen } from '@/features/admin-upload-test/components/upload-test-screen';

/** /admin/upload-test (the spec's /test-upload): admin only (issue 22). */
export function AdminUploadTestRoute() {
  return (
    <>
      <title>Upload Test · Kedai Admin</title>
      <UploadTestScreen />
    </>
  );
}
