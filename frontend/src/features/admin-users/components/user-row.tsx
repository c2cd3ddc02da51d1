import { useId } from 'react';
import { ROLES, type Role } from '@kedai/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDate, initialOf } from '@/lib/format';
import type { UserView } from '@/types/api';
import { UserSecurityActions } from './staff-security';
import styles from './user-table.module.css';

export interface UserRowProps {
  user: UserView;
  isSelf: boolean;
  updating: boolean;
  onToggle: (user: UserView) => void;
  onRoleChange: (user: UserView, role: Role) => void;
}

export function UserRow({ user, isSelf, updating, onToggle, onRoleChange }: UserRowProps) {
  const { t } = useTranslation('admin-catalog');
  const tooltipId = useId();
  const isAdmin = user.role === 'admin';

  return (
    <tr>
      <td className={styles.personCell} data-label={t('users.table.user')}>
        <div className={styles.person}>
          <span className={cn(styles.avatar, isAdmin && styles.avatarAdmin)} aria-hidden="true">
            {initialOf(user.name || user.email)}
          </span>
          <div className={styles.identity}>
            <span className={styles.name}>
              {user.name}
              {isSelf && <span className={styles.you}>{t('users.row.you')}</span>}
            </span>
            <span className={styles.email}>{user.email}</span>
          </div>
        </div>
      </td>
      <td data-label={t('users.table.role')}>
        <span className={styles.role}>
          <select
            className={styles.roleSelect}
            aria-label={t('users.row.roleOf', { name: user.name })}
            value={user.role}
            disabled={isSelf}
            title={isSelf ? t('users.row.cannotChangeOwnRole') : undefined}
            onChange={(event) => onRoleChange(user, event.target.value as Role)}
          >
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`users.roles.${role}`)}
              </option>
            ))}
          </select>
          {isAdmin && (
            <span className={styles.adminMark} tabIndex={0} aria-describedby={tooltipId}>
              {t('users.row.adminMark')}
              <span role="tooltip" id={tooltipId} className={styles.tooltip}>
                {t('users.row.adminCaution')}
              </span>
            </span>
          )}
        </span>
      </td>
      <td data-label={t('users.table.registered')} className={styles.date}>
        <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
      </td>
      <td data-label={t('users.table.status')}>
        <Badge tone={user.isActive ? 'success' : 'danger'} dot>
          {user.isActive ? t('users.row.active') : t('users.row.inactive')}
        </Badge>
      </td>
      <td className={styles.actionsCell}>
        <Button
          size="sm"
          variant={user.isActive ? 'danger-outline' : 'secondary'}
          loading={updating}
          disabled={isSelf && user.isActive}
          title={isSelf && user.isActive ? t('users.row.cannotDeactivateSelf') : undefined}
          aria-label={
            user.isActive
              ? t('users.row.deactivateUser', { name: user.name })
              : t('users.row.activateUser', { name: user.name })
          }
          onClick={() => onToggle(user)}
        >
          {user.isActive ? t('users.row.deactivate') : t('users.row.activate')}
        </Button>
        <UserSecurityActions user={user} isSelf={isSelf} />
      </td>
    </tr>
  );
}
