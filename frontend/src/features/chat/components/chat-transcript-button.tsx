import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emitWithAck, getSocket } from '@/lib/socket-client';
import { chatErrorText } from '../chat-error-text';
import styles from './chat-widget.module.css';

type TranscriptState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' | 'failed'; text: string };

/** "E-mail me a transcript" under the chat: the conversation goes to the customer's e-mail (once per 10 minutes). */
export function ChatTranscriptButton({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('chat');
  const [state, setState] = useState<TranscriptState>({ kind: 'idle' });
  const ask = async () => {
    setState({ kind: 'sending' });
    try {
      const { email } = await emitWithAck(getSocket(), 'chat:transcript', { sessionId });
      setState({ kind: 'sent', text: t('transcript.sent', { email }) });
    } catch (error) {
      setState({ kind: 'failed', text: chatErrorText(error, t('transcript.failed')) });
    }
  };
  return (
    <div className={styles.transcript}>
      <button
        type="button"
        className={styles.linkButton}
        disabled={state.kind === 'sending'}
        onClick={() => void ask()}
      >
        {state.kind === 'sending' ? t('transcript.sending') : t('transcript.request')}
      </button>
      <p role="status" className={styles.transcriptNote} data-testid="chat-transcript-status">
        {state.kind === 'sent' || state.kind === 'failed' ? state.text : ''}
      </p>
    </div>
  );
}
