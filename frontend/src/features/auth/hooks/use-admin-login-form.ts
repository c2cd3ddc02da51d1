import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@kedai/contracts';
import type { SecondFactorChallenge } from '@kedai/contracts';
import type { UserView } from '@/types/api';
import { ruleTexts, validateLogin } from '../validation';
import { useAuth } from './use-auth';
import { useAuthForm } from './use-auth-form';

export function useAdminLoginForm(onSuccess: (result: UserView | SecondFactorChallenge) => void) {
  const { adminLogin } = useAuth();
  // The admin is in English for now, whatever language the storefront was read in.
  const { t } = useTranslation('account', { lng: DEFAULT_LANGUAGE });
  return useAuthForm({
    initialValues: { email: '', password: '' },
    validate: (values) => validateLogin(values, ruleTexts(t)),
    submit: (values) => adminLogin({ email: values.email.trim(), password: values.password }),
    onSuccess,
  });
}
