import { useTranslation } from 'react-i18next';
import type { SecondFactorChallenge } from '@kedai/contracts';
import type { UserView } from '@/types/api';
import { ruleTexts, validateLogin } from '../validation';
import { useAuth } from './use-auth';
import { useAuthForm } from './use-auth-form';

export function useLoginForm(onSuccess: (result: UserView | SecondFactorChallenge) => void) {
  const { t } = useTranslation('account');
  const { login } = useAuth();
  return useAuthForm({
    initialValues: { email: '', password: '' },
    validate: (values) => validateLogin(values, ruleTexts(t)),
    submit: (values) => login({ email: values.email.trim(), password: values.password }),
    onSuccess,
  });
}
