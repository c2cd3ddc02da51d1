import { useState, type FormEvent } from 'react';
import { STAFF_ROLES, type StaffRole } from '@kedai/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/api-client';
import { ROLE_LABELS, useInviteStaff } from '../api/staff';
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
            `${user.name} was added as ${ROLE_LABELS[user.role].toLowerCase()}. A link to choose a password was e-mailed to ${user.email}.`,
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
    <Modal open={open} onClose={onClose} title="Add staff member">
      <form className={styles.form} onSubmit={submit}>
        {invite.isError && <Alert tone="error">{errorMessage(invite.error)}</Alert>}
        <Field label="Name">
          {(control) => (
            <Input {...control} required maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
          )}
        </Field>
        <Field label="E-mail">
          {(control) => (
            <Input {...control} type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          )}
        </Field>
        <Field label="Role" hint="Support agents use Live Chat, Orders and receipts; admins everything.">
          {(control) => (
            <select
              {...control}
              className={styles.select}
              value={role}
              onChange={(e) => setRole(e.target.value as StaffRole)}
            >
              {STAFF_ROLES.map((value) => (
                <option key={value} value={value}>
                  {ROLE_LABELS[value]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button type="submit" loading={invite.isPending}>
          Send invitation
        </Button>
      </form>
    </Modal>
  );
}
