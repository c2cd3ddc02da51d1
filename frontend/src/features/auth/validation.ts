import type { TFunction } from 'i18next';

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

/** What each broken rule says. */
export interface RuleTexts {
  emailInvalid: string;
  passwordRequired: string;
  passwordTooShort: string;
  passwordTooLong: string;
  nameRequired: string;
  nameTooLong: string;
  phoneDigitsOnly: string;
  phoneTooLong: string;
  privacyConsentRequired: string;
}

/** The rules' texts in the storefront's language (the `account` catalogue). */
export function ruleTexts(t: TFunction<'account'>): RuleTexts {
  return {
    emailInvalid: t('validation.emailInvalid'),
    passwordRequired: t('validation.passwordRequired'),
    passwordTooShort: t('validation.passwordTooShort', { min: PASSWORD_MIN }),
    passwordTooLong: t('validation.passwordTooLong', { max: PASSWORD_MAX }),
    nameRequired: t('validation.nameRequired'),
    nameTooLong: t('validation.nameTooLong', { max: NAME_MAX }),
    phoneDigitsOnly: t('validation.phoneDigitsOnly'),
    phoneTooLong: t('validation.phoneTooLong', { max: PHONE_MAX }),
    privacyConsentRequired: t('validation.privacyConsentRequired'),
  };
}

export function emailError(email: string, texts: RuleTexts): string | undefined {
  const value = email.trim();
  if (!value || value.length > EMAIL_MAX || !EMAIL_PATTERN.test(value)) return texts.emailInvalid;
  return undefined;
}

export function validateLogin(
  values: { email: string; password: string },
  texts: RuleTexts,
): FieldErrors<'email' | 'password'> {
  return {
    email: emailError(values.email, texts),
    password: values.password ? undefined : texts.passwordRequired,
  };
}

export function validateRegister(
  values: {
    name: string;
    email: string;
    password: string;
    phone: string;
    /** 'yes' once the box is ticked. */
    privacyConsent: string;
  },
  texts: RuleTexts,
): FieldErrors<'name' | 'email' | 'password' | 'phone' | 'privacyConsent'> {
  const name = values.name.trim();
  return {
    name: !name ? texts.nameRequired : name.length > NAME_MAX ? texts.nameTooLong : undefined,
    email: emailError(values.email, texts),
    password:
      values.password.length < PASSWORD_MIN
        ? texts.passwordTooShort
        : values.password.length > PASSWORD_MAX
          ? texts.passwordTooLong
          : undefined,
    phone: !/^\d*$/.test(values.phone)
      ? texts.phoneDigitsOnly
      : values.phone.length > PHONE_MAX
        ? texts.phoneTooLong
        : undefined,
    privacyConsent: values.privacyConsent ? undefined : texts.privacyConsentRequired,
  };
}

/** Keeps only digits (the phone field accepts digits only). */
export const digitsOnly = (value: string) => value.replace(/\D+/g, '');
