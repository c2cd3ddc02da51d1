import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { UserView } from '@/types/api';

export interface DeactivateAdminDialogProps {
  user: UserView | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DeactivateAdminDialog({ user, busy, onConfirm, onCancel }: DeactivateAdminDialogProps) {
  return (
    <ConfirmDialog
      open={user !== null}
      title="Deactivate an administrator?"
      confirmLabel="Deactivate admin"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {user && (
        <>
          <p>
            You are about to deactivate <strong>{user.name}</strong> ({user.email}), an administrator account.
          </p>
          <p>This will prevent access to the admin panel for this account, and it will be signed out everywhere.</p>
        </>
      )}
    </ConfirmDialog>
  );
}
