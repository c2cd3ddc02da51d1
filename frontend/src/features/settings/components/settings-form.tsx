import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  MAX_REGISTRATION_NUMBER_LENGTH,
  PAYMENT_METHOD_KEYS,
  sstRateProblem,
  SETTINGS_CURRENCIES,
  SETTINGS_TIMEZONES,
  type SettingsCurrency,
  type SettingsTimezone,
  type SystemSettingsInput,
  type SystemSettingsView,
} from '@kedai/contracts';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { TabList, tabPanelProps, type TabItem } from '@/components/ui/tabs';
import { ApiError } from '@/lib/api-client';
import { useSettings } from '../api/get-settings';
import { useSaveSettings } from '../api/save-settings';
import { useSendTestEmail } from '../api/send-test-email';
import { GatewaySettings } from './gateway-settings';
import { InboundEmailSettings } from './inbound-email-settings';
import { ManualMethodsEditor } from './manual-methods-editor';
import styles from './settings-form.module.css';

type Tab = 'basic' | 'payment' | 'email' | 'order';
const TABS: ReadonlyArray<Tab> = ['basic', 'payment', 'email', 'order'];
const PAYMENT_METHODS = PAYMENT_METHOD_KEYS;

interface Banner {
  tone: 'success' | 'error' | 'info';
  title: string;
  detail?: string;
}

/** The form's state: numbers kept as typed until saved. */
interface Draft {
  siteName: string;
  siteDescription: string;
  contactEmail: string;
  contactPhone: string;
  address: string;
  businessRegistrationNumber: string;
  currency: SettingsCurrency;
  timezone: SettingsTimezone;
  sstEnabled: boolean;
  sstRate: string;
  pricesIncludeTax: boolean;
  touchNGo: boolean;
  duitNow: boolean;
  alipay: boolean;
  wechatPay: boolean;
  bankTransfer: boolean;
  smtpHost: string;
  smtpPort: string;
  smtpUser: string;
  smtpPassword: string;
  senderEmail: string;
  senderName: string;
  automaticOrderConfirmation: boolean;
  automaticOrderCancellation: string;
  minimumOrderAmount: string;
  maximumOrderAmount: string;
}

const draftOf = (settings: SystemSettingsView): Draft => ({
  siteName: settings.siteName,
  siteDescription: settings.siteDescription,
  contactEmail: settings.contactEmail,
  contactPhone: settings.contactPhone,
  address: settings.address,
  businessRegistrationNumber: settings.businessRegistrationNumber,
  currency: settings.currency,
  timezone: settings.timezone,
  sstEnabled: settings.sst.enabled,
  sstRate: String(settings.sst.ratePercent),
  pricesIncludeTax: settings.sst.pricesIncludeTax,
  ...settings.paymentMethods,
  smtpHost: settings.emailSettings.smtpHost,
  smtpPort: String(settings.emailSettings.smtpPort),
  smtpUser: settings.emailSettings.smtpUser,
  smtpPassword: '',
  senderEmail: settings.emailSettings.senderEmail,
  senderName: settings.emailSettings.senderName,
  automaticOrderConfirmation: settings.orderSettings.automaticOrderConfirmation,
  automaticOrderCancellation: String(settings.orderSettings.automaticOrderCancellation),
  minimumOrderAmount: String(settings.orderSettings.minimumOrderAmount),
  maximumOrderAmount: String(settings.orderSettings.maximumOrderAmount),
});

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

