import { useState } from 'react';
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
import styles from './user-management.module.css';
import { UserTable } from './user-table';

/** Admin Users (admin spec §2): every account, searchable, with activate/deactivate. */
export function UserManagement({ currentUserId }: { currentUserId: string | null }) {
  const screen = useUserManagement();
  const [adding, setAdding] = useState(false);
  const count = screen.list.length;

  return (
    <section className={styles.page} aria-labelledby="user-management-title">
      <PageHeader
        titleId="user-management-title"
        title="User Management"
        badge={
          !screen.loading &&
          !screen.loadError && (
            <Badge tone="brand" className={styles.count} aria-live="polite">
              {count} {count === 1 ? 'user' : 'users'}
            </Badge>
          )
        }
        subtitle="Customers, support agents and admins. Deactivated accounts cannot log in."
      >
        <SearchField
          label="Search users"
          placeholder="Name or e-mail"
          value={screen.search}
          onChange={screen.setSearch}
          busy={screen.refreshing}
        />
        <ExportCustomersButton search={screen.term} />
        <Button onClick={() => setAdding(true)}>Add staff member</Button>
      </PageHeader>

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
          <LoadingBlock label="Loading users..." />
        ) : screen.loadError ? (
          <div className={styles.empty}>
            <div className={styles.errorBox}>
              <Alert tone="error">{screen.loadError}</Alert>
              <Button variant="secondary" size="sm" onClick={screen.retry}>
                Try again
              </Button>
            </div>
          </div>
        ) : count === 0 ? (
          <div className={styles.empty}>
            <UsersIcon size={32} />
            <p className={styles.emptyTitle}>No users found</p>
            {screen.term && <p>Nothing matches “{screen.term}”. Try another name or e-mail.</p>}
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
