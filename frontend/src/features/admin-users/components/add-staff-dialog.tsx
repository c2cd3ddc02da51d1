import { useState, type FormEvent } from 'react';
import { STAFF_ROLES, type StaffRole } from '@kedai/contracts';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/api-client';
import { useInviteStaff } from '../api/staff';
import styles from './user-management.module.css';

/** Adds a staff member: they receive a one-time link by e-mail to choose their own password. */
export function AddStaffDialog({
  open,
  onClose,
  onAdded,
}: {
  open: boolean;
  onClose: () => void;
  onAdded: (message: string) => void;
}) {
  const { t } = useTranslation('admin-catalog');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('agent');
  const invite = useInviteStaff();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(
      { name: name.trim(), email: email.trim(), role },
      {
        onSuccess: (user) => {
          onAdded(
            t('users.addStaff.added', {
              name: user.name,
              role: t(`users.roleInSentence.${user.role}`),
              email: user.email,
            }),
          );
          setName('');
          setEmail('');
          invite.reset();
          onClose();
        },
      },
    );
  };

  return (
    <Modal open={open} onClose={onClose} title={t('users.addStaff.title')}>
      <form className={styles.form} onSubmit={submit}>
        {invite.isError && <Alert tone="error">{errorMessage(invite.error)}</Alert>}
        <Field label={t('users.addStaff.name')}>
          {(control) => (
            <Input {...control} required maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
          )}
        </Field>
        <Field label={t('users.addStaff.email')}>
          {(control) => (
            <Input {...control} type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          )}
        </Field>
        <Field label={t('users.addStaff.role')} hint={t('users.addStaff.roleHint')}>
          {(control) => (
            <select
              {...control}
              className={styles.select}
              value={role}
              onChange={(e) => setRole(e.target.value as StaffRole)}
            >
              {STAFF_ROLES.map((value) => (
                <option key={value} value={value}>
                  {t(`users.roles.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button type="submit" loading={invite.isPending}>
          {t('users.addStaff.send')}
        </Button>
      </form>
    </Modal>
  );
}