const toInput = (draft: Draft): SystemSettingsInput => ({
  siteName: draft.siteName,
  siteDescription: draft.siteDescription,
  contactEmail: draft.contactEmail.trim(),
  contactPhone: draft.contactPhone,
  address: draft.address,
  businessRegistrationNumber: draft.businessRegistrationNumber.trim(),
  currency: draft.currency,
  timezone: draft.timezone,
  sst: {
    enabled: draft.sstEnabled,
    ratePercent: toNumber(draft.sstRate),
    pricesIncludeTax: draft.pricesIncludeTax,
  },
  paymentMethods: {
    touchNGo: draft.touchNGo,
    duitNow: draft.duitNow,
    alipay: draft.alipay,
    wechatPay: draft.wechatPay,
    bankTransfer: draft.bankTransfer,
  },
  emailSettings: {
    smtpHost: draft.smtpHost.trim(),
    smtpPort: toNumber(draft.smtpPort),
    smtpUser: draft.smtpUser.trim(),
    ...(draft.smtpPassword && { smtpPassword: draft.smtpPassword }),
    senderEmail: draft.senderEmail.trim(),
    senderName: draft.senderName,
  },
  orderSettings: {
    automaticOrderConfirmation: draft.automaticOrderConfirmation,
    automaticOrderCancellation: toNumber(draft.automaticOrderCancellation),
    minimumOrderAmount: toNumber(draft.minimumOrderAmount),
    maximumOrderAmount: toNumber(draft.maximumOrderAmount),
  },
});

const serverMessage = (error: unknown) =>
  error instanceof ApiError && !error.isNetworkError && error.message ? error.message : undefined;

/** The contact phone takes digits only; other key presses are blocked. */
const blockNonDigits = (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key.length === 1 && !/[0-9]/.test(event.key) && !event.ctrlKey && !event.metaKey) event.preventDefault();
};

/** /admin/settings (docs/product/admin.md#settings): four tabs, Save Settings, Send Test Email. */
export function SettingsForm() {
  const { t } = useTranslation('admin-catalog');
  const settings = useSettings();
  if (settings.isError) {
    return (
      <Alert tone="error" title={t('settings.loadFailed')}>
        {serverMessage(settings.error)}{' '}
        <Button size="sm" variant="secondary" onClick={() => void settings.refetch()}>
          {t('settings.retry')}
        </Button>
      </Alert>
    );
  }
  if (!settings.data) return <Spinner label={t('settings.loading')} />;
  return <SettingsEditor settings={settings.data} />;
}

