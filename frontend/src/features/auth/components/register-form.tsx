import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import type { UserView } from '@/types/api';
import { useRegisterForm } from '../hooks/use-register-form';
import { digitsOnly, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, PHONE_MAX } from '../validation';
import styles from './auth-form.module.css';

export function RegisterForm({ onSuccess }: { onSuccess: (user: UserView) => void }) {
  const { values, setValue, fieldErrors, formError, onSubmit, pending } = useRegisterForm(onSuccess);
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {formError && <Alert tone="error">{formError}</Alert>}
      <Field label="Name" error={fieldErrors.name}>
        {(control) => (
          <Input
            {...control}
            name="name"
            autoComplete="name"
            required
            maxLength={NAME_MAX}
            value={values.name}
            onChange={(event) => setValue('name', event.target.value)}
          />
        )}
      </Field>
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
      <Field label="Password" error={fieldErrors.password} hint={`At least ${PASSWORD_MIN} characters.`}>
        {(control) => (
          <PasswordInput
            {...control}
            name="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN}
            maxLength={PASSWORD_MAX}
            value={values.password}
            onChange={(event) => setValue('password', event.target.value)}
          />
        )}
      </Field>
      <Field label="Phone" optional error={fieldErrors.phone} hint="Digits only, e.g. 0123456789.">
        {(control) => (
          <Input
            {...control}
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={PHONE_MAX}
            value={values.phone}
            onChange={(event) => setValue('phone', digitsOnly(event.target.value))}
          />
        )}
      </Field>
      <Button type="submit" size="lg" block loading={pending} className={styles.submit}>
        Create account
      </Button>
    </form>
  );
}
