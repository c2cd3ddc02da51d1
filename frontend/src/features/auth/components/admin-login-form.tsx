import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import type { UserView } from '@/types/api';
import { useAdminLoginForm } from '../hooks/use-admin-login-form';
import { EmailField } from './auth-fields';
import styles from './auth-form.module.css';

export function AdminLoginForm({ onSuccess }: { onSuccess: (user: UserView) => void }) {
  const { t } = useTranslation('admin');
  const { values, setValue, fieldErrors, formError, onSubmit, pending } = useAdminLoginForm(onSuccess);
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {formError && <Alert tone="error">{formError}</Alert>}
      <EmailField
        value={values.email}
        onChange={(value) => setValue('email', value)}
        error={fieldErrors.email}
        autoComplete="username"
        label={t('login.form.email')}
      />
      <Field label={t('login.form.password')} error={fieldErrors.password}>
        {(control) => (
          <PasswordInput
            {...control}
            name="password"
            autoComplete="current-password"
            required
            value={values.password}
            onChange={(event) => setValue('password', event.target.value)}
          />
        )}
      </Field>
      <Button
        type="submit"
        size="lg"
        block
        loading={pending}
        disabled={values.password === ''}
        className={styles.submit}
      >
        {t('login.form.submit')}
      </Button>
    </form>
  );
}
