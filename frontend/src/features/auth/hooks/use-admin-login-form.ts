import type { UserView } from '@/types/api';
import { validateLogin } from '../validation';
import { useAuth } from './use-auth';
import { useAuthForm } from './use-auth-form';

export function useAdminLoginForm(onSuccess: (user: UserView) => void) {
  const { adminLogin } = useAuth();
  return useAuthForm({
    initialValues: { email: '', password: '' },
    validate: validateLogin,
    submit: (values) => adminLogin({ email: values.email.trim(), password: values.password }),
    onSuccess,
  });
}
