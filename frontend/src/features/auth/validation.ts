/**
 * The same rules the API applies (backend auth DTOs), checked before sending so mistakes show at once.
 * The server remains the judge: its field errors are shown the same way.
 */

export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PHONE_MAX = 20;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export function emailError(email: string): string | undefined {
  const value = email.trim();
  if (!value || value.length > EMAIL_MAX || !EMAIL_PATTERN.test(value)) return 'Please enter a valid e-mail address';
  return undefined;
}

export function validateLogin(values: { email: string; password: string }): FieldErrors<'email' | 'password'> {
  return {
    email: emailError(values.email),
    password: values.password ? undefined : 'Password is required',
  };
}

export function validateRegister(values: {
  name: string;
  email: string;
  password: string;
  phone: string;
}): FieldErrors<'name' | 'email' | 'password' | 'phone'> {
  const name = values.name.trim();
  return {
    name: !name
      ? 'Name is required'
      : name.length > NAME_MAX
        ? `Name must be at most ${NAME_MAX} characters`
        : undefined,
    email: emailError(values.email),
    password:
      values.password.length < PASSWORD_MIN
        ? `Password must be at least ${PASSWORD_MIN} characters`
        : values.password.length > PASSWORD_MAX
          ? `Password must be at most ${PASSWORD_MAX} characters`
          : undefined,
    phone: !/^\d*$/.test(values.phone)
      ? 'Phone number may contain digits only'
      : values.phone.length > PHONE_MAX
        ? `Phone number must be at most ${PHONE_MAX} digits`
        : undefined,
  };
}

/** Keeps only digits (the phone field accepts digits only). */
export const digitsOnly = (value: string) => value.replace(/\D+/g, '');
