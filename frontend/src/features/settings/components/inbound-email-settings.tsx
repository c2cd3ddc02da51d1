import { useState, type FormEvent } from 'react';
import type { InboundEmailSettingsView } from '@kedai/contracts';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useInboundEmailSettings, useSaveInboundEmailSettings } from '../api/inbound-email-settings';
import styles from './settings-form.module.css';

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && !error.isNetworkError && error.message ? error.message : fallback;

/** 32 random bytes as URL-safe text: a secret strong enough to give a provider (made in this browser, shown once). */
function generatedSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * Settings → E-mail → Inbound e-mail (docs/channels.md "Inbound e-mail"): the reply domain and the provider
 * webhook's secret (write-only: "Set" or "Not set"), what to give the provider and the DNS, and whether the built-in
 * SMTP listener is listening. A value from the server's environment wins and is shown read-only.
 */
export function InboundEmailSettings() {
  const { t } = useTranslation('admin-catalog');
  const settings = useInboundEmailSettings();
  if (settings.isPending) return <Spinner label={t('settings.inboundEmail.loading')} />;
  if (settings.isError) {
    return (
      <Alert tone="error">
        {t('settings.inboundEmail.loadFailed', {
          reason: messageOf(settings.error, t('settings.inboundEmail.tryAgain')),
        })}
      </Alert>
    );
  }
  return <InboundEmailForm current={settings.data} />;
}

function InboundEmailForm({ current }: { current: InboundEmailSettingsView }) {
  const { t } = useTranslation('admin-catalog');
  const save = useSaveInboundEmailSettings();
  const [domain, setDomain] = useState(current.domain ?? '');
  const [secret, setSecret] = useState('');
  const [clearSecret, setClearSecret] = useState(false);
  const [banner, setBanner] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const domainFromEnv = current.domainSource === 'env';
  const secretFromEnv = current.secret.source === 'env';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBanner(null);
    save.mutate(
      {
        ...(!domainFromEnv && { domain }),
        ...(!secretFromEnv && secret.trim() && { secret: secret.trim() }),
        ...(clearSecret && { clearSecret: true }),
      },
      {
        onSuccess: (saved) => {
          setSecret('');
          setClearSecret(false);
          setDomain(saved.domain ?? '');
          setBanner({ tone: 'success', text: t('settings.inboundEmail.saved') });
        },
        onError: (error) => setBanner({ tone: 'error', text: messageOf(error, t('settings.inboundEmail.saveFailed')) }),
      },
    );
  };

  const secretHint = clearSecret
    ? t('settings.inboundEmail.secretRemoving')
    : secretFromEnv
      ? t('settings.inboundEmail.fromEnv')
      : current.secret.set
        ? t('settings.inboundEmail.secretSet')
        : t('settings.inboundEmail.secretNotSet');
  const ready = Boolean(current.domain) && (current.secret.set || current.smtp.listening);

  return (
    <form className={styles.card} onSubmit={submit} aria-labelledby="inbound-email-title" noValidate>
      <h2 id="inbound-email-title" className={styles.subtitle}>
        {t('settings.inboundEmail.title')}
      </h2>
      <p>
        <Badge tone={ready ? 'success' : 'neutral'}>
          {ready ? t('settings.inboundEmail.ready') : t('settings.inboundEmail.notReady')}
        </Badge>
      </p>
      <p className={styles.note}>{t('settings.inboundEmail.intro')}</p>

      <div className={styles.grid}>
        <Field
          label={t('settings.inboundEmail.domain')}
          hint={domainFromEnv ? t('settings.inboundEmail.fromEnv') : t('settings.inboundEmail.domainHint')}
        >
          {(control) => (
            <Input
              {...control}
              placeholder="reply.yourshop.my"
              autoCapitalize="none"
              spellCheck={false}
              readOnly={domainFromEnv}
              value={domain}
              onChange={(event) => setDomain(event.target.value)}
            />
          )}
        </Field>
        <div className={styles.keyField}>
          <Field
            label={t('settings.inboundEmail.secret')}
            hint={<span data-testid="inbound-email-secret-state">{secretHint}</span>}
          >
            {(control) => (
              <PasswordInput
                {...control}
                autoComplete="new-password"
                readOnly={secretFromEnv}
                disabled={clearSecret}
                placeholder={current.secret.set && !secretFromEnv ? t('settings.inboundEmail.keepPlaceholder') : ''}
                value={secret}
                onChange={(event) => setSecret(event.target.value)}
              />
            )}
          </Field>
          {!secretFromEnv && (
            <div className={styles.actions}>
              <Button
                type="button"
                size="sm"
                variant="secondary"
                disabled={clearSecret}
                onClick={() => setSecret(generatedSecret())}
              >
                {t('settings.inboundEmail.generate')}
              </Button>
              {current.secret.source === 'settings' && (
                <Button
                  type="button"
                  size="sm"
                  variant={clearSecret ? 'secondary' : 'danger-outline'}
                  onClick={() => {
                    setSecret('');
                    setClearSecret((value) => !value);
                  }}
                >
                  {clearSecret ? t('settings.inboundEmail.keepSecret') : t('settings.inboundEmail.removeSecret')}
                </Button>
              )}
            </div>
          )}
          {secret && <p className={styles.note}>{t('settings.inboundEmail.copyBeforeSaving')}</p>}
        </div>
      </div>

      <p className={styles.note}>
        {t('settings.inboundEmail.webhookUrl')}{' '}
        <code className={styles.url} data-testid="inbound-email-webhook-url">
          {current.webhookUrl}
        </code>
      </p>
      <p className={styles.note}>{t('settings.inboundEmail.webhookHow')}</p>
      <p className={styles.note}>
        {current.mxRecord ? (
          <>
            {t('settings.inboundEmail.mxRecord')}{' '}
            <code className={styles.url} data-testid="inbound-email-mx">
              {`${current.mxRecord.name}. ${current.mxRecord.type} ${current.mxRecord.priority} ${current.mxRecord.value}.`}
            </code>{' '}
            {t('settings.inboundEmail.mxHow')}
          </>
        ) : (
          t('settings.inboundEmail.mxNoDomain')
        )}
      </p>
      <p className={styles.note} data-testid="inbound-email-smtp">
        {current.smtp.listening
          ? t('settings.inboundEmail.smtpListening', { port: current.smtp.port })
          : t('settings.inboundEmail.smtpOff')}{' '}
        {t('settings.inboundEmail.smtpPortFromEnv')}
      </p>

      {banner && (
        <Alert tone={banner.tone} onDismiss={() => setBanner(null)}>
          {banner.text}
        </Alert>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={save.isPending}>
          {t('settings.inboundEmail.save')}
        </Button>
      </div>
    </form>
  );
}
