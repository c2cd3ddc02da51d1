import { useState, type FormEvent } from 'react';
import {
  GATEWAY_KEY_NAMES,
  GATEWAY_METHOD_KEYS,
  GATEWAY_METHOD_LABELS,
  PAYMENT_PROVIDER_LABELS,
  PAYMENT_PROVIDERS,
  type GatewayMethodKey,
  type GatewaySettingsInput,
  type GatewaySettingsView,
  type PaymentProviderName,
} from '@kedai/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useGatewaySettings } from '../api/get-gateway-settings';
import { useSaveGatewaySettings } from '../api/save-gateway-settings';
import styles from './settings-form.module.css';

type CatalogT = TFunction<'admin-catalog'>;

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && !error.isNetworkError && error.message ? error.message : fallback;

/** What the form holds: new key values typed (never the stored ones, which the browser never gets) and removals. */
interface ProviderDraft {
  enabled: boolean;
  keys: Record<string, string>;
  clear: string[];
}

interface Draft {
  stripe: ProviderDraft;
  billplz: ProviderDraft;
  fpxProvider: PaymentProviderName;
  methods: Record<GatewayMethodKey, boolean>;
}

const draftOf = (view: GatewaySettingsView): Draft => ({
  stripe: { enabled: view.stripe.enabled, keys: {}, clear: [] },
  billplz: { enabled: view.billplz.enabled, keys: {}, clear: [] },
  fpxProvider: view.fpxProvider,
  methods: { ...view.methods },
});

const providerInput = (draft: ProviderDraft): GatewaySettingsInput['stripe'] => {
  const keys = Object.fromEntries(Object.entries(draft.keys).filter(([, value]) => value.trim() !== ''));
  return {
    enabled: draft.enabled,
    ...(Object.keys(keys).length > 0 && { keys }),
    ...(draft.clear.length > 0 && { clear: draft.clear }),
  };
};

const toInput = (draft: Draft): GatewaySettingsInput => ({
  stripe: providerInput(draft.stripe),
  billplz: providerInput(draft.billplz),
  fpxProvider: draft.fpxProvider,
  methods: draft.methods,
});

/** A key's state in words: set (from Settings or the server's environment) or not set, and what saving does to it. */
function keyHint(
  state: { set: boolean; source: 'env' | 'settings' | null } | undefined,
  removing: boolean,
  t: CatalogT,
) {
  if (removing) return t('settings.gateways.keyRemoving');
  if (state?.source === 'env') return t('settings.gateways.keyFromEnv');
  return state?.set ? t('settings.gateways.keySet') : t('settings.gateways.keyNotSet');
}

/**
 * Settings → Payment Methods → Online payments: which gateway takes FPX, each gateway on or off, and its keys. Keys
 * are write-only: the page shows "Set" or "Not set", an empty field keeps the stored key, and a key from the
 * server's environment wins over one saved here (docs/payments.md).
 */
export function GatewaySettings() {
  const { t } = useTranslation('admin-catalog');
  const settings = useGatewaySettings();
  if (settings.isPending) return <Spinner label={t('settings.gateways.loading')} />;
  if (settings.isError) {
    return (
      <Alert tone="error">
        {t('settings.gateways.loadFailed', { reason: messageOf(settings.error, t('settings.gateways.tryAgain')) })}
      </Alert>
    );
  }
  return <GatewayForm current={settings.data} />;
}

