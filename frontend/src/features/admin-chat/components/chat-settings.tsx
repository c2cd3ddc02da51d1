import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Drawer } from '@/components/ui/drawer';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { LoadingBlock } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useDeleteAutoReplyRule } from '../api/delete-auto-reply-rule';
import { useDeleteQuickReply } from '../api/delete-quick-reply';
import { useAutoReplyRules, type AutoReplyRule } from '../api/get-auto-reply-rules';
import { useChatSettings, type ChatSettings as Settings } from '../api/get-chat-settings';
import { useQuickReplies, type QuickReply } from '../api/get-quick-replies';
import { useSaveAutoReplyRule } from '../api/save-auto-reply-rule';
import { useSaveQuickReply } from '../api/save-quick-reply';
import { useToggleAutoReplyRule } from '../api/toggle-auto-reply-rule';
import { useToggleQuickReply } from '../api/toggle-quick-reply';
import { useUpdateChatSettings } from '../api/update-chat-settings';
import { ChatHoursSettings } from './chat-hours-settings';
import { AutoAssignSettings, LabelsSection } from './chat-desk-settings';
import { WhatsappSettingsCard } from './whatsapp-settings';
import { QuickReplyEditor } from './quick-reply-editor';
import { RuleEditor } from './rule-editor';
import styles from './chat-settings.module.css';

export interface ChatSettingsScreenProps {
  inboxPath: string;
  testerPath: string;
}

function Switch({
  checked,
  label,
  busy,
  onChange,
}: {
  checked: boolean;
  label: string;
  busy?: boolean;
  onChange: () => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      className={cn(styles.switch, checked && styles.switchOn)}
      disabled={busy}
      onClick={onChange}
    >
      <span className={styles.switchKnob} />
    </button>
  );
}

