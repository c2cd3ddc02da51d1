import { CHAT_MESSAGE_MAX_LENGTH, LANGUAGE_NAMES, translatedText, type ChatSessionView } from '@kedai/contracts';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ArrowRightIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { dayLabel, messageDay, messageTime, timeAgo } from '@/lib/chat-time';
import { cn } from '@/lib/cn';
import { useQuickReplies } from '../api/get-quick-replies';
import type { AgentMessage } from '../hooks/use-agent-inbox';
import styles from './live-chat.module.css';
import { sessionLabel } from '../session-label';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { MessageText } from '../message-text';

const LONG_PRESS_MS = 500;
const COPIED_NOTICE_MS = 2_000;

const statusTone = { waiting: 'warning', active: 'success', ended: 'neutral' } as const;

export interface ConversationProps {
  session: ChatSessionView;
  messages: AgentMessage[];
  loading: boolean;
  online: boolean;
  customerTyping: boolean;
  now: number;
  ending: boolean;
  onBack: () => void;
  onSend: (text: string) => boolean;
  onTyping: () => void;
  onEnd: () => void;
  /** Who works this chat (claim / assign), shown under the customer's details. */
  assignment?: ReactNode;
  /** Grows when the "e" shortcut asks to end the chat: the same confirmation as the button opens. */
  endRequest?: number;
}

function useLongPressCopy() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const notice = useRef<number | undefined>(undefined);
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      window.clearTimeout(notice.current);
    },
    [],
  );
  const cancel = () => window.clearTimeout(timer.current);
  const start = (text: string) => {
    cancel();
    timer.current = window.setTimeout(() => {
      void navigator.clipboard?.writeText(text).catch(() => undefined);
      setCopied(true);
      window.clearTimeout(notice.current);
      notice.current = window.setTimeout(() => setCopied(false), COPIED_NOTICE_MS);
    }, LONG_PRESS_MS);
  };
  return { copied, start, cancel };
}

