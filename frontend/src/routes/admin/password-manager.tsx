import { PasswordManager } from '@/features/guide-configs/components/password-manager';

/** /unified-password-manager (admin spec §2 Unified password manager), inside the admin layout. */
export function AdminPasswordManagerRoute() {
  return (
    <>
      <title>Password Manager · Kedai Admin</title>
      <PasswordManager />
    </>
  );
}
