import { fillFollowUpTemplate, type WhatsappFollowUpTemplate } from '@kedai/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useFollowUpTemplates, useSendFollowUp } from '../api/whatsapp-follow-ups';
import styles from './live-chat.module.css';

const keyOf = (template: WhatsappFollowUpTemplate) => `${template.name}/${template.language}`;

/**
 * A WhatsApp conversation whose 24-hour window has closed: WhatsApp delivers only approved templates, so the
 * composer offers those the seller listed (Settings → WhatsApp), shows the text the customer will read, and sends it.
 */
export function FollowUpComposer({
  sessionId,
  customerName,
  online,
}: {
  sessionId: string;
  customerName: string;
  online: boolean;
}) {
  const { t } = useTranslation('admin-chat');
  const templates = useFollowUpTemplates(true);
  const send = useSendFollowUp(sessionId);
  const [chosen, setChosen] = useState('');
  // One id per template chosen: a retry after a lost answer is the same send, never a second message.
  const [clientId, setClientId] = useState(() => crypto.randomUUID());
  const list = templates.data ?? [];
  const template = list.find((one) => keyOf(one) === chosen) ?? list[0];

  if (templates.isPending) return null;
  if (list.length === 0) {
    return (
      <p className={styles.offlineNote} data-testid="follow-up-none">
        {t('conversation.followUp.none')}
      </p>
    );
  }
  return (
    <div className={styles.followUp} data-testid="follow-up">
      <label className={styles.followUpPick}>
        {t('conversation.followUp.label')}
        <select
          value={template ? keyOf(template) : ''}
          onChange={(event) => {
            setChosen(event.target.value);
            setClientId(crypto.randomUUID());
            send.reset();
          }}
        >
          {list.map((one) => (
            <option key={keyOf(one)} value={keyOf(one)}>
              {one.name} ({one.language})
            </option>
          ))}
        </select>
      </label>
      {template && (
        <p className={styles.followUpPreview} data-testid="follow-up-preview">
          {fillFollowUpTemplate(template.text, customerName)}
        </p>
      )}
      <Button
        size="sm"
        disabled={!online || !template}
        loading={send.isPending}
        onClick={() =>
          template &&
          send.mutate(
            { name: template.name, language: template.language, clientId },
            { onSuccess: () => setClientId(crypto.randomUUID()) },
          )
        }
      >
        {t('conversation.followUp.send')}
      </Button>
      {send.isError && (
        <p className={styles.offlineNote} role="alert">
          {errorMessage(send.error, t('conversation.followUp.failed'))}
        </p>
      )}
    </div>
  );
}