/** One conversation (docs/product/chat.md#agent-inbox). Messages are rendered as text, never HTML. */
export function Conversation({
  session,
  messages,
  loading,
  online,
  customerTyping,
  now,
  ending,
  onBack,
  onSend,
  onTyping,
  onEnd,
  assignment,
  endRequest = 0,
}: ConversationProps) {
  const { t } = useTranslation('admin-chat');
  const [draft, setDraft] = useState('');
  const [confirmEnd, setConfirmEnd] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const composer = useRef<HTMLTextAreaElement>(null);
  // Follow new messages only while the agent is at the bottom; reading older ones is not interrupted.
  const atBottom = useRef(true);
  const [unseen, setUnseen] = useState(false);
  const quickReplies = useQuickReplies();
  const copy = useLongPressCopy();
  const ended = session.status === 'ended';

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (atBottom.current) element.scrollTop = element.scrollHeight;
    else setUnseen(true);
  }, [messages.length, customerTyping]);

  // Only a request made while this chat is open (a chat opened after one finds the count already grown).
  const [answeredEndRequest, setAnsweredEndRequest] = useState(endRequest);
  if (endRequest !== answeredEndRequest) {
    setAnsweredEndRequest(endRequest);
    if (!ended) setConfirmEnd(true);
  }

  // Opening a chat puts the cursor in the reply box.
  useEffect(() => {
    composer.current?.focus();
  }, []);

  const scrollToEnd = () => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
    atBottom.current = true;
    setUnseen(false);
  };

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 40;
    if (atBottom.current) setUnseen(false);
  };

  /** A quick reply goes in where the cursor is, keeping what was typed. */
  const insertReply = (text: string) => {
    const box = composer.current;
    const start = box?.selectionStart ?? draft.length;
    const end = box?.selectionEnd ?? draft.length;
    const before = draft.slice(0, start);
    const spacer = before && !/\s$/.test(before) ? ' ' : '';
    const next = `${before}${spacer}${text}${draft.slice(end)}`;
    setDraft(next);
    const caret = before.length + spacer.length + text.length;
    requestAnimationFrame(() => {
      box?.focus();
      box?.setSelectionRange(caret, caret);
    });
  };

  const submit = () => {
    if (!onSend(draft)) return;
    setDraft('');
    scrollToEnd();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const activeReplies = (quickReplies.data ?? []).filter((reply) => reply.isActive);

  return (
    <div className={styles.conversation}>
      <header className={styles.convHeader}>
        <button type="button" className={styles.back} onClick={onBack} aria-label={t('conversation.back')}>
          <ArrowRightIcon size={18} style={{ transform: 'rotate(180deg)' }} />
        </button>
        <div className={styles.convWho}>
          <div className={styles.convNameRow}>
            <h2 className={styles.convName}>{sessionLabel(session, t)}</h2>
            <Badge tone={statusTone[session.status]} dot>
              {session.status === 'ended'
                ? t('conversation.status.ended')
                : session.status === 'active'
                  ? t('conversation.status.active')
                  : t('conversation.status.waiting')}
            </Badge>
          </div>
          <p className={styles.convMeta}>
            {session.status === 'ended'
              ? t('conversation.endedAgo', { time: timeAgo(session.endedAt ?? session.lastMessageTime, now) })
              : t('conversation.activeAgo', { time: timeAgo(session.lastMessageTime ?? session.createdAt, now) })}
            {session.customerEmail && <> · {session.customerEmail}</>}
            {session.orderId && <> · {t('conversation.order', { orderId: session.orderId })}</>}
            {' · '}
            <span data-testid="chat-session-language" lang={session.language}>
              {LANGUAGE_NAMES[session.language]}
            </span>
          </p>
          {session.pageUrl && (
            <p className={styles.convMeta} title={session.pageUrl}>
              <Trans
                t={t}
                i18nKey="conversation.page"
                values={{ url: session.pageUrl }}
                components={{ url: <span className={styles.pageUrl} /> }}
              />
            </p>
          )}
          {assignment}
        </div>
        {!ended && (
          <Button variant="danger-outline" size="sm" onClick={() => setConfirmEnd(true)} loading={ending}>
            {t('conversation.endChat')}
          </Button>
        )}
        <ConfirmDialog
          open={confirmEnd}
          title={t('conversation.endConfirm.title')}
          confirmLabel={t('conversation.endConfirm.confirm')}
          onCancel={() => setConfirmEnd(false)}
          onConfirm={() => {
            setConfirmEnd(false);
            onEnd();
          }}
        >
          {t('conversation.endConfirm.body')}
        </ConfirmDialog>
      </header>

      <div
        className={styles.messages}
        ref={scroller}
        onScroll={onScroll}
        role="log"
        aria-label={t('conversation.messagesLabel')}
        aria-live="polite"
      >
        {loading && messages.length === 0 && (
          <Spinner label={t('conversation.loadingMessages')} className={styles.center} />
        )}
        {messages.map((message, index) => {
          const previous = messages[index - 1];
          const newDay = !previous || messageDay(previous.createdAt) !== messageDay(message.createdAt);
          return (
            <div key={message.clientId ?? message.id} className={styles.messageItem}>
              {newDay && (
                <div className={styles.day}>
                  <span>{dayLabel(message.createdAt)}</span>
                </div>
              )}
              {message.senderType === 'system' ? (
                <p className={styles.system} data-testid="agent-chat-message" data-sender="system">
                  {message.message}
                </p>
              ) : (
                <div
                  className={cn(styles.msgRow, message.senderType === 'admin' && styles.msgRowOwn)}
                  data-testid="agent-chat-message"
                  data-sender={message.senderType}
                >
                  <div
                    className={cn(
                      styles.bubble,
                      message.senderType === 'admin' && styles.bubbleAgent,
                      message.senderType === 'auto' && styles.bubbleAuto,
                      message.delivery === 'failed' && styles.bubbleFailed,
                    )}
                    onTouchStart={() => copy.start(message.message)}
                    onTouchEnd={copy.cancel}
                    onTouchMove={copy.cancel}
                    onTouchCancel={copy.cancel}
                    onContextMenu={(event) => {
                      if (event.nativeEvent instanceof PointerEvent && event.nativeEvent.pointerType === 'touch') {
                        event.preventDefault();
                      }
                    }}
                  >
                    {message.senderType === 'auto' && (
                      <span className={styles.autoLabel}>{t('conversation.autoReply')}</span>
                    )}
                    <p className={styles.text}>
                      <MessageText text={message.message} />
                    </p>
                    <span className={styles.meta}>
                      {message.delivery === 'pending'
                        ? t('conversation.sending')
                        : message.delivery === 'failed'
                          ? t('conversation.notSent')
                          : messageTime(message.createdAt)}
                      {message.senderType === 'admin' && message.delivery === 'sent' && (
                        <span
                          className={cn(styles.tick, message.isRead && styles.tickRead)}
                          aria-label={message.isRead ? t('conversation.read') : t('conversation.sent')}
                        >
                          {message.isRead ? '✓✓' : '✓'}
                        </span>
                      )}
                    </span>
                  </div>
                </div>
              )}
            </div>
          );
        })}
        {customerTyping && !ended && (
          <p className={styles.typing} data-testid="agent-customer-typing">
            {t('conversation.customerTyping', { name: session.customerName })}
          </p>
        )}
        {copy.copied && (
          <p className={styles.copied} role="status">
            {t('conversation.copied')}
          </p>
        )}
      </div>

      {unseen && (
        <button type="button" className={styles.newMessages} onClick={scrollToEnd}>
          {t('conversation.newMessages')}
        </button>
      )}
      {ended ? (
        <footer className={styles.endedFooter}>
          <span className={styles.rateLabel}>{t('conversation.rateService')}</span>
          <span data-testid="agent-chat-rating">
            {session.csatRating ? (
              <span className={styles.rateStars} aria-label={t('conversation.rating', { rating: session.csatRating })}>
                {'★'.repeat(session.csatRating)}
                <span className={styles.rateStarsOff}>{'★'.repeat(5 - session.csatRating)}</span>
              </span>
            ) : (
              t('conversation.notRated')
            )}
          </span>
        </footer>
      ) : (
        <footer className={styles.composerArea}>
          {activeReplies.length > 0 && (
            <div className={styles.quickReplies} role="group" aria-label={t('conversation.quickReplies')}>
              {activeReplies.map((reply) => (
                <button
                  key={reply.id}
                  type="button"
                  className={styles.quickReply}
                  title={translatedText(reply.content, reply.translations, session.language)}
                  onClick={() => insertReply(translatedText(reply.content, reply.translations, session.language))}
                >
                  {reply.title}
                </button>
              ))}
            </div>
          )}
          <div className={styles.composer}>
            <textarea
              ref={composer}
              className={styles.textarea}
              placeholder={
                online ? t('conversation.composer.placeholder') : t('conversation.composer.offlinePlaceholder')
              }
              aria-label={t('conversation.composer.label')}
              rows={2}
              maxLength={CHAT_MESSAGE_MAX_LENGTH}
              value={draft}
              disabled={!online}
              onChange={(event) => {
                setDraft(event.target.value);
                if (event.target.value.trim()) onTyping();
              }}
              onKeyDown={onKeyDown}
            />
            <Button onClick={submit} disabled={!online || !draft.trim()} aria-label={t('conversation.composer.send')}>
              {t('conversation.composer.send')}
            </Button>
          </div>
          {!online && <p className={styles.offlineNote}>{t('conversation.offlineNote')}</p>}
        </footer>
      )}
    </div>
  );
}
