import { useState, type FormEvent } from 'react';
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
  const update = useUpdateChatSettings();
  const [delay, setDelay] = useState(String(settings.responseDelaySeconds));
  const [delayError, setDelayError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const saveDelay = (event: FormEvent) => {
    event.preventDefault();
    const seconds = Number(delay);
    if (delay.trim() === '' || !Number.isInteger(seconds) || seconds < 0 || seconds > 60) {
      setDelayError('Response delay must be between 0 and 60 seconds');
      return;
    }
    setDelayError(null);
    setSaved(false);
    update.mutate({ responseDelaySeconds: seconds }, { onSuccess: () => setSaved(true) });
  };

  return (
    <section className={styles.card} aria-labelledby="chat-general-title">
      <h2 id="chat-general-title" className={styles.cardTitle}>
        General
      </h2>
      {update.isError && <Alert tone="error">{errorMessage(update.error, 'Could not save the settings.')}</Alert>}
      <div className={styles.settingRow}>
        <div>
          <p className={styles.settingName}>Auto-replies</p>
          <p className={styles.settingHint}>Answer matching customer messages automatically after the delay.</p>
        </div>
        <Switch
          checked={settings.autoReplyEnabled}
          label="Auto-replies enabled"
          busy={update.isPending}
          onChange={() => update.mutate({ autoReplyEnabled: !settings.autoReplyEnabled })}
        />
      </div>
      <form className={styles.delayForm} onSubmit={saveDelay} noValidate>
        <Field
          label="Response delay (seconds)"
          hint="Customers see the typing indicator meanwhile; an agent reply first cancels it."
          error={delayError}
        >
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
          Save delay
        </Button>
        {saved && (
          <span className={styles.saved} role="status">
            Saved
          </span>
        )}
      </form>
    </section>
  );
}

type Editing<T> = { item: T | null } | null;

function RulesSection() {
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
          Auto-reply rules
        </h2>
        <Button size="sm" onClick={() => setEditing({ item: null })}>
          New rule
        </Button>
      </div>
      {(toggle.isError || remove.isError) && (
        <Alert tone="error">{errorMessage(toggle.error ?? remove.error, 'Could not update the rule.')}</Alert>
      )}
      {rules.isPending ? (
        <LoadingBlock label="Loading rules..." />
      ) : rules.isError ? (
        <Alert tone="error">{errorMessage(rules.error, 'Could not load the rules.')}</Alert>
      ) : rules.data.length === 0 ? (
        <p className={styles.empty}>No rules yet.</p>
      ) : (
        <ul role="list" className={styles.items}>
          {rules.data.map((rule) => (
            <li key={rule.id} className={cn(styles.item, !rule.isActive && styles.itemInactive)}>
              <div className={styles.itemMain}>
                <div className={styles.itemTitleRow}>
                  <strong>{rule.name}</strong>
                  <Badge tone="brand">{rule.category}</Badge>
                  <Badge>Priority {rule.priority}</Badge>
                  {!rule.isActive && <Badge tone="warning">Inactive</Badge>}
                </div>
                <div className={styles.keywords}>
                  {rule.keywords.length === 0 ? (
                    <span className={styles.fallbackNote}>Fallback (no keywords)</span>
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
                  label={`${rule.name} active`}
                  busy={toggle.isPending && toggle.variables === rule.id}
                  onChange={() => toggle.mutate(rule.id)}
                />
                <Button size="sm" variant="ghost" onClick={() => setEditing({ item: rule })}>
                  Edit
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setDeleting(rule)}>
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Drawer open={editing !== null} title={editing?.item ? 'Edit rule' : 'New rule'} onClose={() => setEditing(null)}>
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
        title="Delete this rule?"
        confirmLabel="Delete rule"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      >
        “{deleting?.name}” will no longer answer customers. This cannot be undone.
      </ConfirmDialog>
    </section>
  );
}

function QuickRepliesSection() {
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
          Quick replies
        </h2>
        <Button size="sm" onClick={() => setEditing({ item: null })}>
          New quick reply
        </Button>
      </div>
      {(toggle.isError || remove.isError) && (
        <Alert tone="error">{errorMessage(toggle.error ?? remove.error, 'Could not update the quick reply.')}</Alert>
      )}
      {replies.isPending ? (
        <LoadingBlock label="Loading quick replies..." />
      ) : replies.isError ? (
        <Alert tone="error">{errorMessage(replies.error, 'Could not load the quick replies.')}</Alert>
      ) : replies.data.length === 0 ? (
        <p className={styles.empty}>No quick replies yet.</p>
      ) : (
        <ul role="list" className={styles.items}>
          {replies.data.map((reply) => (
            <li key={reply.id} className={cn(styles.item, !reply.isActive && styles.itemInactive)}>
              <div className={styles.itemMain}>
                <div className={styles.itemTitleRow}>
                  <strong>{reply.title}</strong>
                  <Badge tone="brand">{reply.category}</Badge>
                  {!reply.isActive && <Badge tone="warning">Inactive</Badge>}
                </div>
                <p className={styles.itemText}>{reply.content}</p>
              </div>
              <div className={styles.itemActions}>
                <Switch
                  checked={reply.isActive}
                  label={`${reply.title} active`}
                  busy={toggle.isPending && toggle.variables === reply.id}
                  onChange={() => toggle.mutate(reply.id)}
                />
                <Button size="sm" variant="ghost" onClick={() => setEditing({ item: reply })}>
                  Edit
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setDeleting(reply)}>
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Drawer
        open={editing !== null}
        title={editing?.item ? 'Edit quick reply' : 'New quick reply'}
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
        title="Delete this quick reply?"
        confirmLabel="Delete quick reply"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      >
        “{deleting?.title}” will disappear from the inbox’s quick-reply chips.
      </ConfirmDialog>
    </section>
  );
}

/** Auto-reply settings (admin spec §2): the global switch and delay, rules and quick replies. */
export function ChatSettingsScreen({ inboxPath, testerPath }: ChatSettingsScreenProps) {
  const settings = useChatSettings();
  return (
    <section className={styles.page} aria-labelledby="chat-settings-title">
      <header className={styles.header}>
        <div>
          <Link to={inboxPath} className={styles.backLink}>
            ← Live Chat
          </Link>
          <h1 id="chat-settings-title" className={styles.title}>
            Auto-reply settings
          </h1>
        </div>
        <Link to={testerPath} className={styles.toolLink}>
          Open the auto-reply tester
        </Link>
      </header>
      {settings.isPending ? (
        <LoadingBlock label="Loading settings..." />
      ) : settings.isError ? (
        <Alert tone="error">{errorMessage(settings.error, 'Could not load the chat settings.')}</Alert>
      ) : (
        <GeneralSettings settings={settings.data} />
      )}
      <RulesSection />
      <QuickRepliesSection />
    </section>
  );
}
