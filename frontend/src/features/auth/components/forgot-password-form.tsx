import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { LinkSentResult } from '@/types/api';
import { passwordResetRequest } from '../api/account-links';
import { useAuthForm } from '../hooks/use-auth-form';
import { emailError, ruleTexts } from '../validation';
import { EmailField } from './auth-fields';
import styles from './auth-form.module.css';

/** Asks for a reset link; the answer is the same whether or not the e-mail has an account. */
export function ForgotPasswordForm({ onSent }: { onSent: (result: LinkSentResult) => void }) {
  const { t } = useTranslation('account');
  const { values, setValue, fieldErrors, formError, onSubmit, pending } = useAuthForm({
    initialValues: { email: '' },
    validate: (current) => ({ email: emailError(current.email, ruleTexts(t)) }),
    submit: (current) => passwordResetRequest(current.email.trim()),
    onSuccess: onSent,
  });
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {formError && <Alert tone="error">{formError}</Alert>}
      <EmailField
        label={t('fields.email')}
        value={values.email}
        onChange={(value) => setValue('email', value)}
        error={fieldErrors.email}
      />
      <Button type="submit" size="lg" block loading={pending} className={styles.submit}>
        {t('forgotPassword.submit')}
      </Button>
    </form>
  );
}
