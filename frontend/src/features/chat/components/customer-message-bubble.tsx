import { useTranslation } from 'react-i18next';
import { ChatAttachment } from '@/components/chat/chat-attachment';
import { messageTime } from '@/lib/chat-time';
import { cn } from '@/lib/cn';
import type { CustomerMessage } from '../hooks/use-customer-chat';
import styles from './chat-widget.module.css';

/** System notes carry no sender label. */
const senderLabel = {
  customer: 'message.sender.customer',
  admin: 'message.sender.admin',
  auto: 'message.sender.auto',
} as const satisfies Record<Exclude<CustomerMessage['senderType'], 'system'>, string>;

function Ticks({ read }: { read: boolean }) {
  return (
    <svg
      width="16"
      height="12"
      viewBox="0 0 16 12"
      fill="none"
      aria-hidden="true"
      focusable="false"
      className={cn(styles.ticks, read && styles.ticksRead)}
    >
      <path d="m1 6.5 3 3L10 3" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      {read && <path d="m6.5 9.5 1 .1L14 3" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />}
    </svg>
  );
}

/** One message. The text is rendered as text (React escapes it), never as HTML. */
export function CustomerMessageBubble({
  message,
  onRetry,
}: {
  message: CustomerMessage;
  onRetry: (clientId: string) => void;
}) {
  const { t } = useTranslation('chat');
  if (message.senderType === 'system') {
    return (
      <p className={styles.system} data-testid="chat-message" data-sender="system">
        {message.message}
      </p>
    );
  }
  const own = message.senderType === 'customer';
  return (
    <div
      className={cn(styles.row, own && styles.rowOwn)}
      data-testid="chat-message"
      data-sender={message.senderType}
      data-delivery={message.delivery}
    >
      {!own && (
        <span className={styles.sender}>
          {message.senderType === 'admin' ? message.senderName || t(senderLabel.admin) : t(senderLabel.auto)}
        </span>
      )}
      <div
        className={cn(
          styles.bubble,
          own && styles.bubbleOwn,
          message.senderType === 'admin' && styles.bubbleAgent,
          message.senderType === 'auto' && styles.bubbleAuto,
          message.delivery === 'failed' && styles.bubbleFailed,
        )}
      >
        {message.attachment && (
          <ChatAttachment
            attachment={message.attachment}
            openImageLabel={t('widget.attachment.openImage', { name: message.attachment.name })}
            openPdfLabel={t('widget.attachment.openPdf', { name: message.attachment.name })}
          />
        )}
        {message.message && <p className={styles.text}>{message.message}</p>}
        <span className={styles.meta}>
          {message.delivery === 'pending' ? (
            <span className={styles.pending}>{t('message.sending')}</span>
          ) : message.delivery === 'failed' ? (
            <span className={styles.failed}>{t('message.notSent')}</span>
          ) : (
            <time dateTime={message.createdAt}>{messageTime(message.createdAt)}</time>
          )}
          {own && message.delivery === 'sent' && (
            <>
              <Ticks read={message.isRead} />
              <span className="sr-only">{message.isRead ? t('message.read') : t('message.sent')}</span>
            </>
          )}
        </span>
      </div>
      {message.delivery === 'failed' && message.clientId && (
        <button type="button" className={styles.retry} onClick={() => onRetry(message.clientId as string)}>
          {t('message.retry')}
        </button>
      )}
    </div>
  );
}
