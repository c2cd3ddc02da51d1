import { isStaffRole } from '@kedai/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import type { UserView } from '@/types/api';
import { useEndUserSessions, useResetTwoFactor, useSetTwoFactorRule, useTwoFactorPolicy } from '../api/staff-security';
import styles from './user-management.module.css';

/** The rule "every staff member uses two-factor sign-in" (docs/product/account-security.md), above the list. */
export function TwoFactorRule({ users }: { users: UserView[] }) {
  const { t } = useTranslation('admin-catalog');
  const policy = useTwoFactorPolicy();
  const setRule = useSetTwoFactorRule();
  if (!policy.data) return null;
  const staff = users.filter((user) => isStaffRole(user.role) && user.isActive);
  const enrolled = staff.filter((user) => policy.data.enabledUserIds.includes(user.id)).length;
  return (
    <div className={styles.securityRule}>
      <label className={styles.securityToggle}>
        <input
          type="checkbox"
          checked={policy.data.requireForStaff}
          disabled={setRule.isPending}
          onChange={(event) => setRule.mutate(event.target.checked)}
        />
        <span>{t('users.security.ruleLabel')}</span>
      </label>
      <p className={styles.securityHint}>
        {t('users.security.ruleHint')} {t('users.security.enrolled', { enrolled, staff: staff.length })}
      </p>
      {setRule.isError && <Alert tone="error">{errorMessage(setRule.error)}</Alert>}
      {setRule.isSuccess && (
        <Alert tone="success">
          {setRule.data.requireForStaff ? t('users.security.ruleOn') : t('users.security.ruleOff')}
        </Alert>
      )}
    </div>
  );
}

type Pending = 'reset' | 'sessions' | null;

/** A row's security actions: a 2FA badge, Reset 2FA (when on) and Sign out everywhere. */
export function UserSecurityActions({ user, isSelf }: { user: UserView; isSelf: boolean }) {
  const { t } = useTranslation('admin-catalog');
  const policy = useTwoFactorPolicy();
  const reset = useResetTwoFactor();
  const endSessions = useEndUserSessions();
  const [asking, setAsking] = useState<Pending>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const enabled = policy.data?.enabledUserIds.includes(user.id) ?? false;
  const error = reset.error ?? endSessions.error;

  const confirm = () => {
    if (asking === 'reset') {
      reset.mutate(user.id, {
        onSuccess: () => setNotice(t('users.security.resetDone', { name: user.name })),
        onSettled: () => setAsking(null),
      });
    } else if (asking === 'sessions') {
      endSessions.mutate(user.id, {
        onSuccess: ({ ended }) => setNotice(t('users.security.endSessionsDone', { name: user.name, count: ended })),
        onSettled: () => setAsking(null),
      });
    }
  };

  return (
    <>
      {enabled && <Badge tone="brand">{t('users.security.twoFactorOn')}</Badge>}
      {enabled && !isSelf && (
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('users.security.resetOf', { name: user.name })}
          onClick={() => setAsking('reset')}
        >
          {t('users.security.reset')}
        </Button>
      )}
      {!isSelf && user.isActive && (
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('users.security.endSessionsOf', { name: user.name })}
          onClick={() => setAsking('sessions')}
        >
          {t('users.security.endSessions')}
        </Button>
      )}
      {notice && (
        <span role="status" className={styles.securityNotice}>
          {notice}
        </span>
      )}
      {error && <span role="alert">{errorMessage(error, t('users.security.failed'))}</span>}
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'reset' ? t('users.security.resetTitle') : t('users.security.endSessionsTitle')}
        confirmLabel={asking === 'reset' ? t('users.security.reset') : t('users.security.endSessions')}
        busy={reset.isPending || endSessions.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        <p>
          {asking === 'reset'
            ? t('users.security.resetBody', { name: user.name })
            : t('users.security.endSessionsBody', { name: user.name })}
        </p>
      </ConfirmDialog>
    </>
  );
}