function GatewayForm({ current }: { current: GatewaySettingsView }) {
  const { t } = useTranslation('admin-catalog');
  const save = useSaveGatewaySettings();
  const [draft, setDraft] = useState<Draft>(() => draftOf(current));
  const [banner, setBanner] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const setProvider = (provider: PaymentProviderName, change: (draft: ProviderDraft) => ProviderDraft) =>
    setDraft((value) => ({ ...value, [provider]: change(value[provider]) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBanner(null);
    save.mutate(toInput(draft), {
      onSuccess: (saved) => {
        setDraft(draftOf(saved));
        setBanner({ tone: 'success', text: t('settings.gateways.saved') });
      },
      onError: (error) => setBanner({ tone: 'error', text: messageOf(error, t('settings.gateways.saveFailed')) }),
    });
  };

  return (
    <form className={styles.card} onSubmit={submit} aria-labelledby="gateway-settings-title" noValidate>
      <h2 id="gateway-settings-title" className={styles.subtitle}>
        {t('settings.gateways.title')}
      </h2>
      <p className={styles.note}>{t('settings.gateways.intro')}</p>
      <p data-testid="gateway-available">
        {current.available.length > 0
          ? t('settings.gateways.available', {
              methods: current.available.map((method) => GATEWAY_METHOD_LABELS[method]).join(', '),
            })
          : t('settings.gateways.noneAvailable')}
      </p>

      <fieldset className={styles.grid}>
        <legend className={styles.subtitle}>{t('settings.gateways.methods')}</legend>
        {GATEWAY_METHOD_KEYS.map((method) => (
          <label key={method} className={styles.checkbox}>
            <input
              type="checkbox"
              checked={draft.methods[method]}
              onChange={(event) =>
                setDraft((value) => ({ ...value, methods: { ...value.methods, [method]: event.target.checked } }))
              }
            />
            {GATEWAY_METHOD_LABELS[method]}
          </label>
        ))}
      </fieldset>

      <fieldset className={styles.grid}>
        <legend className={styles.subtitle}>{t('settings.gateways.fpxProvider')}</legend>
        {PAYMENT_PROVIDERS.map((provider) => (
          <label key={provider} className={styles.checkbox}>
            <input
              type="radio"
              name="fpx-provider"
              checked={draft.fpxProvider === provider}
              onChange={() => setDraft((value) => ({ ...value, fpxProvider: provider }))}
            />
            {PAYMENT_PROVIDER_LABELS[provider]}
          </label>
        ))}
        <p className={styles.note}>{t('settings.gateways.fpxProviderHint')}</p>
      </fieldset>

      {PAYMENT_PROVIDERS.map((provider) => {
        const view = current[provider];
        const name = PAYMENT_PROVIDER_LABELS[provider];
        const state = draft[provider];
        return (
          <fieldset key={provider} className={styles.grid} aria-describedby={`gateway-${provider}-state`}>
            <legend className={styles.subtitle}>{name}</legend>
            <p id={`gateway-${provider}-state`}>
              <Badge tone={view.ready ? 'success' : 'neutral'}>
                {view.ready ? t('settings.gateways.ready') : t('settings.gateways.notReady')}
              </Badge>
            </p>
            <label className={styles.checkbox}>
              <input
                type="checkbox"
                checked={state.enabled}
                onChange={(event) => setProvider(provider, (value) => ({ ...value, enabled: event.target.checked }))}
              />
              {t('settings.gateways.enabled', { name })}
            </label>
            {GATEWAY_KEY_NAMES[provider].map((key) => {
              const keyState = view.keys[key];
              const removing = state.clear.includes(key);
              const label = t(`settings.gateways.keys.${provider}.${key}`, { defaultValue: key });
              return (
                <div key={key} className={styles.keyField}>
                  <Field
                    label={label}
                    hint={<span data-testid={`gateway-key-${provider}-${key}`}>{keyHint(keyState, removing, t)}</span>}
                  >
                    {(control) => (
                      <PasswordInput
                        {...control}
                        autoComplete="new-password"
                        placeholder={keyState?.set ? t('settings.gateways.keepPlaceholder') : ''}
                        disabled={removing}
                        value={state.keys[key] ?? ''}
                        onChange={(event) =>
                          setProvider(provider, (value) => ({
                            ...value,
                            keys: { ...value.keys, [key]: event.target.value },
                          }))
                        }
                      />
                    )}
                  </Field>
                  {keyState?.source === 'settings' && (
                    <div className={styles.actions}>
                      <Button
                        type="button"
                        size="sm"
                        variant={removing ? 'secondary' : 'danger-outline'}
                        aria-label={
                          removing
                            ? t('settings.gateways.keepKeyLabel', { key: label })
                            : t('settings.gateways.removeKeyLabel', { key: label })
                        }
                        onClick={() =>
                          setProvider(provider, (value) => ({
                            ...value,
                            keys: { ...value.keys, [key]: '' },
                            clear: removing ? value.clear.filter((one) => one !== key) : [...value.clear, key],
                          }))
                        }
                      >
                        {removing ? t('settings.gateways.keepKey') : t('settings.gateways.removeKey')}
                      </Button>
                    </div>
                  )}
                </div>
              );
            })}
            <p className={styles.note}>
              {t('settings.gateways.webhookUrl')} <code className={styles.url}>{view.webhookUrl}</code>
            </p>
          </fieldset>
        );
      })}

      {banner && (
        <Alert tone={banner.tone} onDismiss={() => setBanner(null)}>
          {banner.text}
        </Alert>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={save.isPending}>
          {t('settings.gateways.save')}
        </Button>
      </div>
    </form>
  );
}
