import {
  WHATSAPP_FOLLOW_UP_TEMPLATES_MAX,
  WHATSAPP_FOLLOW_UP_TEXT_MAX,
  WHATSAPP_KEY_NAMES,
  WHATSAPP_TEMPLATE_EVENTS,
  type WhatsappFollowUpTemplate,
  type WhatsappKeyName,
  type WhatsappSettingsView,
  type WhatsappTemplateEvent,
} from '@kedai/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api-client';
import { useSaveWhatsappSettings, useSendWhatsappTest, useWhatsappSettings } from '../api/whatsapp-settings';
import styles from './chat-settings.module.css';

/**
 * Live chat settings → WhatsApp (docs/channels.md): the Cloud API keys (write-only: "Set" or "Not set"; one from the
 * server's environment wins), the number's id, the order-update template names, and a test message.
 */
export function WhatsappSettingsCard() {
  const { t } = useTranslation('admin-chat');
  const settings = useWhatsappSettings();
  if (settings.isPending) return null;
  if (settings.isError) return <Alert tone="error">{errorMessage(settings.error, t('whatsapp.loadFailed'))}</Alert>;
  return <WhatsappForm current={settings.data} />;
}

function WhatsappForm({ current }: { current: WhatsappSettingsView }) {
  const { t } = useTranslation('admin-chat');
  const save = useSaveWhatsappSettings();
  const test = useSendWhatsappTest();
  const [keys, setKeys] = useState<Partial<Record<WhatsappKeyName, string>>>({});
  const [phoneNumberId, setPhoneNumberId] = useState(current.phoneNumberId ?? '');
  const [templates, setTemplates] = useState<Record<WhatsappTemplateEvent, string>>(current.templates);
  const [language, setLanguage] = useState(current.templateLanguage);
  const [followUps, setFollowUps] = useState<WhatsappFollowUpTemplate[]>(current.followUpTemplates);
  const [stockAlerts, setStockAlerts] = useState(current.stockAlertTemplates);
  const [testTo, setTestTo] = useState('');
  const [banner, setBanner] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBanner(null);
    const typed = Object.fromEntries(Object.entries(keys).filter(([, value]) => value?.trim()));
    save.mutate(
      {
        keys: typed,
        ...(current.phoneNumberIdSource !== 'env' && { phoneNumberId }),
        templates,
        templateLanguage: language,
        followUpTemplates: followUps,
        stockAlertTemplates: stockAlerts,
      },
      {
        onSuccess: () => {
          setKeys({});
          setBanner({ tone: 'success', text: t('whatsapp.saved') });
        },
        onError: (error) => setBanner({ tone: 'error', text: errorMessage(error, t('whatsapp.saveFailed')) }),
      },
    );
  };

  const sendTest = () => {
    setBanner(null);
    test.mutate(
      { to: testTo },
      {
        onSuccess: (result) =>
          setBanner(
            result.ok
              ? { tone: 'success', text: t('whatsapp.testSent') }
              : { tone: 'error', text: t('whatsapp.testRefused', { reason: result.detail }) },
          ),
        onError: (error) => setBanner({ tone: 'error', text: errorMessage(error, t('whatsapp.testFailed')) }),
      },
    );
  };

  const keyHint = (name: WhatsappKeyName) => {
    const state = current.keys[name];
    if (state.source === 'env') return t('whatsapp.keyFromEnv');
    return state.set ? t('whatsapp.keySet') : t('whatsapp.keyNotSet');
  };

  return (
    <form className={styles.card} onSubmit={submit} aria-labelledby="whatsapp-settings-title" noValidate>
      <div className={styles.cardHeader}>
        <h2 id="whatsapp-settings-title" className={styles.cardTitle}>
          {t('whatsapp.title')}
        </h2>
        <Badge tone={current.canSend && current.canReceive ? 'success' : 'neutral'}>
          {current.canSend && current.canReceive ? t('whatsapp.ready') : t('whatsapp.notReady')}
        </Badge>
      </div>
      <p className={styles.settingHint}>{t('whatsapp.intro')}</p>
      {banner && <Alert tone={banner.tone}>{banner.text}</Alert>}
      <p className={styles.settingHint}>
        {t('whatsapp.webhookUrl')} <code data-testid="whatsapp-webhook-url">{current.webhookUrl}</code>
      </p>
      {WHATSAPP_KEY_NAMES.map((name) => (
        <Field
          key={name}
          label={t(`whatsapp.keys.${name}`)}
          hint={<span data-testid={`whatsapp-key-${name}`}>{keyHint(name)}</span>}
        >
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
              disabled={current.keys[name].source === 'env'}
              placeholder={current.keys[name].set ? t('whatsapp.keepPlaceholder') : ''}
              value={keys[name] ?? ''}
              onChange={(event) => setKeys((value) => ({ ...value, [name]: event.target.value }))}
            />
          )}
        </Field>
      ))}
      <Field
        label={t('whatsapp.phoneNumberId')}
        hint={current.phoneNumberIdSource === 'env' ? t('whatsapp.keyFromEnv') : undefined}
      >
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            disabled={current.phoneNumberIdSource === 'env'}
            value={phoneNumberId}
            onChange={(event) => setPhoneNumberId(event.target.value)}
          />
        )}
      </Field>
      {WHATSAPP_TEMPLATE_EVENTS.map((event) => (
        <Field key={event} label={t(`whatsapp.templates.${event}`)} hint={t('whatsapp.templateHint')}>
          {(control) => (
            <Input
              {...control}
              value={templates[event]}
              onChange={(change) => setTemplates((value) => ({ ...value, [event]: change.target.value }))}
            />
          )}
        </Field>
      ))}
      <Field label={t('whatsapp.templateLanguage')}>
        {(control) => <Input {...control} value={language} onChange={(event) => setLanguage(event.target.value)} />}
      </Field>
      {(['confirm', 'back', 'language'] as const).map((field) => (
        <Field
          key={field}
          label={t(`whatsapp.stockAlerts.${field}`)}
          hint={field === 'language' ? undefined : t('whatsapp.stockAlerts.hint')}
        >
          {(control) => (
            <Input
              {...control}
              value={stockAlerts[field]}
              onChange={(change) => setStockAlerts((value) => ({ ...value, [field]: change.target.value }))}
            />
          )}
        </Field>
      ))}
      <FollowUpTemplatesEditor value={followUps} onChange={setFollowUps} />
      <div className={styles.delayForm}>
        <Button type="submit" loading={save.isPending}>
          {t('whatsapp.save')}
        </Button>
      </div>
      <Field label={t('whatsapp.testTo')}>
        {(control) => (
          <Input
            {...control}
            type="tel"
            placeholder="+60 12-345 6789"
            value={testTo}
            onChange={(event) => setTestTo(event.target.value)}
          />
        )}
      </Field>
      <div className={styles.delayForm}>
        <Button type="button" variant="secondary" onClick={sendTest} loading={test.isPending} disabled={!testTo.trim()}>
          {t('whatsapp.sendTest')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The approved templates agents may send once a conversation's 24-hour window has closed: name and language as in
 * WhatsApp Manager, and the body as approved ({{1}} is the customer's name), so the agent sees what is sent.
 */
function FollowUpTemplatesEditor({
  value,
  onChange,
}: {
  value: WhatsappFollowUpTemplate[];
  onChange: (next: WhatsappFollowUpTemplate[]) => void;
}) {
  const { t } = useTranslation('admin-chat');
  const change = (index: number, patch: Partial<WhatsappFollowUpTemplate>) =>
    onChange(value.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <fieldset className={styles.followUps}>
      <legend>{t('whatsapp.followUps.title')}</legend>
      <p className={styles.settingHint}>{t('whatsapp.followUps.hint')}</p>
      {value.map((row, index) => (
        <div
          key={index}
          className={styles.followUp}
          role="group"
          aria-label={t('whatsapp.followUps.row', { number: index + 1 })}
        >
          <Field label={t('whatsapp.followUps.name')}>
            {(control) => (
              <Input {...control} value={row.name} onChange={(event) => change(index, { name: event.target.value })} />
            )}
          </Field>
          <Field label={t('whatsapp.followUps.language')}>
            {(control) => (
              <Input
                {...control}
                value={row.language}
                onChange={(event) => change(index, { language: event.target.value })}
              />
            )}
          </Field>
          <Field label={t('whatsapp.followUps.text')} hint={t('whatsapp.followUps.textHint', { placeholder: '{{1}}' })}>
            {(control) => (
              <textarea
                {...control}
                className={styles.followUpText}
                rows={3}
                maxLength={WHATSAPP_FOLLOW_UP_TEXT_MAX}
                value={row.text}
                onChange={(event) => change(index, { text: event.target.value })}
              />
            )}
          </Field>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => onChange(value.filter((_, at) => at !== index))}
            aria-label={t('whatsapp.followUps.remove', { number: index + 1 })}
          >
            {t('whatsapp.followUps.removeShort')}
          </Button>
        </div>
      ))}
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={value.length >= WHATSAPP_FOLLOW_UP_TEMPLATES_MAX}
        onClick={() => onChange([...value, { name: '', language: 'en', text: '' }])}
      >
        {t('whatsapp.followUps.add')}
      </Button>
    </fieldset>
  );
}
