import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { UsersIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { SearchField } from '@/components/ui/search-field';
import { LoadingBlock } from '@/components/ui/spinner';
import { useUserManagement } from '../hooks/use-user-management';
import { AddStaffDialog } from './add-staff-dialog';
import { DeactivateAdminDialog } from './deactivate-admin-dialog';
import { ExportCustomersButton } from './export-customers-button';
import { TwoFactorRule } from './staff-security';
import styles from './user-management.module.css';
import { UserTable } from './user-table';

/** Admin Users (docs/product/admin.md#users): every account, searchable, with activate/deactivate. */
export function UserManagement({ currentUserId }: { currentUserId: string | null }) {
  const { t } = useTranslation('admin-catalog');
  const screen = useUserManagement();
  const [adding, setAdding] = useState(false);
  const count = screen.list.length;

  return (
    <section className={styles.page} aria-labelledby="user-management-title">
      <PageHeader
        titleId="user-management-title"
        title={t('users.management.title')}
        badge={
          !screen.loading &&
          !screen.loadError && (
            <Badge tone="brand" className={styles.count} aria-live="polite">
              {t('users.management.count', { count })}
            </Badge>
          )
        }
        subtitle={t('users.management.subtitle')}
      >
        <SearchField
          label={t('users.management.searchLabel')}
          placeholder={t('users.management.searchPlaceholder')}
          value={screen.search}
          onChange={screen.setSearch}
          busy={screen.refreshing}
        />
        <ExportCustomersButton search={screen.term} />
        <Button onClick={() => setAdding(true)}>{t('users.management.addStaff')}</Button>
      </PageHeader>

      <TwoFactorRule users={screen.list} />

      {screen.notice && (
        <Alert tone="success" onDismiss={() => screen.setNotice(null)}>
          {screen.notice}
        </Alert>
      )}

      {screen.actionError && (
        <Alert tone="error" onDismiss={screen.dismissActionError}>
          {screen.actionError}
        </Alert>
      )}

      <div className={styles.panel}>
        {screen.loading ? (
          <LoadingBlock label={t('users.management.loading')} />
        ) : screen.loadError ? (
          <div className={styles.empty}>
            <div className={styles.errorBox}>
              <Alert tone="error">{screen.loadError}</Alert>
              <Button variant="secondary" size="sm" onClick={screen.retry}>
                {t('users.management.tryAgain')}
              </Button>
            </div>
          </div>
        ) : count === 0 ? (
          <div className={styles.empty}>
            <UsersIcon size={32} />
            <p className={styles.emptyTitle}>{t('users.management.emptyTitle')}</p>
            {screen.term && <p>{t('users.management.noMatch', { term: screen.term })}</p>}
          </div>
        ) : (
          <UserTable
            users={screen.list}
            currentUserId={currentUserId}
            isUpdating={screen.isUpdating}
            onToggle={screen.toggle}
            onRoleChange={screen.changeRole}
          />
        )}
      </div>

      <AddStaffDialog open={adding} onClose={() => setAdding(false)} onAdded={screen.setNotice} />

      <DeactivateAdminDialog
        user={screen.confirming}
        busy={screen.confirming !== null && screen.isUpdating(screen.confirming)}
        onConfirm={screen.confirmDeactivate}
        onCancel={screen.cancelDeactivate}
      />
    </section>
  );
}
