import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { PASSWORD_MAX, PASSWORD_MIN } from '../validation';

interface TextFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The e-mail field every account form has (`autoComplete` "username" where a password manager fills it). */
export function EmailField({
  value,
  onChange,
  error,
  autoComplete = 'email',
}: TextFieldProps & { autoComplete?: string }) {
  return (
    <Field label="E-mail" error={error}>
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
export function NewPasswordField({ value, onChange, error, label = 'Password' }: TextFieldProps & { label?: string }) {
  return (
    <Field label={label} error={error} hint={`At least ${PASSWORD_MIN} characters.`}>
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
