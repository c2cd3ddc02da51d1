import {
  CHAT_MESSAGE_MAX_LENGTH,
  fillReplyVariables,
  LANGUAGE_NAMES,
  translatedText,
  unfilledReplyVariables,
  CHAT_ATTACHMENT_ACCEPT,
  type ChatMessageView,
  whatsappWindowOpen,
  type ChatSessionView,
  type MessageDelivery,
} from '@kedai/contracts';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ChatAttachment } from '@/components/chat/chat-attachment';
import { Badge } from '@/components/ui/badge';
import { firstFile, useChatUpload } from '@/hooks/use-chat-upload';
import { useChatAssignees } from '../api/get-chat-assignees';
import { mentionQuery, mentionSuggestions } from '../mentions';
import { Button } from '@/components/ui/button';
import { ArrowRightIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { dayLabel, messageDay, messageTime, timeAgo } from '@/lib/chat-time';
import { cn } from '@/lib/cn';
import { useCustomerOrders } from '../api/get-customer-orders';
import { useQuickReplies } from '../api/get-quick-replies';
import type { AgentMessage } from '../hooks/use-agent-inbox';
import { FollowUpComposer } from './follow-up-composer';
import styles from './live-chat.module.css';
import { sessionLabel } from '../session-label';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { MessageText } from '../message-text';
import { replyValuesOf } from '../reply-values';

const LONG_PRESS_MS = 500;
const COPIED_NOTICE_MS = 2_000;

const statusTone = { waiting: 'warning', active: 'success', ended: 'neutral' } as const;

/** WhatsApp's ticks: a clock until WhatsApp has it, ✓ sent, ✓✓ delivered, blue ✓✓ read, ! failed (reason on hover). */
function WhatsappTicks({ delivery }: { delivery: MessageDelivery | null | undefined }) {
  const { t } = useTranslation('admin-chat');
  const status = delivery?.status ?? 'queued';
  const label =
    status === 'failed'
      ? t('conversation.channel.delivery.failed', { reason: delivery?.error ?? '' })
      : t(`conversation.channel.delivery.${status}`);
  const mark = { queued: '🕓', sending: '🕓', sent: '✓', delivered: '✓✓', read: '✓✓', failed: '!' }[status];
  return (
    <span
      className={cn(styles.tick, status === 'read' && styles.tickRead, status === 'failed' && styles.tickFailed)}
      aria-label={label}
      title={label}
      data-testid="whatsapp-ticks"
      data-status={status}
    >
      {mark}
    </span>
  );
}

export interface ConversationProps {
  session: ChatSessionView;
  /** The signed-in agent's name, for a quick reply's {agent_name}. */
  agentName?: string | null;
  messages: AgentMessage[];
  loading: boolean;
  online: boolean;
  customerTyping: boolean;
  now: number;
  ending: boolean;
  onBack: () => void;
  /** isNote: a staff-only note. */
  onSend: (text: string, isNote?: boolean) => boolean;
  /** A message stored by a file's upload. */
  onStored?: (message: ChatMessageView) => void;
  onTyping: () => void;
  onEnd: () => void;
  /** Who works this chat (claim / assign), shown under the customer's details. */
  assignment?: ReactNode;
  /** A message to scroll to and highlight (opened from search in message text). */
  highlightMessageId?: string | null;
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
  agentName = null,
  messages,
  loading,
  online,
  customerTyping,
  now,
  ending,
  onBack,
  onSend,
  onStored,
  onTyping,
  onEnd,
  assignment,
  endRequest = 0,
  highlightMessageId = null,
}: ConversationProps) {
  const { t } = useTranslation('admin-chat');
  const [draft, setDraft] = useState('');
  const [noteMode, setNoteMode] = useState(false);
  const [caret, setCaret] = useState(0);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const upload = useChatUpload(t('inbox.errors.send'));
  const assignees = useChatAssignees();
  const mention = noteMode ? mentionQuery(draft, caret) : null;
  const suggestions = mention ? mentionSuggestions(assignees.data ?? [], mention.query) : [];
  const scroller = useRef<HTMLDivElement>(null);
  const composer = useRef<HTMLTextAreaElement>(null);
  // Follow new messages only while the agent is at the bottom; reading older ones is not interrupted.
  const atBottom = useRef(true);
  const [unseen, setUnseen] = useState(false);
  const quickReplies = useQuickReplies();
  const customerOrders = useCustomerOrders(session.id);
  const replyValues = replyValuesOf(session, customerOrders.data, agentName);
  const unfilled = unfilledReplyVariables(draft);
  const copy = useLongPressCopy();
  const ended = session.status === 'ended';

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (atBottom.current) element.scrollTop = element.scrollHeight;
    else setUnseen(true);
  }, [messages.length, customerTyping]);

  // Opened from a search result: that message is brought into view (once it is loaded) and marked.
  const highlightPresent = highlightMessageId !== null && messages.some((m) => m.id === highlightMessageId);
  useEffect(() => {
    if (!highlightPresent || !highlightMessageId) return;
    const element = scroller.current?.querySelector(`[data-message-id="${CSS.escape(highlightMessageId)}"]`);
    if (!element) return;
    atBottom.current = false;
    element.scrollIntoView({ block: 'center' });
  }, [highlightPresent, highlightMessageId]);

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
    if (unfilled.length > 0 && !noteMode) return;
    if (!onSend(draft, noteMode)) return;
    setDraft('');
    scrollToEnd();
  };

  /** A picked, pasted or dropped file goes at once (as a note in note mode), with what is typed as its caption. */
  const sendFile = (file: File | null) => {
    if (!file || ended) return;
    const caption = draft.trim();
    const fields: Record<string, string> = caption ? { message: caption } : {};
    if (noteMode) fields.isNote = 'true';
    void upload.send(`/admin/chat/sessions/${session.id}/attachments`, file, fields).then((message) => {
      if (!message) return;
      onStored?.(message);
      if (caption) setDraft('');
      scrollToEnd();
    });
  };

  /** Completes the @name being typed with a teammate's display name. */
  const pickMention = (name: string) => {
    if (!mention) return;
    const next = `${draft.slice(0, mention.start)}@${name} ${draft.slice(caret)}`;
    setDraft(next);
    const at = mention.start + name.length + 2;
    setCaret(at);
    requestAnimationFrame(() => {
      composer.current?.focus();
      composer.current?.setSelectionRange(at, at);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const activeReplies = (quickReplies.data ?? []).filter((reply) => reply.isActive);
  const whatsapp = session.channel === 'whatsapp';
  // WhatsApp delivers free text only within 24 hours of the customer's last message (the server refuses it too).
  const windowClosed = whatsapp && !whatsappWindowOpen(session.replyWindowEndsAt, new Date(now));

  return (
    <div className={styles.conversation}>
      <header className={styles.convHeader}>
        <button type="button" className={styles.back} onClick={onBack} aria-label={t('conversation.back')}>
          <ArrowRightIcon size={18} style={{ transform: 'rotate(180deg)' }} />
        </button>
        <div className={styles.convWho}>
          <div className={styles.convNameRow}>
            <h2 className={styles.convName}>{sessionLabel(session, t)}</h2>
            {whatsapp && (
              <span className={styles.channelBadge} data-testid="chat-channel-badge">
                {t('conversation.channel.whatsapp')}
              </span>
            )}
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
            {whatsapp && session.contactPhone && (
              <> · {t('conversation.channel.whatsappNumber', { phone: session.contactPhone })}</>
            )}
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
        onDragOver={(event) => {
          if (event.dataTransfer.types.includes('Files')) event.preventDefault();
        }}
        onDrop={(event) => {
          const file = firstFile(event.dataTransfer.files);
          if (!file) return;
          event.preventDefault();
          sendFile(file);
        }}
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
            <div
              key={message.clientId ?? message.id}
              className={cn(styles.messageItem, message.id === highlightMessageId && styles.messageHighlighted)}
              data-message-id={message.id}
              data-highlighted={message.id === highlightMessageId ? 'true' : undefined}
            >
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
                  data-note={message.isNote ? 'true' : undefined}
                >
                  <div
                    className={cn(
                      styles.bubble,
                      message.senderType === 'admin' && !message.isNote && styles.bubbleAgent,
                      message.isNote && styles.bubbleNote,
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
                    {message.isNote && (
                      <span className={styles.autoLabel}>
                        {message.senderName} · {t('conversation.note')}
                      </span>
                    )}
                    {message.attachment && (
                      <ChatAttachment
                        attachment={message.attachment}
                        openImageLabel={t('conversation.openImage', { name: message.attachment.name })}
                        openPdfLabel={t('conversation.openPdf', { name: message.attachment.name })}
                      />
                    )}
                    {message.message && (
                      <p className={styles.text}>
                        <MessageText text={message.message} />
                      </p>
                    )}
                    <span className={styles.meta}>
                      {message.delivery === 'pending'
                        ? t('conversation.sending')
                        : message.delivery === 'failed'
                          ? t('conversation.notSent')
                          : messageTime(message.createdAt)}
                      {whatsapp && message.senderType !== 'customer' && message.delivery === 'sent' && (
                        <WhatsappTicks delivery={message.channelDelivery} />
                      )}
                      {!whatsapp && message.senderType === 'admin' && message.delivery === 'sent' && (
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
                  title={
                    fillReplyVariables(translatedText(reply.content, reply.translations, session.language), replyValues)
                      .text
                  }
                  onClick={() =>
                    insertReply(
                      fillReplyVariables(
                        translatedText(reply.content, reply.translations, session.language),
                        replyValues,
                      ).text,
                    )
                  }
                >
                  {reply.title}
                </button>
              ))}
            </div>
          )}
          <div className={styles.composerModes}>
            <label className={styles.noteToggle}>
              <input
                type="checkbox"
                checked={noteMode}
                onChange={(event) => setNoteMode(event.target.checked)}
                data-testid="note-toggle"
              />
              {t('conversation.composer.note')}
            </label>
          </div>
          {suggestions.length > 0 && (
            <ul className={styles.mentionList} role="listbox" aria-label={t('conversation.composer.mentionList')}>
              {suggestions.map((teammate) => (
                <li key={teammate.id}>
                  <button
                    type="button"
                    role="option"
                    aria-selected={false}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => pickMention(teammate.name)}
                  >
                    @{teammate.name}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {upload.progress && (
            <p className={styles.offlineNote} role="status" data-testid="agent-upload-progress">
              {t('conversation.composer.uploading', { name: upload.progress.name, percent: upload.progress.percent })}
            </p>
          )}
          {upload.error && (
            <p className={styles.offlineNote} role="alert" data-testid="agent-upload-error">
              {upload.error}
            </p>
          )}
          <div className={cn(styles.composer, noteMode && styles.composerNote)}>
            <input
              ref={picker}
              type="file"
              accept={CHAT_ATTACHMENT_ACCEPT}
              hidden
              data-testid="agent-file-input"
              onChange={(event) => {
                sendFile(firstFile(event.target.files));
                event.target.value = '';
              }}
            />
            <Button
              variant="secondary"
              onClick={() => picker.current?.click()}
              disabled={!online || Boolean(upload.progress)}
              aria-label={t('conversation.composer.attach')}
              title={t('conversation.composer.attach')}
            >
              📎
            </Button>
            <textarea
              ref={composer}
              className={styles.textarea}
              placeholder={
                !online
                  ? t('conversation.composer.offlinePlaceholder')
                  : noteMode
                    ? t('conversation.composer.notePlaceholder')
                    : t('conversation.composer.placeholder')
              }
              aria-label={t('conversation.composer.label')}
              rows={2}
              maxLength={CHAT_MESSAGE_MAX_LENGTH}
              value={draft}
              disabled={!online || windowClosed}
              onChange={(event) => {
                setDraft(event.target.value);
                setCaret(event.target.selectionStart);
                // A note is not the customer's business: they are not told someone is typing it.
                if (event.target.value.trim() && !noteMode) onTyping();
              }}
              onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
              onKeyDown={onKeyDown}
              onPaste={(event) => {
                const file = firstFile(event.clipboardData.files);
                if (!file) return;
                event.preventDefault();
                sendFile(file);
              }}
            />
            <Button
              onClick={submit}
              disabled={!online || windowClosed || !draft.trim() || (unfilled.length > 0 && !noteMode)}
              aria-label={noteMode ? t('conversation.composer.addNote') : t('conversation.composer.send')}
            >
              {noteMode ? t('conversation.composer.addNote') : t('conversation.composer.send')}
            </Button>
          </div>
          {unfilled.length > 0 && (
            <p className={styles.offlineNote} role="alert" data-testid="reply-gaps">
              {t('conversation.composer.fillIn', { gaps: unfilled.map((name) => `{${name}}`).join(', ') })}
            </p>
          )}
          {!online && <p className={styles.offlineNote}>{t('conversation.offlineNote')}</p>}
          {whatsapp && (
            <p
              className={windowClosed ? styles.offlineNote : styles.windowNote}
              role={windowClosed ? 'alert' : undefined}
              data-testid="whatsapp-window"
            >
              {windowClosed
                ? t('conversation.channel.windowClosed')
                : t('conversation.channel.windowOpen', { time: messageTime(session.replyWindowEndsAt ?? '') })}
            </p>
          )}
          {windowClosed && !noteMode && (
            <FollowUpComposer sessionId={session.id} customerName={session.customerName} online={online} />
          )}
        </footer>
      )}
    </div>
  );
}
