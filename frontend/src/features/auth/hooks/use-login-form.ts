import type { UserView } from '@/types/api';
import { validateLogin } from '../validation';
import { useAuth } from './use-auth';
import { useAuthForm } from './use-auth-form';

export function useLoginForm(onSuccess: (user: UserView) => void) {
  const { login } = useAuth();
  return useAuthForm({
    initialValues: { email: '', password: '' },
    validate: validateLogin,
    submit: (values) => login({ email: values.email.trim(), password: values.password }),
    onSuccess,
  });
}
