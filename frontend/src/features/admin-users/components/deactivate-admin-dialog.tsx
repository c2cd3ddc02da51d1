import { Trans, useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { UserView } from '@/types/api';

export interface DeactivateAdminDialogProps {
  user: UserView | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DeactivateAdminDialog({ user, busy, onConfirm, onCancel }: DeactivateAdminDialogProps) {
  const { t } = useTranslation('admin-catalog');
  return (
    <ConfirmDialog
      open={user !== null}
      title={t('users.deactivateDialog.title')}
      confirmLabel={t('users.deactivateDialog.confirm')}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {user && (
        <>
          <p>
            <Trans
              t={t}
              i18nKey="users.deactivateDialog.about"
              values={{ name: user.name, email: user.email }}
              components={{ strong: <strong /> }}
            />
          </p>
          <p>{t('users.deactivateDialog.consequence')}</p>
        </>
      )}
    </ConfirmDialog>
  );
}