function GeneralSettings({ settings }: { settings: Settings }) {
  const { t } = useTranslation('admin-chat');
  const update = useUpdateChatSettings();
  const [delay, setDelay] = useState(String(settings.responseDelaySeconds));
  const [delayError, setDelayError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const saveDelay = (event: FormEvent) => {
    event.preventDefault();
    const seconds = Number(delay);
    if (delay.trim() === '' || !Number.isInteger(seconds) || seconds < 0 || seconds > 60) {
      setDelayError(t('settings.general.delayInvalid'));
      return;
    }
    setDelayError(null);
    setSaved(false);
    update.mutate({ responseDelaySeconds: seconds }, { onSuccess: () => setSaved(true) });
  };

  return (
    <section className={styles.card} aria-labelledby="chat-general-title">
      <h2 id="chat-general-title" className={styles.cardTitle}>
        {t('settings.general.title')}
      </h2>
      {update.isError && <Alert tone="error">{errorMessage(update.error, t('settings.general.saveFailed'))}</Alert>}
      <div className={styles.settingRow}>
        <div>
          <p className={styles.settingName}>{t('settings.general.autoReplies')}</p>
          <p className={styles.settingHint}>{t('settings.general.autoRepliesHint')}</p>
        </div>
        <Switch
          checked={settings.autoReplyEnabled}
          label={t('settings.general.autoRepliesSwitch')}
          busy={update.isPending}
          onChange={() => update.mutate({ autoReplyEnabled: !settings.autoReplyEnabled })}
        />
      </div>
      <form className={styles.delayForm} onSubmit={saveDelay} noValidate>
        <Field label={t('settings.general.delay')} hint={t('settings.general.delayHint')} error={delayError}>
          {(control) => (
            <Input
              {...control}
              type="number"
              min={0}
              max={60}
              inputMode="numeric"
              value={delay}
              onChange={(event) => {
                setDelay(event.target.value);
                setSaved(false);
              }}
            />
          )}
        </Field>
        <Button type="submit" variant="secondary" loading={update.isPending}>
          {t('settings.general.saveDelay')}
        </Button>
        {saved && (
          <span className={styles.saved} role="status">
            {t('settings.general.saved')}
          </span>
        )}
      </form>
    </section>
  );
}

type Editing<T> = { item: T | null } | null;

function RulesSection() {
  const { t } = useTranslation('admin-chat');
  const rules = useAutoReplyRules();
  const save = useSaveAutoReplyRule();
  const toggle = useToggleAutoReplyRule();
  const remove = useDeleteAutoReplyRule();
  const [editing, setEditing] = useState<Editing<AutoReplyRule>>(null);
  const [deleting, setDeleting] = useState<AutoReplyRule | null>(null);

  return (
    <section className={styles.card} aria-labelledby="chat-rules-title">
      <div className={styles.cardHeader}>
        <h2 id="chat-rules-title" className={styles.cardTitle}>
          {t('settings.rules.title')}
        </h2>
        <Button size="sm" onClick={() => setEditing({ item: null })}>
          {t('settings.rules.new')}
        </Button>
      </div>
      {(toggle.isError || remove.isError) && (
        <Alert tone="error">{errorMessage(toggle.error ?? remove.error, t('settings.rules.updateFailed'))}</Alert>
      )}
      {rules.isPending ? (
        <LoadingBlock label={t('settings.rules.loading')} />
      ) : rules.isError ? (
        <Alert tone="error">{errorMessage(rules.error, t('settings.rules.loadFailed'))}</Alert>
      ) : rules.data.length === 0 ? (
        <p className={styles.empty}>{t('settings.rules.empty')}</p>
      ) : (
        <ul role="list" className={styles.items}>
          {rules.data.map((rule) => (
            <li key={rule.id} className={cn(styles.item, !rule.isActive && styles.itemInactive)}>
              <div className={styles.itemMain}>
                <div className={styles.itemTitleRow}>
                  <strong>{rule.name}</strong>
                  <Badge tone="brand">{t(`category.${rule.category}`)}</Badge>
                  <Badge>{t('settings.rules.priority', { priority: rule.priority })}</Badge>
                  {!rule.isActive && <Badge tone="warning">{t('settings.inactive')}</Badge>}
                </div>
                <div className={styles.keywords}>
                  {rule.keywords.length === 0 ? (
                    <span className={styles.fallbackNote}>{t('settings.rules.fallback')}</span>
                  ) : (
                    rule.keywords.map((keyword) => (
                      <span key={keyword} className={styles.keyword}>
                        {keyword}
                      </span>
                    ))
                  )}
                </div>
                <p className={styles.itemText}>{rule.response}</p>
              </div>
              <div className={styles.itemActions}>
                <Switch
                  checked={rule.isActive}
                  label={t('settings.activeSwitch', { name: rule.name })}
                  busy={toggle.isPending && toggle.variables === rule.id}
                  onChange={() => toggle.mutate(rule.id)}
                />
                <Button size="sm" variant="ghost" onClick={() => setEditing({ item: rule })}>
                  {t('settings.edit')}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setDeleting(rule)}>
                  {t('settings.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Drawer
        open={editing !== null}
        title={editing?.item ? t('settings.rules.editTitle') : t('settings.rules.newTitle')}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <RuleEditor
            key={editing.item?.id ?? 'new'}
            rule={editing.item}
            busy={save.isPending}
            onCancel={() => setEditing(null)}
            onSave={async (input) => {
              await save.mutateAsync({ ...input, id: editing.item?.id });
              setEditing(null);
            }}
          />
        )}
      </Drawer>
      <ConfirmDialog
        open={deleting !== null}
        title={t('settings.rules.deleteConfirm.title')}
        confirmLabel={t('settings.rules.deleteConfirm.confirm')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      >
        {t('settings.rules.deleteConfirm.body', { name: deleting?.name })}
      </ConfirmDialog>
    </section>
  );
}

function QuickRepliesSection() {
  const { t } = useTranslation('admin-chat');
  const replies = useQuickReplies();
  const save = useSaveQuickReply();
  const toggle = useToggleQuickReply();
  const remove = useDeleteQuickReply();
  const [editing, setEditing] = useState<Editing<QuickReply>>(null);
  const [deleting, setDeleting] = useState<QuickReply | null>(null);

  return (
    <section className={styles.card} aria-labelledby="chat-quick-title">
      <div className={styles.cardHeader}>
        <h2 id="chat-quick-title" className={styles.cardTitle}>
          {t('settings.quickReplies.title')}
        </h2>
        <Button size="sm" onClick={() => setEditing({ item: null })}>
          {t('settings.quickReplies.new')}
        </Button>
      </div>
      {(toggle.isError || remove.isError) && (
        <Alert tone="error">
          {errorMessage(toggle.error ?? remove.error, t('settings.quickReplies.updateFailed'))}
        </Alert>
      )}
      {replies.isPending ? (
        <LoadingBlock label={t('settings.quickReplies.loading')} />
      ) : replies.isError ? (
        <Alert tone="error">{errorMessage(replies.error, t('settings.quickReplies.loadFailed'))}</Alert>
      ) : replies.data.length === 0 ? (
        <p className={styles.empty}>{t('settings.quickReplies.empty')}</p>
      ) : (
        <ul role="list" className={styles.items}>
          {replies.data.map((reply) => (
            <li key={reply.id} className={cn(styles.item, !reply.isActive && styles.itemInactive)}>
              <div className={styles.itemMain}>
                <div className={styles.itemTitleRow}>
                  <strong>{reply.title}</strong>
                  <Badge tone="brand">{t(`category.${reply.category}`)}</Badge>
                  {!reply.isActive && <Badge tone="warning">{t('settings.inactive')}</Badge>}
                </div>
                <p className={styles.itemText}>{reply.content}</p>
              </div>
              <div className={styles.itemActions}>
                <Switch
                  checked={reply.isActive}
                  label={t('settings.activeSwitch', { name: reply.title })}
                  busy={toggle.isPending && toggle.variables === reply.id}
                  onChange={() => toggle.mutate(reply.id)}
                />
                <Button size="sm" variant="ghost" onClick={() => setEditing({ item: reply })}>
                  {t('settings.edit')}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setDeleting(reply)}>
                  {t('settings.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Drawer
        open={editing !== null}
        title={editing?.item ? t('settings.quickReplies.editTitle') : t('settings.quickReplies.newTitle')}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <QuickReplyEditor
            key={editing.item?.id ?? 'new'}
            reply={editing.item}
            busy={save.isPending}
            onCancel={() => setEditing(null)}
            onSave={async (input) => {
              await save.mutateAsync({ ...input, id: editing.item?.id });
              setEditing(null);
            }}
          />
        )}
      </Drawer>
      <ConfirmDialog
        open={deleting !== null}
        title={t('settings.quickReplies.deleteConfirm.title')}
        confirmLabel={t('settings.quickReplies.deleteConfirm.confirm')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      >
        {t('settings.quickReplies.deleteConfirm.body', { title: deleting?.title })}
      </ConfirmDialog>
    </section>
  );
}

/**
 * Live chat settings (docs/product/chat.md#auto-replies): the global switch and delay, the business hours and
 * holidays, rules and quick replies.
 */
export function ChatSettingsScreen({ inboxPath, testerPath }: ChatSettingsScreenProps) {
  const { t } = useTranslation('admin-chat');
  const settings = useChatSettings();
  return (
    <section className={styles.page} aria-labelledby="chat-settings-title">
      <header className={styles.header}>
        <div>
          <Link to={inboxPath} className={styles.backLink}>
            {t('settings.backToInbox')}
          </Link>
          <h1 id="chat-settings-title" className={styles.title}>
            {t('settings.title')}
          </h1>
        </div>
        <Link to={testerPath} className={styles.toolLink}>
          {t('settings.testerLink')}
        </Link>
      </header>
      {settings.isPending ? (
        <LoadingBlock label={t('settings.loading')} />
      ) : settings.isError ? (
        <Alert tone="error">{errorMessage(settings.error, t('settings.loadFailed'))}</Alert>
      ) : (
        <>
          <GeneralSettings settings={settings.data} />
          <ChatHoursSettings hours={settings.data.hours} />
          <AutoAssignSettings settings={settings.data} />
          <WhatsappSettingsCard />
        </>
      )}
      <RulesSection />
      <QuickRepliesSection />
      <LabelsSection />
    </section>
  );
}
