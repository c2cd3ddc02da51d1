import type { Role } from '@kedai/contracts';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('admin-catalog');
  return (
    <table className={styles.table}>
      <caption className="sr-only">{t('users.table.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('users.table.user')}</th>
          <th scope="col">{t('users.table.role')}</th>
          <th scope="col">{t('users.table.registered')}</th>
          <th scope="col">{t('users.table.status')}</th>
          <th scope="col" className={styles.actionsHead}>
            <span className="sr-only">{t('users.table.actions')}</span>
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
