import { CHAT_ATTACHMENT_ACCEPT, CHAT_MESSAGE_MAX_LENGTH } from '@kedai/contracts';
import type { ChatPresence } from '@kedai/contracts';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { AlertIcon, CloseIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { whatsappLink } from '@/config/business';
import { firstFile, useChatUpload } from '@/hooks/use-chat-upload';
import { dayLabel, messageDay } from '@/lib/chat-time';
import { cn } from '@/lib/cn';
import { subscribeLiveChatRequests, usePageContext } from '@/lib/page-context';
import { hasStoredChatSession } from '../chat-session-storage';
import { useCustomerChat } from '../hooks/use-customer-chat';
import type { PanelState } from './chat-launcher';
import { ChatRating } from './chat-rating';
import { ChatTranscriptButton } from './chat-transcript-button';
import { CustomerMessageBubble } from './customer-message-bubble';
import { WelcomeMessage } from './welcome-message';
import styles from './chat-widget.module.css';

/** The quick questions under the chat; each is sent as the customer's message, in their language. */
export const QUICK_CHIPS = ['activationCode', 'orderStatus', 'installation', 'password'] as const;

const ORDER_ROUTES = [/^\/order\/([^/]+)/, /^\/redeem\/([^/]+)/, /^\/installation-guide\/([^/]+)/, /^\/guide\/([^/]+)/];

/** The order a page is about, from its address (e.g. /order/{id}), when the page did not say. */
function orderIdFromPath(pathname: string, search: string): string | undefined {
  for (const pattern of ORDER_ROUTES) {
    const match = pattern.exec(pathname);
    if (match) return decodeURIComponent(match[1]);
  }
  return new URLSearchParams(search).get('orderId') ?? undefined;
}

type PresenceKey = `widget.presence.${'connecting' | 'online' | 'replyShortly' | 'outsideHours'}`;

/** The status line under the title (a catalogue key): "Online" only while an agent is, otherwise when replies come. */
export function presenceText(presence: ChatPresence | null): { text: PresenceKey; online: boolean } {
  if (!presence) return { text: 'widget.presence.connecting', online: false };
  if (presence.agentsOnline > 0) return { text: 'widget.presence.online', online: true };
  if (presence.withinHours) return { text: 'widget.presence.replyShortly', online: false };
  return { text: 'widget.presence.outsideHours', online: false };
}

export interface ChatWidgetProps {
  panel: PanelState;
  onPanelChange: (panel: PanelState) => void;
  onUnreadChange: (unread: number) => void;
}

/** The Live Customer Support panel (docs/product/chat.md#customer-widget), loaded on demand. */
export function ChatWidget({ panel, onPanelChange, onUnreadChange }: ChatWidgetProps) {
  const { t } = useTranslation('chat');
  const location = useLocation();
  const page = usePageContext();
  const [started, setStarted] = useState(() => hasStoredChatSession());
  const [draft, setDraft] = useState('');
  const scroller = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const upload = useChatUpload(t('widget.attachment.uploadFailed'));

  const orderId = page.orderId ?? orderIdFromPath(location.pathname, location.search);
  const productName = page.productName;
  const context = useMemo(() => ({ orderId, productName }), [orderId, productName]);

  // Once opened, the chat stays connected (for the unread badge) while minimized or closed.
  if (panel !== 'closed' && !started) setStarted(true);

  const chat = useCustomerChat({ enabled: started, visible: panel === 'open', context });
  const { unread, session, reconnect } = chat;

  // A page opened the chat for its order (e.g. the guide's Start Chat): an open session joins again
  // with the page's order and product, so it is tied to them.
  useEffect(
    () =>
      subscribeLiveChatRequests(() => {
        if (session && session.status !== 'ended') reconnect();
      }),
    [session, reconnect],
  );

  useEffect(() => onUnreadChange(unread), [unread, onUnreadChange]);

  // Keep the newest message in view.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && panel === 'open') element.scrollTop = element.scrollHeight;
  }, [chat.messages.length, chat.supportTyping, chat.session?.status, panel]);

  const ready = Boolean(chat.session);
  useEffect(() => {
    if (panel === 'open' && ready) input.current?.focus();
  }, [panel, ready]);

  if (panel === 'closed') return null;

  const status = presenceText(chat.presence);
  const ended = chat.session?.status === 'ended';
  const canSend = Boolean(chat.session) && !ended && draft.trim().length > 0;

  /** A picked, pasted or dropped file goes at once, with what is typed as its caption. */
  const sendFile = (file: File | null) => {
    const current = chat.session;
    if (!file || !current || ended) return;
    const caption = draft.trim();
    void upload
      .send(`/chat/sessions/${current.id}/attachments`, file, caption ? { message: caption } : {})
      .then((message) => {
        if (!message) return;
        chat.addStored(message);
        if (caption) setDraft('');
      });
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (chat.send(draft)) setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const fallbackText = t(
    orderId
      ? productName
        ? 'widget.whatsapp.message.withOrderAndProduct'
        : 'widget.whatsapp.message.withOrder'
      : productName
        ? 'widget.whatsapp.message.withProduct'
        : 'widget.whatsapp.message.plain',
    { orderId, productName },
  );

  return (
    <section
      className={cn(styles.panel, panel === 'minimized' && styles.minimized)}
      aria-label={t('widget.title')}
      data-testid="chat-panel"
    >
      <header className={styles.header}>
        <button
          type="button"
          className={styles.headerMain}
          onClick={() => onPanelChange(panel === 'open' ? 'minimized' : 'open')}
          aria-label={panel === 'open' ? undefined : t('widget.expandLiveChat')}
          tabIndex={panel === 'open' ? -1 : 0}
        >
          <span className={styles.avatar} aria-hidden="true">
            K
            <span className={cn(styles.presenceDot, status.online && styles.presenceOnline)} />
          </span>
          <span className={styles.headerText}>
            <h2 className={styles.title}>{t('widget.title')}</h2>
            <span className={styles.status} data-testid="chat-status">
              {t(status.text)}
            </span>
          </span>
          {panel === 'minimized' && unread > 0 && <span className={styles.headerBadge}>{unread}</span>}
        </button>
        <div className={styles.headerActions}>
          <button
            type="button"
            className={styles.iconButton}
            onClick={() => onPanelChange(panel === 'open' ? 'minimized' : 'open')}
            aria-label={panel === 'open' ? t('widget.minimize') : t('widget.expand')}
          >
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M5 12h14" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
          <button
            type="button"
            className={styles.iconButton}
            onClick={() => onPanelChange('closed')}
            aria-label={t('widget.close')}
          >
            <CloseIcon size={18} />
          </button>
        </div>
      </header>

      {panel === 'open' && (
        <>
          <div
            className={styles.body}
            ref={scroller}
            role="log"
            aria-live="polite"
            aria-label={t('widget.messages')}
            onDragOver={(event) => {
              if (event.dataTransfer.types.includes('Files')) event.preventDefault();
            }}
            onDrop={(event) => {
              const file = firstFile(event.dataTransfer.files);
              if (!file) return;
              event.preventDefault();
              sendFile(file);
            }}
          >
            <WelcomeMessage orderId={orderId} productName={productName ?? chat.session?.productName ?? undefined} />
            {chat.messages.map((message, index) => {
              const previous = chat.messages[index - 1];
              const newDay = !previous || messageDay(previous.createdAt) !== messageDay(message.createdAt);
              return (
                <div key={message.clientId ?? message.id} className={styles.item}>
                  {newDay && (
                    <div className={styles.daySeparator}>
                      <span>{dayLabel(message.createdAt)}</span>
                    </div>
                  )}
                  <CustomerMessageBubble message={message} onRetry={chat.retry} />
                </div>
              );
            })}
            {chat.supportTyping && (
              <div className={styles.typing} data-testid="chat-typing" role="status">
                <span className={styles.typingDots} aria-hidden="true">
                  <span />
                  <span />
                  <span />
                </span>
                <span className={styles.typingText}>{t('widget.supportTyping')}</span>
              </div>
            )}
            {ended && chat.session && (
              <ChatRating
                rating={chat.session.csatRating}
                busy={chat.rating}
                onRate={(value) => void chat.rate(value)}
                onStartNew={chat.startNew}
              />
            )}
            {chat.joining && !chat.session && (
              <div className={styles.connecting}>
                <Spinner size="sm" decorative /> {t('widget.connecting')}
              </div>
            )}
            {chat.joinError && !chat.session && (
              <div className={styles.joinError} role="alert">
                <AlertIcon size={16} />
                <span>{chat.joinError}</span>
                <button type="button" className={styles.linkButton} onClick={chat.reconnect}>
                  {t('widget.tryAgain')}
                </button>
              </div>
            )}
          </div>

          <footer className={styles.footer}>
            {!ended && (
              <div className={styles.chips} aria-label={t('widget.quickQuestions')}>
                {QUICK_CHIPS.map((chip) => {
                  const text = t(`widget.quickChips.${chip}`);
                  return (
                    <button
                      key={chip}
                      type="button"
                      className={styles.chip}
                      disabled={!chat.session}
                      onClick={() => chat.send(text)}
                    >
                      {text}
                    </button>
                  );
                })}
              </div>
            )}
            {upload.progress && (
              <p className={styles.uploading} role="status" data-testid="chat-upload-progress">
                <Spinner size="sm" decorative />{' '}
                {t('widget.attachment.uploading', { name: upload.progress.name, percent: upload.progress.percent })}
              </p>
            )}
            {upload.error && (
              <p className={styles.sendError} role="alert" data-testid="chat-upload-error">
                <AlertIcon size={14} />
                <span>{upload.error}</span>
                <button
                  type="button"
                  className={styles.dismiss}
                  onClick={upload.dismissError}
                  aria-label={t('widget.dismissError')}
                >
                  <CloseIcon size={14} />
                </button>
              </p>
            )}
            {chat.sendError && (
              <p className={styles.sendError} role="alert" data-testid="chat-send-error">
                <AlertIcon size={14} />
                <span>{chat.sendError}</span>
                <button
                  type="button"
                  className={styles.dismiss}
                  onClick={chat.dismissSendError}
                  aria-label={t('widget.dismissError')}
                >
                  <CloseIcon size={14} />
                </button>
              </p>
            )}
            {!ended && (
              <form className={styles.composer} onSubmit={submit}>
                <input
                  ref={picker}
                  type="file"
                  accept={CHAT_ATTACHMENT_ACCEPT}
                  hidden
                  data-testid="chat-file-input"
                  onChange={(event) => {
                    sendFile(firstFile(event.target.files));
                    event.target.value = '';
                  }}
                />
                <button
                  type="button"
                  className={styles.attach}
                  disabled={!ready || Boolean(upload.progress)}
                  onClick={() => picker.current?.click()}
                  aria-label={t('widget.attachment.attach')}
                  title={t('widget.attachment.attach')}
                >
                  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
                    <path
                      d="m20 11-8.5 8.5a5 5 0 0 1-7-7L13 4a3.5 3.5 0 0 1 5 5l-8.5 8.5a2 2 0 0 1-3-3L14 7"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                    />
                  </svg>
                </button>
                <label htmlFor="chat-widget-input" className="sr-only">
                  {t('widget.messageLabel')}
                </label>
                <textarea
                  id="chat-widget-input"
                  ref={input}
                  className={styles.input}
                  rows={1}
                  maxLength={CHAT_MESSAGE_MAX_LENGTH}
                  placeholder={ready ? t('widget.placeholder') : t('widget.connecting')}
                  disabled={!ready}
                  value={draft}
                  onChange={(event) => {
                    setDraft(event.target.value);
                    if (event.target.value.trim()) chat.typing();
                  }}
                  onKeyDown={onKeyDown}
                  onPaste={(event) => {
                    const file = firstFile(event.clipboardData.files);
                    if (!file) return;
                    event.preventDefault();
                    sendFile(file);
                  }}
                />
                <button type="submit" className={styles.send} disabled={!canSend} aria-label={t('widget.send')}>
                  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
                    <path d="M4 12 20 4l-6 16-2.5-6.5L4 12Z" fill="currentColor" />
                  </svg>
                </button>
              </form>
            )}
            {chat.session && chat.messages.length > 0 && <ChatTranscriptButton sessionId={chat.session.id} />}
            <a className={styles.fallback} href={whatsappLink(fallbackText)} target="_blank" rel="noopener noreferrer">
              {t('widget.whatsapp.link')}
            </a>
          </footer>
        </>
      )}
    </section>
  );
}
