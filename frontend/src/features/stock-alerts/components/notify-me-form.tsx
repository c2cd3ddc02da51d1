import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useRequestStockAlert, useStockAlertChannels } from '../api/stock-alerts';
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
 * one e-mail field, or, when the shop offers it, a WhatsApp number with an unticked consent box; the answer says
 * whether a confirmation link was sent or the alert already waits.
 */
export function NotifyMeForm({ productCode, choice, defaultEmail = '' }: NotifyMeFormProps) {
  const { t } = useTranslation('catalog');
  const [email, setEmail] = useState(defaultEmail);
  const [phone, setPhone] = useState('');
  const [consent, setConsent] = useState(false);
  const [byWhatsapp, setByWhatsapp] = useState(false);
  const whatsapp = useStockAlertChannels().data?.whatsapp === true;
  const request = useRequestStockAlert();
  const sentTo = request.variables?.email ?? request.variables?.phone ?? email;
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
          {request.variables.channel === 'whatsapp'
            ? t('stockAlert.confirmWhatsapp', { phone: sentTo })
            : request.data.outcome === 'waiting'
              ? t('stockAlert.waiting', { email: sentTo })
              : t('stockAlert.confirm', { email: sentTo })}
        </Alert>
      ) : (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            const optionValue = choice?.value ?? null;
            request.mutate(
              whatsapp && byWhatsapp
                ? { productCode, optionValue, channel: 'whatsapp', phone: phone.trim(), consent }
                : { productCode, optionValue, email: email.trim() },
            );
          }}
        >
          {whatsapp && (
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={byWhatsapp}
                onChange={(event) => setByWhatsapp(event.target.checked)}
                data-testid="notify-me-whatsapp"
              />
              {t('stockAlert.byWhatsapp')}
            </label>
          )}
          <Field
            label={t(whatsapp && byWhatsapp ? 'stockAlert.phone' : 'stockAlert.email')}
            error={request.isError ? errorMessage(request.error) : null}
          >
            {(control) =>
              whatsapp && byWhatsapp ? (
                <Input
                  {...control}
                  key="phone"
                  type="tel"
                  autoComplete="tel"
                  placeholder="012-345 6789"
                  required
                  maxLength={30}
                  value={phone}
                  onChange={(event) => setPhone(event.target.value)}
                />
              ) : (
                <Input
                  {...control}
                  type="email"
                  autoComplete="email"
                  required
                  maxLength={254}
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                />
              )
            }
          </Field>
          {whatsapp && byWhatsapp && (
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={consent}
                onChange={(event) => setConsent(event.target.checked)}
                data-testid="notify-me-consent"
              />
              {t('stockAlert.consent')}
            </label>
          )}
          <Button type="submit" variant="secondary" loading={request.isPending}>
            {t('stockAlert.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