function SettingsEditor({ settings }: { settings: SystemSettingsView }) {
  const { t } = useTranslation('admin-catalog');
  const save = useSaveSettings();
  const testEmail = useSendTestEmail();
  const [tab, setTab] = useState<Tab>('basic');
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [smtpStored, setSmtpStored] = useState(settings.emailSettings.hasSmtpPassword);
  const [banner, setBanner] = useState<Banner | null>(null);

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), 3000);
    return () => clearTimeout(timer);
  }, [banner]);

  const set = <K extends keyof Draft>(field: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const text = (field: keyof Draft) => (event: { target: { value: string } }) =>
    set(field, event.target.value as never);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(toInput(draft), {
      onSuccess: (saved) => {
        setDraft(draftOf(saved));
        setSmtpStored(saved.emailSettings.hasSmtpPassword);
        setBanner({ tone: 'success', title: t('settings.banner.saved') });
      },
      onError: (error) =>
        setBanner({ tone: 'error', title: t('settings.banner.saveFailed'), detail: serverMessage(error) }),
    });
  };

  const sendTest = () =>
    testEmail.mutate(undefined, {
      onSuccess: (result) =>
        // With no SMTP nothing was sent: the title says where the e-mail is (docs/product/admin.md#settings).
        setBanner({
          tone: result.delivery === 'outbox' ? 'info' : 'success',
          title: result.delivery === 'outbox' ? t('settings.banner.testEmailKept') : t('settings.banner.testEmailSent'),
          detail:
            result.delivery === 'outbox'
              ? t('settings.banner.testEmailOutbox', { to: result.to })
              : t('settings.banner.testEmailSentTo', { to: result.to }),
        }),
      onError: (error) =>
        setBanner({ tone: 'error', title: serverMessage(error) ?? t('settings.banner.testEmailFailed') }),
    });

  return (
    <section className={styles.page} aria-labelledby="settings-title">
      <h1 id="settings-title" className={styles.title}>
        {t('settings.title')}
      </h1>
      {banner && (
        <Alert tone={banner.tone} title={banner.title} onDismiss={() => setBanner(null)}>
          {banner.detail}
        </Alert>
      )}
      <form className={styles.card} onSubmit={submit} noValidate>
        <TabList
          idBase="settings"
          label={t('settings.sectionsLabel')}
          items={TABS.map((value): TabItem<Tab> => ({ value, label: t(`settings.tabs.${value}`) }))}
          value={tab}
          onChange={setTab}
        />

        <div {...tabPanelProps('settings', tab)}>
          {tab === 'basic' && (
            <div className={styles.grid}>
              <Field label={t('settings.basic.siteName')}>
                {(control) => <Input {...control} value={draft.siteName} onChange={text('siteName')} />}
              </Field>
              <Field label={t('settings.basic.contactEmail')}>
                {(control) => (
                  <Input {...control} type="email" value={draft.contactEmail} onChange={text('contactEmail')} />
                )}
              </Field>
              <Field label={t('settings.basic.contactPhone')} hint={t('settings.basic.contactPhoneHint')}>
                {(control) => (
                  <Input
                    {...control}
                    inputMode="numeric"
                    value={draft.contactPhone}
                    onKeyDown={blockNonDigits}
                    onChange={(event) => set('contactPhone', event.target.value.replace(/[^0-9]/g, ''))}
                  />
                )}
              </Field>
              <Field label={t('settings.basic.currency')} hint={t('settings.basic.currencyHint')}>
                {(control) => (
                  <select
                    {...control}
                    className={styles.select}
                    value={draft.currency}
                    onChange={(event) => set('currency', event.target.value as SettingsCurrency)}
                  >
                    {SETTINGS_CURRENCIES.map((currency) => (
                      <option key={currency}>{currency}</option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label={t('settings.basic.timezone')}>
                {(control) => (
                  <select
                    {...control}
                    className={styles.select}
                    value={draft.timezone}
                    onChange={(event) => set('timezone', event.target.value as SettingsTimezone)}
                  >
                    {SETTINGS_TIMEZONES.map((timezone) => (
                      <option key={timezone}>{timezone}</option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label={t('settings.basic.siteDescription')}>
                {(control) => (
                  <textarea
                    {...control}
                    className={styles.textarea}
                    rows={3}
                    value={draft.siteDescription}
                    onChange={text('siteDescription')}
                  />
                )}
              </Field>
              <Field label={t('settings.basic.address')}>
                {(control) => (
                  <textarea
                    {...control}
                    className={styles.textarea}
                    rows={3}
                    value={draft.address}
                    onChange={text('address')}
                  />
                )}
              </Field>
              <Field label={t('settings.basic.registrationNumber')} hint={t('settings.basic.registrationNumberHint')}>
                {(control) => (
                  <Input
                    {...control}
                    maxLength={MAX_REGISTRATION_NUMBER_LENGTH}
                    value={draft.businessRegistrationNumber}
                    onChange={text('businessRegistrationNumber')}
                  />
                )}
              </Field>
              <fieldset className={styles.fieldset}>
                <legend>{t('settings.basic.sst.legend')}</legend>
                <label className={styles.checkbox}>
                  <input
                    type="checkbox"
                    checked={draft.sstEnabled}
                    onChange={(event) => set('sstEnabled', event.target.checked)}
                  />
                  {t('settings.basic.sst.enabled')}
                </label>
                <Field
                  label={t('settings.basic.sst.rate')}
                  error={
                    sstRateProblem(toNumber(draft.sstRate)) === null ? undefined : t('settings.basic.sst.rateInvalid')
                  }
                >
                  {(control) => (
                    <Input {...control} inputMode="decimal" value={draft.sstRate} onChange={text('sstRate')} />
                  )}
                </Field>
                <label className={styles.checkbox}>
                  <input
                    type="checkbox"
                    checked={draft.pricesIncludeTax}
                    onChange={(event) => set('pricesIncludeTax', event.target.checked)}
                  />
                  {t('settings.basic.sst.pricesIncludeTax')}
                </label>
              </fieldset>
            </div>
          )}

          {tab === 'payment' && (
            <div className={styles.grid}>
              {PAYMENT_METHODS.map((field) => (
                <label key={field} className={styles.checkbox}>
                  <input
                    type="checkbox"
                    checked={draft[field]}
                    onChange={(event) => set(field, event.target.checked)}
                  />
                  {t(`settings.payment.methods.${field}`)}
                </label>
              ))}
              <p className={styles.note}>{t('settings.payment.note')}</p>
            </div>
          )}

          {tab === 'email' && (
            <div className={styles.grid}>
              <Field label={t('settings.email.smtpHost')}>
                {(control) => <Input {...control} value={draft.smtpHost} onChange={text('smtpHost')} />}
              </Field>
              <Field label={t('settings.email.smtpPort')}>
                {(control) => (
                  <Input {...control} type="number" min={0} value={draft.smtpPort} onChange={text('smtpPort')} />
                )}
              </Field>
              <Field label={t('settings.email.smtpUser')}>
                {(control) => <Input {...control} value={draft.smtpUser} onChange={text('smtpUser')} />}
              </Field>
              <Field
                label={t('settings.email.smtpPassword')}
                hint={smtpStored ? t('settings.email.passwordStored') : t('settings.email.noPasswordStored')}
              >
                {(control) => (
                  <PasswordInput
                    {...control}
                    autoComplete="new-password"
                    value={draft.smtpPassword}
                    onChange={text('smtpPassword')}
                  />
                )}
              </Field>
              <Field label={t('settings.email.senderEmail')}>
                {(control) => (
                  <Input {...control} type="email" value={draft.senderEmail} onChange={text('senderEmail')} />
                )}
              </Field>
              <Field label={t('settings.email.senderName')}>
                {(control) => <Input {...control} value={draft.senderName} onChange={text('senderName')} />}
              </Field>
              <p className={styles.note}>{t('settings.email.note')}</p>
              <div>
                <Button type="button" variant="secondary" onClick={sendTest} loading={testEmail.isPending}>
                  {t('settings.email.sendTest')}
                </Button>
              </div>
            </div>
          )}

          {tab === 'order' && (
            <div className={styles.grid}>
              <label className={styles.checkbox}>
                <input
                  type="checkbox"
                  checked={draft.automaticOrderConfirmation}
                  onChange={(event) => set('automaticOrderConfirmation', event.target.checked)}
                />
                {t('settings.order.automaticConfirmation')}
              </label>
              <Field
                label={t('settings.order.automaticCancellation')}
                hint={t('settings.order.automaticCancellationHint')}
              >
                {(control) => (
                  <Input
                    {...control}
                    type="number"
                    min={1}
                    max={720}
                    step={1}
                    value={draft.automaticOrderCancellation}
                    onChange={text('automaticOrderCancellation')}
                  />
                )}
              </Field>
              <Field label={t('settings.order.minimumAmount')}>
                {(control) => (
                  <Input
                    {...control}
                    type="number"
                    min={0}
                    step="0.01"
                    value={draft.minimumOrderAmount}
                    onChange={text('minimumOrderAmount')}
                  />
                )}
              </Field>
              <Field label={t('settings.order.maximumAmount')}>
                {(control) => (
                  <Input
                    {...control}
                    type="number"
                    min={0}
                    step="0.01"
                    value={draft.maximumOrderAmount}
                    onChange={text('maximumOrderAmount')}
                  />
                )}
              </Field>
            </div>
          )}
        </div>

        <div className={styles.actions}>
          <Button type="submit" loading={save.isPending}>
            {t('settings.save')}
          </Button>
        </div>
      </form>
      {tab === 'payment' && <GatewaySettings />}
      {tab === 'payment' && <ManualMethodsEditor />}
      {tab === 'email' && <InboundEmailSettings />}
    </section>
  );
}
