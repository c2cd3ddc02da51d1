import type { LinkSentResult } from '@/types/api';
import { validateRegister } from '../validation';
import { useAuth } from './use-auth';
import { useAuthForm } from './use-auth-form';

export function useRegisterForm(onSuccess: (result: LinkSentResult) => void) {
  const { register } = useAuth();
  return useAuthForm({
    initialValues: { name: '', email: '', password: '', phone: '' },
    validate: validateRegister,
    submit: (values) =>
      register({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        ...(values.phone ? { phone: values.phone } : {}),
      }),
    onSuccess,
  });
}
