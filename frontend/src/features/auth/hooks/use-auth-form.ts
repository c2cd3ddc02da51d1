import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '@/lib/api-client';
import type { FieldErrors } from '../validation';

export interface AuthFormConfig<F extends string, R> {
  initialValues: Record<F, string>;
  validate: (values: Record<F, string>) => FieldErrors<F>;
  submit: (values: Record<F, string>) => Promise<R>;
  onSuccess: (result: R) => void;
}

function defined<F extends string>(errors: FieldErrors<F>): FieldErrors<F> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => Boolean(message))) as FieldErrors<F>;
}

/** The server's per-field messages for the fields this form has. */
function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]): FieldErrors<F> {
  if (!(error instanceof ApiError) || !error.errors) return {};
  const found: FieldErrors<F> = {};
  for (const { field, messages } of error.errors) {
    if ((fields as readonly string[]).includes(field) && messages.length) found[field as F] = messages.join(' ');
  }
  return found;
}

/**
 * Form state shared by the login, register and admin login forms: values, per-field errors (from the
 * client rules or the server's `errors`), and a general message for everything else.
 */
export function useAuthForm<F extends string, R>(config: AuthFormConfig<F, R>) {
  const [values, setValues] = useState(config.initialValues);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const fields = Object.keys(config.initialValues) as F[];

  const mutation = useMutation({
    mutationFn: config.submit,
    onSuccess: config.onSuccess,
    onError: (error) => {
      const mapped = serverFieldErrors(error, fields);
      setFieldErrors(mapped);
      setFormError(Object.keys(mapped).length ? null : errorMessage(error));
    },
  });

  const setValue = (field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const errors = defined(config.validate(values));
    setFieldErrors(errors);
    setFormError(null);
    const firstInvalid = fields.find((field) => errors[field]);
    if (firstInvalid) {
      const control = event.currentTarget.elements.namedItem(firstInvalid);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    mutation.mutate(values);
  };

  return { values, setValue, fieldErrors, formError, onSubmit, pending: mutation.isPending };
}
