import type { Role } from '@kedai/contracts';
import type { UserView } from '@/types/api';
import { UserRow } from './user-row';
import styles from './user-table.module.css';

export interface UserTableProps {
  users: UserView[];
  currentUserId: string | null;
  isUpdating: (user: UserView) => boolean;
  onToggle: (user: UserView) => void;
  onRoleChange: (user: UserView, role: Role) => void;
}

export function UserTable({ users, currentUserId, isUpdating, onToggle, onRoleChange }: UserTableProps) {
  return (
    <table className={styles.table}>
      <caption className="sr-only">Registered users</caption>
      <thead>
        <tr>
          <th scope="col">User</th>
          <th scope="col">Role</th>
          <th scope="col">Registered</th>
          <th scope="col">Status</th>
          <th scope="col" className={styles.actionsHead}>
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <UserRow
            key={user.id}
            user={user}
            isSelf={user.id === currentUserId}
            updating={isUpdating(user)}
            onToggle={onToggle}
            onRoleChange={onRoleChange}
          />
        ))}
      </tbody>
    </table>
  );
}
