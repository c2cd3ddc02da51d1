import type { ChatPresence } from '@kedai/contracts';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { AlertIcon, CloseIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { whatsappLink } from '@/config/business';
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

export const QUICK_CHIPS = ['Activation Code', 'Order Status', 'Installation', 'Password'] as const;

const ORDER_ROUTES = [/^\/order\/([^/]+)/, /^\/redeem\/([^/]+)/, /^\/installation-guide\/([^/]+)/, /^\/guide\/([^/]+)/];

/** The order a page is about, from its address (e.g. /order/{id}), when the page did not say. */
function orderIdFromPath(pathname: string, search: string): string | undefined {
  for (const pattern of ORDER_ROUTES) {
    const match = pattern.exec(pathname);
    if (match) return decodeURIComponent(match[1]);
  }
  return new URLSearchParams(search).get('orderId') ?? undefined;
}

/** The status line under the title: "Online" only while an agent is, otherwise when replies come. */
export function presenceText(presence: ChatPresence | null): { text: string; online: boolean } {
  if (!presence) return { text: 'Connecting...', online: false };
  if (presence.agentsOnline > 0) return { text: 'Online', online: true };
  if (presence.withinHours) return { text: "We'll reply shortly", online: false };
  return { text: "Outside live chat hours — we'll reply by e-mail within 24 hours", online: false };
}

export interface ChatWidgetProps {
  panel: PanelState;
  onPanelChange: (panel: PanelState) => void;
  onUnreadChange: (unread: number) => void;
}

/** The Live Customer Support panel (storefront spec §2 Support widget), loaded on demand. */
export function ChatWidget({ panel, onPanelChange, onUnreadChange }: ChatWidgetProps) {
  const location = useLocation();
  const page = usePageContext();
  const [started, setStarted] = useState(() => hasStoredChatSession());
  const [draft, setDraft] = useState('');
  const scroller = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);

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

  const fallbackText = `Hi Kedai support, I need help${orderId ? ` with order ${orderId}` : ''}${
    productName ? ` (${productName})` : ''
  }.`;

  return (
    <section
      className={cn(styles.panel, panel === 'minimized' && styles.minimized)}
      aria-label="Live Customer Support"
      data-testid="chat-panel"
    >
      <header className={styles.header}>
        <button
          type="button"
          className={styles.headerMain}
          onClick={() => onPanelChange(panel === 'open' ? 'minimized' : 'open')}
          aria-label={panel === 'open' ? undefined : 'Expand live chat'}
          tabIndex={panel === 'open' ? -1 : 0}
        >
          <span className={styles.avatar} aria-hidden="true">
            K
            <span className={cn(styles.presenceDot, status.online && styles.presenceOnline)} />
          </span>
          <span className={styles.headerText}>
            <h2 className={styles.title}>Live Customer Support</h2>
            <span className={styles.status} data-testid="chat-status">
              {status.text}
            </span>
          </span>
          {panel === 'minimized' && unread > 0 && <span className={styles.headerBadge}>{unread}</span>}
        </button>
        <div className={styles.headerActions}>
          <button
            type="button"
            className={styles.iconButton}
            onClick={() => onPanelChange(panel === 'open' ? 'minimized' : 'open')}
            aria-label={panel === 'open' ? 'Minimize chat' : 'Expand chat'}
          >
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M5 12h14" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
          <button
            type="button"
            className={styles.iconButton}
            onClick={() => onPanelChange('closed')}
            aria-label="Close chat"
          >
            <CloseIcon size={18} />
          </button>
        </div>
      </header>

      {panel === 'open' && (
        <>
          <div className={styles.body} ref={scroller} role="log" aria-live="polite" aria-label="Chat messages">
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
                <span className={styles.typingText}>Support is typing…</span>
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
                <Spinner size="sm" decorative /> Connecting to support...
              </div>
            )}
            {chat.joinError && !chat.session && (
              <div className={styles.joinError} role="alert">
                <AlertIcon size={16} />
                <span>{chat.joinError}</span>
                <button type="button" className={styles.linkButton} onClick={chat.reconnect}>
                  Try again
                </button>
              </div>
            )}
          </div>

          <footer className={styles.footer}>
            {!ended && (
              <div className={styles.chips} aria-label="Quick questions">
                {QUICK_CHIPS.map((chip) => (
                  <button
                    key={chip}
                    type="button"
                    className={styles.chip}
                    disabled={!chat.session}
                    onClick={() => chat.send(chip)}
                  >
                    {chip}
                  </button>
                ))}
              </div>
            )}
            {chat.sendError && (
              <p className={styles.sendError} role="alert" data-testid="chat-send-error">
                <AlertIcon size={14} />
                <span>{chat.sendError}</span>
                <button
                  type="button"
                  className={styles.dismiss}
                  onClick={chat.dismissSendError}
                  aria-label="Dismiss message"
                >
                  <CloseIcon size={14} />
                </button>
              </p>
            )}
            {!ended && (
              <form className={styles.composer} onSubmit={submit}>
                <label htmlFor="chat-widget-input" className="sr-only">
                  Message
                </label>
                <textarea
                  id="chat-widget-input"
                  ref={input}
                  className={styles.input}
                  rows={1}
                  maxLength={2000}
                  placeholder={ready ? 'Type your message...' : 'Connecting to support...'}
                  disabled={!ready}
                  value={draft}
                  onChange={(event) => {
                    setDraft(event.target.value);
                    if (event.target.value.trim()) chat.typing();
                  }}
                  onKeyDown={onKeyDown}
                />
                <button type="submit" className={styles.send} disabled={!canSend} aria-label="Send message">
                  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
                    <path d="M4 12 20 4l-6 16-2.5-6.5L4 12Z" fill="currentColor" />
                  </svg>
                </button>
              </form>
            )}
            {chat.session && chat.messages.length > 0 && <ChatTranscriptButton sessionId={chat.session.id} />}
            <a className={styles.fallback} href={whatsappLink(fallbackText)} target="_blank" rel="noopener noreferrer">
              Prefer WhatsApp? Message us at +60 12-345 6789
            </a>
          </footer>
        </>
      )}
    </section>
  );
}
