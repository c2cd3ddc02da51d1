import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { PASSWORD_MAX, PASSWORD_MIN } from '../validation';

interface TextFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * The e-mail field every account form has (`autoComplete` "username" where a password manager fills it).
 * The storefront's forms pass their `label` in the customer's language; the admin login (English, and
 * without the `account` texts) keeps the English default.
 */
export function EmailField({
  value,
  onChange,
  error,
  autoComplete = 'email',
  label = 'E-mail',
}: TextFieldProps & { autoComplete?: string; label?: string }) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <Input
          {...control}
          name="email"
          type="email"
          inputMode="email"
          autoComplete={autoComplete}
          required
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** A password being chosen (registration, set-password): the length rule shown and enforced. */
export function NewPasswordField({ value, onChange, error, label }: TextFieldProps & { label?: string }) {
  const { t } = useTranslation('account');
  return (
    <Field label={label ?? t('fields.password')} error={error} hint={t('fields.passwordHint', { min: PASSWORD_MIN })}>
      {(control) => (
        <PasswordInput
          {...control}
          name="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
