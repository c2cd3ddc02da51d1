import { useTranslation } from 'react-i18next';
import type { LinkSentResult } from '@/types/api';
import { currentLanguage } from '@/lib/i18n/i18n';
import { ruleTexts, validateRegister } from '../validation';
import { useAuth } from './use-auth';
import { useAuthForm } from './use-auth-form';

export function useRegisterForm(onSuccess: (result: LinkSentResult) => void) {
  const { t } = useTranslation('account');
  const { register } = useAuth();
  return useAuthForm({
    initialValues: { name: '', email: '', password: '', phone: '', privacyConsent: '' },
    validate: (values) => validateRegister(values, ruleTexts(t)),
    submit: (values) =>
      register({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        ...(values.phone ? { phone: values.phone } : {}),
        // The new account's language: its confirmation e-mail and later e-mails are written in it.
        language: currentLanguage(),
        privacyConsent: true,
      }),
    onSuccess,
  });
}
