import { ScreenshotTool } from '@/features/admin-screenshot/components/screenshot-tool';

/** /admin/screenshot (the spec's /screenshot-tool): admin only (issue 22). */
export function AdminScreenshotRoute() {
  return (
    <>
      <title>Screenshot Tool · Kedai Admin</title>
      <ScreenshotTool />
    </>
  );
}
