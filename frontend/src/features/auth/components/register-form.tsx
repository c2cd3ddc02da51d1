import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PrivacyConsent } from '@/components/privacy-consent/privacy-consent';
import type { LinkSentResult } from '@/types/api';
import { useRegisterForm } from '../hooks/use-register-form';
import { digitsOnly, NAME_MAX, PHONE_MAX } from '../validation';
import { EmailField, NewPasswordField } from './auth-fields';
import styles from './auth-form.module.css';

export function RegisterForm({ onSuccess }: { onSuccess: (result: LinkSentResult) => void }) {
  const { t } = useTranslation('account');
  const { values, setValue, fieldErrors, formError, onSubmit, pending } = useRegisterForm(onSuccess);
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {formError && <Alert tone="error">{formError}</Alert>}
      <Field label={t('fields.name')} error={fieldErrors.name}>
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
      <EmailField
        label={t('fields.email')}
        value={values.email}
        onChange={(value) => setValue('email', value)}
        error={fieldErrors.email}
      />
      <NewPasswordField
        value={values.password}
        onChange={(value) => setValue('password', value)}
        error={fieldErrors.password}
      />
      <Field label={t('fields.phone')} optional error={fieldErrors.phone} hint={t('registerForm.phoneHint')}>
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
      <PrivacyConsent
        checked={values.privacyConsent === 'yes'}
        onChange={(checked) => setValue('privacyConsent', checked ? 'yes' : '')}
        error={fieldErrors.privacyConsent}
      />
      <Button type="submit" size="lg" block loading={pending} className={styles.submit}>
        {t('registerForm.submit')}
      </Button>
    </form>
  );
}
