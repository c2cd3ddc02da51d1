import {
  CHAT_AUTO_ASSIGN_CAP_MAX,
  CHAT_AUTO_ASSIGN_CAP_MIN,
  CHAT_LABEL_NAME_MAX_LENGTH,
  CHAT_LABEL_PALETTE,
  labelColourProblem,
  labelNameProblem,
  type ChatLabelView,
} from '@kedai/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useChatLabels, useDeleteChatLabel, useSaveChatLabel } from '../api/chat-labels';
import type { ChatSettings } from '../api/get-chat-settings';
import { useUpdateChatSettings } from '../api/update-chat-settings';
import { LabelChip } from './chat-labels';
import styles from './chat-settings.module.css';

/** One label's form: a name and a colour (the palette, or any hex colour dark enough for white text). */
function LabelForm({ label, onDone }: { label: ChatLabelView | null; onDone: () => void }) {
  const { t } = useTranslation('admin-chat');
  const save = useSaveChatLabel();
  const [name, setName] = useState(label?.name ?? '');
  const [colour, setColour] = useState(label?.colour ?? CHAT_LABEL_PALETTE[4]);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = labelNameProblem(name) ?? labelColourProblem(colour);
    setProblem(found);
    if (found) return;
    save.mutate({ id: label?.id, name, colour }, { onSuccess: onDone });
  };
  return (
    <form className={styles.delayForm} onSubmit={submit} noValidate data-testid="chat-label-form">
      <Input
        aria-label={t('labels.settings.name')}
        placeholder={t('labels.settings.name')}
        maxLength={CHAT_LABEL_NAME_MAX_LENGTH}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <span role="radiogroup" aria-label={t('labels.settings.colour')}>
        {CHAT_LABEL_PALETTE.map((swatch) => (
          <button
            key={swatch}
            type="button"
            role="radio"
            aria-checked={colour.toUpperCase() === swatch}
            aria-label={swatch}
            onClick={() => setColour(swatch)}
            style={{
              background: swatch,
              width: 24,
              height: 24,
              borderRadius: 12,
              border: colour.toUpperCase() === swatch ? '3px solid #101828' : '1px solid #fff',
            }}
          />
        ))}
      </span>
      <Input
        aria-label={t('labels.settings.hex')}
        value={colour}
        maxLength={7}
        onChange={(event) => setColour(event.target.value)}
        style={{ width: '6.5rem' }}
      />
      <Button type="submit" variant="secondary" loading={save.isPending}>
        {label ? t('labels.settings.save') : t('labels.settings.create')}
      </Button>
      {label && (
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('labels.settings.cancel')}
        </Button>
      )}
      {(problem || save.isError) && (
        <Alert tone="error">{problem ?? errorMessage(save.error, t('labels.settings.saveFailed'))}</Alert>
      )}
    </form>
  );
}

/** Settings → Labels: the list agents pick from in the inbox (admins change it). */
export function LabelsSection() {
  const { t } = useTranslation('admin-chat');
  const labels = useChatLabels();
  const remove = useDeleteChatLabel();
  const [editing, setEditing] = useState<ChatLabelView | null>(null);
  const [formKey, setFormKey] = useState(0);
  return (
    <section className={styles.card} aria-labelledby="chat-labels-title">
      <h2 id="chat-labels-title" className={styles.cardTitle}>
        {t('labels.settings.title')}
      </h2>
      <p className={styles.settingHint}>{t('labels.settings.hint')}</p>
      {labels.isError && <Alert tone="error">{errorMessage(labels.error, t('labels.failed'))}</Alert>}
      {remove.isError && <Alert tone="error">{errorMessage(remove.error, t('labels.failed'))}</Alert>}
      <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '0.5rem' }}>
        {(labels.data ?? []).map((label) => (
          <li key={label.id} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', flexWrap: 'wrap' }}>
            <LabelChip label={label} />
            <Button size="sm" variant="ghost" onClick={() => setEditing(label)}>
              {t('labels.settings.edit')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => remove.mutate(label.id)}>
              {t('labels.settings.delete')}
            </Button>
          </li>
        ))}
      </ul>
      {editing ? (
        <LabelForm key={editing.id} label={editing} onDone={() => setEditing(null)} />
      ) : (
        <LabelForm key={`new-${formKey}`} label={null} onDone={() => setFormKey((key) => key + 1)} />
      )}
    </section>
  );
}

/** Settings → Fair assignment: round-robin among online agents, and its per-agent cap. */
export function AutoAssignSettings({ settings }: { settings: ChatSettings }) {
  const { t } = useTranslation('admin-chat');
  const update = useUpdateChatSettings();
  const [cap, setCap] = useState(String(settings.autoAssignCap));
  const [capError, setCapError] = useState<string | null>(null);
  const saveCap = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(cap);
    if (!Number.isInteger(value) || value < CHAT_AUTO_ASSIGN_CAP_MIN || value > CHAT_AUTO_ASSIGN_CAP_MAX) {
      setCapError(t('assignmentSettings.capInvalid', { min: CHAT_AUTO_ASSIGN_CAP_MIN, max: CHAT_AUTO_ASSIGN_CAP_MAX }));
      return;
    }
    setCapError(null);
    update.mutate({ autoAssignCap: value });
  };
  return (
    <section className={styles.card} aria-labelledby="chat-assign-title">
      <h2 id="chat-assign-title" className={styles.cardTitle}>
        {t('assignmentSettings.title')}
      </h2>
      {update.isError && <Alert tone="error">{errorMessage(update.error, t('settings.general.saveFailed'))}</Alert>}
      <div className={styles.settingRow}>
        <div>
          <p className={styles.settingName}>{t('assignmentSettings.roundRobin')}</p>
          <p className={styles.settingHint}>{t('assignmentSettings.roundRobinHint')}</p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={settings.autoAssignEnabled}
          aria-label={t('assignmentSettings.roundRobin')}
          className={styles.switch + (settings.autoAssignEnabled ? ` ${styles.switchOn}` : '')}
          disabled={update.isPending}
          onClick={() => update.mutate({ autoAssignEnabled: !settings.autoAssignEnabled })}
        >
          <span className={styles.switchKnob} />
        </button>
      </div>
      <form className={styles.delayForm} onSubmit={saveCap} noValidate>
        <label>
          {t('assignmentSettings.cap')}{' '}
          <Input
            type="number"
            min={CHAT_AUTO_ASSIGN_CAP_MIN}
            max={CHAT_AUTO_ASSIGN_CAP_MAX}
            value={cap}
            onChange={(event) => setCap(event.target.value)}
            style={{ width: '5rem' }}
          />
        </label>
        <Button type="submit" variant="secondary" loading={update.isPending}>
          {t('assignmentSettings.saveCap')}
        </Button>
        {capError && <Alert tone="error">{capError}</Alert>}
      </form>
    </section>
  );
}
