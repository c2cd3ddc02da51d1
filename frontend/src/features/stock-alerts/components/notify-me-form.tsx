import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useRequestStockAlert } from '../api/stock-alerts';
import styles from './notify-me-form.module.css';

export interface NotifyMeFormProps {
  productCode: string;
  /** The chosen option's value and label, when the choice is what ran out. */
  choice: { value: string; label: string } | null;
  /** A signed-in customer's e-mail, prefilled (their own needs no confirmation link). */
  defaultEmail?: string;
}

/**
 * "Tell me when it's back" under an out-of-stock product (docs/product/storefront.md#back-in-stock-alerts):
 * one e-mail field; the answer says whether a confirmation link was sent or the alert already waits.
 */
export function NotifyMeForm({ productCode, choice, defaultEmail = '' }: NotifyMeFormProps) {
  const { t } = useTranslation('catalog');
  const [email, setEmail] = useState(defaultEmail);
  const request = useRequestStockAlert();
  const sentTo = request.variables?.email ?? email;
  return (
    <section className={styles.box} aria-labelledby="notify-me-title">
      <h2 id="notify-me-title" className={styles.title}>
        {t('stockAlert.title')}
      </h2>
      <p className={styles.lead}>
        {choice ? t('stockAlert.leadChoice', { choice: choice.label }) : t('stockAlert.lead')}
      </p>
      {request.isSuccess ? (
        <Alert tone="success">
          {request.data.outcome === 'waiting'
            ? t('stockAlert.waiting', { email: sentTo })
            : t('stockAlert.confirm', { email: sentTo })}
        </Alert>
      ) : (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            request.mutate({ productCode, optionValue: choice?.value ?? null, email: email.trim() });
          }}
        >
          <Field label={t('stockAlert.email')} error={request.isError ? errorMessage(request.error) : null}>
            {(control) => (
              <Input
                {...control}
                type="email"
                autoComplete="email"
                required
                maxLength={254}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            )}
          </Field>
          <Button type="submit" variant="secondary" loading={request.isPending}>
            {t('stockAlert.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
