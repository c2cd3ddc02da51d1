import { useTranslation } from 'react-i18next';
import { UserManagement } from '@/features/admin-users/components/user-management';
import { useAuth } from '@/features/auth/hooks/use-auth';

/** /admin/users: User Management (docs/product/admin.md#users). */
export function AdminUsersRoute() {
  const { t } = useTranslation('admin-catalog');
  const { user } = useAuth();
  return (
    <>
      <title>{t('users.pageTitle')}</title>
      <UserManagement currentUserId={user?.id ?? null} />
    </>
  );
}
