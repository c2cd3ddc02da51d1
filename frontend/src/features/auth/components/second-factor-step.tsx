import type { SecondFactorChallenge } from '@kedai/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import type { UserView } from '@/types/api';
import { secondFactorLoginRequest } from '../api/two-factor';
import { useAuth } from '../hooks/use-auth';
import styles from './auth-form.module.css';

/**
 * The second step of a sign-in with two-factor sign-in on (docs/product/account-security.md): the code from
 * the authenticator app or a recovery code. `lng` fixes the language (the admin login is English).
 */
export function SecondFactorStep({
  challenge,
  onSuccess,
  onRestart,
  lng,
}: {
  challenge: SecondFactorChallenge;
  onSuccess: (user: UserView) => void;
  onRestart: () => void;
  lng?: string;
}) {
  const { t } = useTranslation('security', lng ? { lng } : undefined);
  const { signInWith } = useAuth();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const verify = useMutation({
    mutationFn: async (value: string) => signInWith(await secondFactorLoginRequest(challenge.pendingToken, value)),
    onSuccess,
  });
  const expired = (verify.error as { code?: string } | null)?.code === 'login_expired';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = code.trim();
    if (value.length < 6) {
      setFieldError(t('secondFactor.codeRequired'));
      return;
    }
    setFieldError(null);
    if (!verify.isPending) verify.mutate(value);
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="second-factor-heading">
      <div>
        <h2 id="second-factor-heading" className={styles.stepHeading}>
          {t('secondFactor.heading')}
        </h2>
        <p className={styles.stepLead}>{t('secondFactor.lead')}</p>
      </div>
      {verify.error && <Alert tone="error">{errorMessage(verify.error)}</Alert>}
      <Field label={t('secondFactor.code')} hint={t('secondFactor.codeHint')} error={fieldError}>
        {(control) => (
          <Input
            {...control}
            name="code"
            autoComplete="one-time-code"
            inputMode="text"
            autoFocus
            maxLength={20}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
      </Field>
      {expired ? (
        <Button type="button" size="lg" block onClick={onRestart}>
          {t('secondFactor.restart')}
        </Button>
      ) : (
        <Button type="submit" size="lg" block loading={verify.isPending} className={styles.submit}>
          {t('secondFactor.submit')}
        </Button>
      )}
      {!expired && (
        <Button type="button" variant="ghost" onClick={onRestart}>
          {t('secondFactor.restart')}
        </Button>
      )}
    </form>
  );
}
