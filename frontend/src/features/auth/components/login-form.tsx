import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import type { UserView } from '@/types/api';
import { useLoginForm } from '../hooks/use-login-form';
import styles from './auth-form.module.css';

export function LoginForm({ onSuccess }: { onSuccess: (user: UserView) => void }) {
  const { values, setValue, fieldErrors, formError, onSubmit, pending } = useLoginForm(onSuccess);
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {formError && <Alert tone="error">{formError}</Alert>}
      <Field label="E-mail" error={fieldErrors.email}>
        {(control) => (
          <Input
            {...control}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={(event) => setValue('email', event.target.value)}
          />
        )}
      </Field>
      <Field label="Password" error={fieldErrors.password}>
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
      <Button type="submit" size="lg" block loading={pending} className={styles.submit}>
        Log in
      </Button>
    </form>
  );
}
