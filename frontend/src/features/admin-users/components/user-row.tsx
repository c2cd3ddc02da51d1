import { useId } from 'react';
import { ROLES, type Role } from '@kedai/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDate, initialOf } from '@/lib/format';
import type { UserView } from '@/types/api';
import { ROLE_LABELS } from '../api/staff';
import styles from './user-table.module.css';

export interface UserRowProps {
  user: UserView;
  isSelf: boolean;
  updating: boolean;
  onToggle: (user: UserView) => void;
  onRoleChange: (user: UserView, role: Role) => void;
}

export function UserRow({ user, isSelf, updating, onToggle, onRoleChange }: UserRowProps) {
  const tooltipId = useId();
  const isAdmin = user.role === 'admin';
  const action = user.isActive ? 'Deactivate' : 'Activate';

  return (
    <tr>
      <td className={styles.personCell} data-label="User">
        <div className={styles.person}>
          <span className={cn(styles.avatar, isAdmin && styles.avatarAdmin)} aria-hidden="true">
            {initialOf(user.name || user.email)}
          </span>
          <div className={styles.identity}>
            <span className={styles.name}>
              {user.name}
              {isSelf && <span className={styles.you}>(you)</span>}
            </span>
            <span className={styles.email}>{user.email}</span>
          </div>
        </div>
      </td>
      <td data-label="Role">
        <span className={styles.role}>
          <select
            className={styles.roleSelect}
            aria-label={`Role of ${user.name}`}
            value={user.role}
            disabled={isSelf}
            title={isSelf ? 'You cannot change your own role' : undefined}
            onChange={(event) => onRoleChange(user, event.target.value as Role)}
          >
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
          {isAdmin && (
            <span className={styles.adminMark} tabIndex={0} aria-describedby={tooltipId}>
              Admin
              <span role="tooltip" id={tooltipId} className={styles.tooltip}>
                Caution: an administrator account. Deactivating it removes its access to the admin panel.
              </span>
            </span>
          )}
        </span>
      </td>
      <td data-label="Registered" className={styles.date}>
        <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
      </td>
      <td data-label="Status">
        <Badge tone={user.isActive ? 'success' : 'danger'} dot>
          {user.isActive ? 'Active' : 'Inactive'}
        </Badge>
      </td>
      <td className={styles.actionsCell}>
        <Button
          size="sm"
          variant={user.isActive ? 'danger-outline' : 'secondary'}
          loading={updating}
          disabled={isSelf && user.isActive}
          title={isSelf && user.isActive ? 'You cannot deactivate your own account' : undefined}
          aria-label={`${action} ${user.name}`}
          onClick={() => onToggle(user)}
        >
          {action}
        </Button>
      </td>
    </tr>
  );
}
