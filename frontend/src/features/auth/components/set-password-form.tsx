import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { UserView } from '@/types/api';
import { setPasswordRequest } from '../api/account-links';
import { useAuth } from '../hooks/use-auth';
import { useAuthForm } from '../hooks/use-auth-form';
import { PASSWORD_MIN } from '../validation';
import { NewPasswordField } from './auth-fields';
import styles from './auth-form.module.css';

/** The page an invitation or reset link opens: choose a password, then you are signed in. */
export function SetPasswordForm({ token, onDone }: { token: string; onDone: (user: UserView) => void }) {
  const { signInWith } = useAuth();
  const { values, setValue, fieldErrors, formError, onSubmit, pending } = useAuthForm({
    initialValues: { password: '' },
    validate: (current) => ({
      password:
        current.password.length < PASSWORD_MIN ? `Password must be at least ${PASSWORD_MIN} characters` : undefined,
    }),
    submit: async (current) => signInWith(await setPasswordRequest(token, current.password)),
    onSuccess: onDone,
  });
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {formError && <Alert tone="error">{formError}</Alert>}
      <NewPasswordField
        label="New password"
        value={values.password}
        onChange={(value) => setValue('password', value)}
        error={fieldErrors.password}
      />
      <Button type="submit" size="lg" block loading={pending} className={styles.submit}>
        Save password
      </Button>
    </form>
  );
}
