import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('account');
  const { signInWith } = useAuth();
  const { values, setValue, fieldErrors, formError, onSubmit, pending } = useAuthForm({
    initialValues: { password: '' },
    validate: (current) => ({
      password:
        current.password.length < PASSWORD_MIN ? t('validation.passwordTooShort', { min: PASSWORD_MIN }) : undefined,
    }),
    submit: async (current) => signInWith(await setPasswordRequest(token, current.password)),
    onSuccess: onDone,
  });
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {formError && <Alert tone="error">{formError}</Alert>}
      <NewPasswordField
        label={t('setPassword.newPassword')}
        value={values.password}
        onChange={(value) => setValue('password', value)}
        error={fieldErrors.password}
      />
      <Button type="submit" size="lg" block loading={pending} className={styles.submit}>
        {t('setPassword.submit')}
      </Button>
    </form>
  );
}
