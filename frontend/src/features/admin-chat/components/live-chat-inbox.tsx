import type { ChatLabelView, ChatSessionView } from '@kedai/contracts';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useChatHistory } from '../api/get-chat-history';
import { useCustomersOnline } from '../api/get-customers-online';
import { useAgentInbox } from '../hooks/use-agent-inbox';
import { useInboxShortcuts } from '../hooks/use-inbox-shortcuts';
import { hasPresence, hasStatus, inView, matchesSearch, onChannel, viewCounts } from '../inbox-filters';
import { nextUnreadId } from '../inbox-shortcuts';
import { errorMessage } from '@/lib/api-client';
import { useChatLabels } from '../api/chat-labels';
import { useSessionLabels } from '../hooks/use-session-labels';
import { AssignmentControl } from './assignment-control';
import { LabelControl, MessageSearch } from './chat-labels';
import { CustomerOrdersPanel } from './customer-orders-panel';
import { Conversation } from './conversation';
import styles from './live-chat.module.css';
import { SessionList, type InboxFilters } from './session-list';
import { ShortcutsHelp } from './shortcuts-help';

const CLOCK_TICK_MS = 30_000;
const SEARCH_DEBOUNCE_MS = 250;

/** A clock for the time-ago labels, ticking every 30 s. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function SettingsIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="1.9" />
      <path
        d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z"
        stroke="currentColor"
        strokeWidth="1.6"
      />
    </svg>
  );
}

/**
 * The open conversation lives in the URL (?session=), so a notification, a link from an order or a reload
 * opens exactly that chat, and the alerts know which conversation the agent is looking at.
 */
function useSelectionInUrl(select: (sessionId: string | null) => void) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('session');
  useEffect(() => {
    select(wanted);
  }, [wanted, select]);
  return useCallback(
    (sessionId: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (sessionId) next.set('session', sessionId);
          else next.delete('session');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
}

export interface LiveChatInboxProps {
  settingsPath?: string;
  /** The signed-in staff member's id (Mine, Claim). */
  me: string | null;
  /** Their name, for a quick reply's {agent_name}. */
  myName?: string | null;
  /** Shown at the top of the open conversation (e.g. its problem-report cards). */
  sessionTop?: (sessionId: string) => ReactNode;
}

const NO_LABELS: readonly ChatLabelView[] = [];

const initialFilters: InboxFilters = {
  view: 'all',
  status: 'open',
  presence: 'any',
  search: '',
  unreadOnly: false,
  label: '',
  channel: '',
};

/** The chats the list shows: the live list filtered here; the history (ended chats) searched on the server. */
function useShownSessions(
  sessions: ChatSessionView[],
  filters: InboxFilters,
  me: string | null,
  online: ReadonlySet<string>,
  labelsOf: (sessionId: string) => readonly string[],
) {
  const term = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS);
  const history = useChatHistory(term, filters.status === 'ended', filters.channel);
  const shown = useMemo(() => {
    const source = filters.status === 'ended' ? (history.data ?? []) : sessions;
    return source.filter(
      (session) =>
        hasStatus(session, filters.status) &&
        inView(session, filters.view, me) &&
        matchesSearch(session, term) &&
        hasPresence(online.has(session.id), filters.presence) &&
        (!filters.unreadOnly || session.unreadCount > 0) &&
        (!filters.label || labelsOf(session.id).includes(filters.label)) &&
        onChannel(session, filters.channel),
    );
  }, [
    history.data,
    sessions,
    filters.status,
    filters.view,
    filters.presence,
    filters.unreadOnly,
    filters.label,
    filters.channel,
    me,
    term,
    online,
    labelsOf,
  ]);
  const counts = useMemo(() => viewCounts(sessions, me), [sessions, me]);
  return { shown, counts, searching: filters.status === 'ended' && history.isFetching && shown.length === 0 };
}

