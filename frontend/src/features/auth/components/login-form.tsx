import { isSecondFactorChallenge, type SecondFactorChallenge } from '@kedai/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import type { UserView } from '@/types/api';
import { useLoginForm } from '../hooks/use-login-form';
import { EmailField } from './auth-fields';
import { SecondFactorStep } from './second-factor-step';
import styles from './auth-form.module.css';

/** The password, then (with two-factor sign-in on) the code. */
export function LoginForm({ onSuccess }: { onSuccess: (user: UserView) => void }) {
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  if (challenge) {
    return <SecondFactorStep challenge={challenge} onSuccess={onSuccess} onRestart={() => setChallenge(null)} />;
  }
  return (
    <PasswordStep
      onSuccess={(result) => (isSecondFactorChallenge(result) ? setChallenge(result) : onSuccess(result))}
    />
  );
}

function PasswordStep({ onSuccess }: { onSuccess: (result: UserView | SecondFactorChallenge) => void }) {
  const { t } = useTranslation('account');
  const { values, setValue, fieldErrors, formError, onSubmit, pending } = useLoginForm(onSuccess);
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {formError && <Alert tone="error">{formError}</Alert>}
      <EmailField
        label={t('fields.email')}
        value={values.email}
        onChange={(value) => setValue('email', value)}
        error={fieldErrors.email}
      />
      <Field label={t('fields.password')} error={fieldErrors.password}>
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
        {t('loginForm.submit')}
      </Button>
    </form>
  );
}
