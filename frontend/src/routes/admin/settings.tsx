import { SettingsForm } from '@/features/settings/components/settings-form';

/** /admin/settings (admin spec §2 Admin Settings). */
export function AdminSettingsRoute() {
  return (
    <>
      <title>Settings · Kedai Admin</title>
      <SettingsForm />
    </>
  );
}
