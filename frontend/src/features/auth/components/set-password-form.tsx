import { isSecondFactorChallenge, type SecondFactorChallenge } from '@kedai/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { UserView } from '@/types/api';
import { setPasswordRequest } from '../api/account-links';
import { useAuth } from '../hooks/use-auth';
import { useAuthForm } from '../hooks/use-auth-form';
import { PASSWORD_MIN } from '../validation';
import { NewPasswordField } from './auth-fields';
import { SecondFactorStep } from './second-factor-step';
import styles from './auth-form.module.css';

/**
 * The page an invitation or reset link opens: choose a password, then you are signed in (after the code, when
 * two-factor sign-in is on: an e-mail alone does not prove the second factor).
 */
export function SetPasswordForm({ token, onDone }: { token: string; onDone: (user: UserView) => void }) {
  const { t } = useTranslation('account');
  const { t: tSecurity } = useTranslation('security');
  const { signInWith } = useAuth();
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const [restarted, setRestarted] = useState(false);
  const { values, setValue, fieldErrors, formError, onSubmit, pending } = useAuthForm({
    initialValues: { password: '' },
    validate: (current) => ({
      password:
        current.password.length < PASSWORD_MIN ? t('validation.passwordTooShort', { min: PASSWORD_MIN }) : undefined,
    }),
    submit: async (current) => {
      const result = await setPasswordRequest(token, current.password);
      return isSecondFactorChallenge(result) ? result : signInWith(result);
    },
    onSuccess: (result) => (isSecondFactorChallenge(result) ? setChallenge(result) : onDone(result)),
  });
  if (restarted) return <Alert tone="info">{tSecurity('secondFactor.passwordSaved')}</Alert>;
  if (challenge) {
    return <SecondFactorStep challenge={challenge} onSuccess={onDone} onRestart={() => setRestarted(true)} />;
  }
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
