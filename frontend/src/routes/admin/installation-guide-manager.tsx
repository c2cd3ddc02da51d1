import { InstallationGuideManager } from '@/features/guide-configs/components/installation-guide-manager';

/** /admin/installation-guide-manager (admin spec §2 Installation guide manager). */
export function AdminInstallationGuideManagerRoute() {
  return (
    <>
      <title>Installation Guide Manager · Kedai Admin</title>
      <InstallationGuideManager />
    </>
  );
}