/** Admin Live Chat (docs/product/chat.md#agent-inbox): presence, counters, the session list and the conversation. */
export function LiveChatInbox({ settingsPath, me, myName = null, sessionTop }: LiveChatInboxProps) {
  const { t } = useTranslation('admin-chat');
  const inbox = useAgentInbox();
  const now = useNow();
  const { counters } = inbox;
  const select = useSelectionInUrl(inbox.select);
  const [filters, setFilters] = useState(initialFilters);
  const online = useCustomersOnline();
  const sessionLabels = useSessionLabels(inbox.sessions);
  const labels = useChatLabels();
  const list = useShownSessions(inbox.sessions, filters, me, online, sessionLabels.labelsOf);
  const [messageTerm, setMessageTerm] = useState('');
  const [highlight, setHighlight] = useState<string | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const [endRequest, setEndRequest] = useState(0);
  const searchRef = useRef<HTMLInputElement>(null);
  const selectedId = inbox.selected?.id ?? null;

  useInboxShortcuts({
    help: () => setHelpOpen(true),
    'next-unread': () => {
      const next = nextUnreadId(list.shown, selectedId);
      if (next) select(next);
    },
    'end-chat': () => {
      if (inbox.selected && inbox.selected.status !== 'ended') setEndRequest((count) => count + 1);
    },
    'focus-search': () => searchRef.current?.focus(),
    'leave-field': () => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    },
  });

  return (
    <section className={styles.page} aria-labelledby="live-chat-title">
      <header className={styles.header}>
        <div className={styles.titleRow}>
          <h1 id="live-chat-title" className={styles.title}>
            {t('inbox.title')}
          </h1>
          <Badge tone={inbox.online ? 'success' : 'neutral'} dot data-testid="agent-status">
            {inbox.online ? t('inbox.agentStatus.online') : t('inbox.agentStatus.offline')}
          </Badge>
          {!inbox.connected && <Badge tone="warning">{t('inbox.reconnecting')}</Badge>}
          {inbox.presence && (
            <span className={styles.presenceSummary} data-testid="agents-online">
              {t('inbox.presence.summary', {
                count: inbox.presence.agentsOnline,
                hours: inbox.presence.withinHours ? t('inbox.presence.withinHours') : t('inbox.presence.outsideHours'),
              })}
            </span>
          )}
        </div>
        <div className={styles.headerActions}>
          {settingsPath && (
            <Link
              to={settingsPath}
              className={styles.settingsLink}
              aria-label={t('inbox.settingsLink')}
              title={t('inbox.settingsLink')}
            >
              <SettingsIcon />
            </Link>
          )}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setHelpOpen(true)}
            aria-keyshortcuts="?"
            title={t('inbox.shortcutsButton.title')}
          >
            {t('inbox.shortcutsButton.label')}
          </Button>
          <Button variant={inbox.online ? 'secondary' : 'primary'} onClick={() => inbox.setOnline(!inbox.online)}>
            {inbox.online ? t('inbox.goOffline') : t('inbox.goOnline')}
          </Button>
        </div>
      </header>

      <dl className={styles.counters}>
        {(
          [
            ['total', t('inbox.counters.total'), counters.total],
            ['active', t('inbox.counters.active'), counters.active],
            ['waiting', t('inbox.counters.waiting'), counters.waiting],
            ['unread', t('inbox.counters.unread'), counters.unread],
          ] as const
        ).map(([name, label, value]) => (
          <div key={name} className={styles.counter}>
            <dt>{label}</dt>
            <dd data-testid={`counter-${name}`}>{value}</dd>
          </div>
        ))}
      </dl>

      {sessionLabels.error !== null && (
        <Alert tone="error" onDismiss={sessionLabels.dismissError}>
          {errorMessage(sessionLabels.error, t('labels.failed'))}
        </Alert>
      )}
      {inbox.actionError && (
        <Alert tone="error" onDismiss={inbox.dismissError}>
          {inbox.actionError}
        </Alert>
      )}

      <div
        className={cn(
          styles.inbox,
          inbox.selected && styles.inboxConversation,
          inbox.selected && styles.inboxWithOrders,
        )}
      >
        {inbox.loading ? (
          <LoadingBlock label={t('inbox.loading')} />
        ) : inbox.loadError ? (
          <div className={styles.loadError}>
            <Alert tone="error">{inbox.loadError}</Alert>
            <Button variant="secondary" size="sm" onClick={inbox.retry}>
              {t('inbox.tryAgain')}
            </Button>
          </div>
        ) : (
          <>
            <SessionList
              shown={list.shown}
              anyChats={inbox.sessions.length > 0 || filters.status === 'ended'}
              filters={filters}
              onFilters={(change) => setFilters((current) => ({ ...current, ...change }))}
              counts={list.counts}
              searching={list.searching}
              selectedId={inbox.selected?.id ?? null}
              online={online}
              now={now}
              isTyping={inbox.isTyping}
              onSelect={select}
              onMarkRead={inbox.markRead}
              searchRef={searchRef}
              labels={labels.data ?? NO_LABELS}
              labelsOf={sessionLabels.labelsOf}
              messageSearch={
                <MessageSearch
                  term={messageTerm}
                  onTerm={setMessageTerm}
                  onOpen={(hit) => {
                    setHighlight(hit.messageId);
                    select(hit.sessionId);
                  }}
                />
              }
            />
            {inbox.selected ? (
              <Conversation
                key={inbox.selected.id}
                session={inbox.selected}
                agentName={myName}
                messages={inbox.messages}
                loading={inbox.loadingMessages}
                online={inbox.online}
                customerTyping={inbox.customerTyping}
                now={now}
                ending={inbox.ending}
                highlightMessageId={highlight}
                onBack={() => select(null)}
                onSend={inbox.send}
                onStored={inbox.addStored}
                onTyping={inbox.typing}
                onEnd={inbox.endSession}
                endRequest={endRequest}
                assignment={
                  <>
                    <AssignmentControl
                      session={inbox.selected}
                      me={me}
                      busy={inbox.assigning}
                      onClaim={inbox.claim}
                      onAssign={inbox.assign}
                    />
                    <LabelControl
                      labels={labels.data ?? NO_LABELS}
                      labelIds={sessionLabels.labelsOf(inbox.selected.id)}
                      onToggle={(labelId, on) => void sessionLabels.toggle(inbox.selected?.id ?? '', labelId, on)}
                    />
                    {sessionTop?.(inbox.selected.id)}
                  </>
                }
              />
            ) : null}
            {inbox.selected ? (
              <CustomerOrdersPanel key={`orders-${inbox.selected.id}`} session={inbox.selected} />
            ) : (
              <div className={styles.noSelection}>
                <p className={styles.noSelectionTitle}>{t('inbox.noSelection.title')}</p>
                <p>{t('inbox.noSelection.hint')}</p>
              </div>
            )}
          </>
        )}
      </div>
      <ShortcutsHelp open={helpOpen} onClose={() => setHelpOpen(false)} />
    </section>
  );
}
