import { UserManagement } from '@/features/admin-users/components/user-management';
import { useAuth } from '@/features/auth/hooks/use-auth';

/** /admin/users: User Management (admin spec §2 Admin Users). */
export function AdminUsersRoute() {
  const { user } = useAuth();
  return (
    <>
      <title>User Management · Kedai Admin</title>
      <UserManagement currentUserId={user?.id ?? null} />
    </>
  );
}
