import type { ChatLabelView, ChatSessionView } from '@kedai/contracts';
import { memo, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircleIcon, SearchIcon } from '@/components/ui/icons';
import { timeAgo } from '@/lib/chat-time';
import { cn } from '@/lib/cn';
import { initialOf } from '@/lib/format';
import styles from './live-chat.module.css';
import {
  CHANNEL_FILTERS,
  channelOf,
  INBOX_VIEWS,
  type ChannelFilter,
  PRESENCE_FILTERS,
  STATUS_FILTERS,
  type InboxView,
  type PresenceFilter,
  type StatusFilter,
} from '../inbox-filters';
import { sessionLabel } from '../session-label';
import { LabelChip } from './chat-labels';

export interface InboxFilters {
  view: InboxView;
  status: StatusFilter;
  presence: PresenceFilter;
  search: string;
  unreadOnly: boolean;
  /** A label id: only conversations carrying it; '' any. */
  label: string;
  /** Only conversations on this channel (web chat, WhatsApp, e-mail); '' any. */
  channel: ChannelFilter;
}

export interface SessionListProps {
  /** The chats to show, already filtered. */
  shown: ChatSessionView[];
  /** Whether there is any chat at all (for the empty text). */
  anyChats: boolean;
  filters: InboxFilters;
  onFilters: (change: Partial<InboxFilters>) => void;
  counts: Record<InboxView, number>;
  searching: boolean;
  selectedId: string | null;
  /** The conversations whose customer is connected now. */
  online: ReadonlySet<string>;
  now: number;
  isTyping: (sessionId: string) => boolean;
  onSelect: (sessionId: string) => void;
  onMarkRead: (sessionId: string) => void;
  /** The search box (the "/" shortcut focuses it). */
  searchRef?: Ref<HTMLInputElement>;
  /** The shop's labels (the filter, each row's chips). */
  labels?: readonly ChatLabelView[];
  labelsOf?: (sessionId: string) => readonly string[];
  /** Search in message text, under the list's own search. */
  messageSearch?: ReactNode;
}

const NO_LABELS: readonly ChatLabelView[] = [];
const NO_LABELS_OF_SESSION: readonly string[] = [];
const noLabelsOf = (): readonly string[] => NO_LABELS_OF_SESSION;

/** Chats: Mine / Unassigned / All, status, search, the unread-only toggle and one row per session. */
export function SessionList({
  shown,
  anyChats,
  filters,
  onFilters,
  counts,
  searching,
  selectedId,
  online,
  now,
  isTyping,
  onSelect,
  onMarkRead,
  searchRef,
  labels = NO_LABELS,
  labelsOf = noLabelsOf,
  messageSearch,
}: SessionListProps) {
  const { t } = useTranslation('admin-chat');
  const { unreadOnly, search } = filters;
  return (
    <div className={styles.list}>
      <div className={styles.listHeader}>
        <h2 className={styles.listTitle}>{t('sessionList.title')}</h2>
        <button
          type="button"
          className={cn(styles.toggle, unreadOnly && styles.toggleOn)}
          aria-pressed={unreadOnly}
          onClick={() => onFilters({ unreadOnly: !unreadOnly })}
        >
          {unreadOnly ? t('sessionList.showAll') : t('sessionList.showUnreadOnly')}
        </button>
      </div>
      <div className={styles.viewTabs} role="group" aria-label={t('sessionList.viewsLabel')}>
        {INBOX_VIEWS.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            className={cn(styles.viewTab, filters.view === value && styles.viewTabOn)}
            aria-pressed={filters.view === value}
            data-testid={`inbox-view-${value}`}
            onClick={() => onFilters({ view: value })}
          >
            {t(label)} <span className={styles.viewCount}>{counts[value]}</span>
          </button>
        ))}
      </div>
      <div className={styles.statusFilters} role="group" aria-label={t('sessionList.statusLabel')}>
        {STATUS_FILTERS.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            className={cn(styles.statusFilter, filters.status === value && styles.statusFilterOn)}
            aria-pressed={filters.status === value}
            onClick={() => onFilters({ status: value })}
          >
            {t(label)}
          </button>
        ))}
      </div>
      <div className={styles.presenceFilter}>
        <label htmlFor="inbox-presence-filter">{t('sessionList.presenceLabel')}</label>
        <select
          id="inbox-presence-filter"
          value={filters.presence}
          onChange={(event) => onFilters({ presence: event.target.value as PresenceFilter })}
        >
          {PRESENCE_FILTERS.map(({ value, label }) => (
            <option key={value} value={value}>
              {t(label)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.presenceFilter}>
        <label htmlFor="inbox-channel-filter">{t('sessionList.channelLabel')}</label>
        <select
          id="inbox-channel-filter"
          value={filters.channel}
          onChange={(event) => onFilters({ channel: event.target.value as ChannelFilter })}
        >
          {CHANNEL_FILTERS.map((value) => (
            <option key={value || 'any'} value={value}>
              {t(`filters.channel.${value || 'any'}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.search}>
        <SearchIcon size={16} className={styles.searchIcon} />
        <input
          ref={searchRef}
          type="search"
          className={styles.searchInput}
          placeholder={
            filters.status === 'ended' ? t('sessionList.searchHistoryPlaceholder') : t('sessionList.searchPlaceholder')
          }
          aria-label={t('sessionList.searchLabel')}
          value={search}
          onChange={(event) => onFilters({ search: event.target.value })}
        />
      </div>
      {labels.length > 0 && (
        <div className={styles.labelFilter}>
          <label htmlFor="inbox-label-filter">{t('labels.filter')}</label>
          <select
            id="inbox-label-filter"
            value={filters.label}
            onChange={(event) => onFilters({ label: event.target.value })}
          >
            <option value="">{t('labels.any')}</option>
            {labels.map((label) => (
              <option key={label.id} value={label.id}>
                {label.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {messageSearch}
      {shown.length === 0 ? (
        <p className={styles.listEmpty}>
          {searching
            ? t('sessionList.empty.searching')
            : !anyChats
              ? t('sessionList.empty.noChats')
              : search.trim()
                ? t('sessionList.empty.noCustomers')
                : filters.status === 'ended'
                  ? t('sessionList.empty.noEnded')
                  : filters.view === 'mine'
                    ? t('sessionList.empty.noneMine')
                    : t('sessionList.empty.noneHere')}
        </p>
      ) : (
        <ul role="list" className={styles.rows} aria-label={t('sessionList.listLabel')}>
          {shown.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              selected={session.id === selectedId}
              online={online.has(session.id)}
              typing={isTyping(session.id)}
              ago={timeAgo(session.lastMessageTime ?? session.createdAt, now)}
              labels={labels}
              labelIds={labelsOf(session.id)}
              onSelect={onSelect}
              onMarkRead={onMarkRead}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

interface SessionRowProps {
  session: ChatSessionView;
  selected: boolean;
  online: boolean;
  typing: boolean;
  /** "5m ago": text, not the clock, so the clock's tick re-renders only the rows whose text it changes. */
  ago: string;
  labels: readonly ChatLabelView[];
  labelIds: readonly string[];
  onSelect: (sessionId: string) => void;
  onMarkRead: (sessionId: string) => void;
}

/**
 * One conversation in the list. Memoized: a message re-renders its own row, not every row (a busy inbox gets
 * many messages a second), so its props are values and stable handlers.
 */
const SessionRow = memo(function SessionRow({
  session,
  selected,
  online,
  typing,
  ago,
  labels,
  labelIds,
  onSelect,
  onMarkRead,
}: SessionRowProps) {
  const { t } = useTranslation('admin-chat');
  return (
    <li className={styles.rowItem}>
      <button
        type="button"
        className={cn(styles.row, selected && styles.rowSelected)}
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(session.id)}
        data-testid="chat-session-row"
        data-session-id={session.id}
      >
        <span className={cn(styles.initial, session.status === 'ended' && styles.initialEnded)} aria-hidden>
          {initialOf(sessionLabel(session, t))}
        </span>
        <span className={styles.rowBody}>
          <span className={styles.rowTop}>
            <strong className={styles.rowName}>{sessionLabel(session, t)}</strong>
            <span
              className={cn(styles.channelBadge, channelOf(session) === 'web' && styles.channelBadgeWeb)}
              data-testid="chat-row-channel"
              data-channel={channelOf(session)}
            >
              {t(`filters.channel.${channelOf(session)}`)}
            </span>
            <span className={styles.rowTime}>{ago}</span>
          </span>
          {session.customerEmail && <span className={styles.rowMeta}>{session.customerEmail}</span>}
          {session.orderId && (
            <span className={styles.rowMeta}>{t('sessionList.order', { orderId: session.orderId })}</span>
          )}
          {session.status !== 'ended' && (
            <span className={cn(styles.rowPresence, online && styles.rowPresenceOn)} data-testid="chat-row-presence">
              {online ? t('sessionList.customerOnline') : t('sessionList.customerOffline')}
            </span>
          )}
          <span className={styles.rowAssignee} data-testid="chat-row-assignee">
            {session.assigneeName
              ? t('sessionList.assignedTo', { name: session.assigneeName })
              : t('sessionList.unassigned')}
          </span>
          {labelIds.length > 0 && (
            <span className={styles.rowLabels}>
              {labels
                .filter((label) => labelIds.includes(label.id))
                .map((label) => (
                  <LabelChip key={label.id} label={label} />
                ))}
            </span>
          )}
          <span className={styles.rowLast}>
            {typing ? <em>{t('sessionList.typing')}</em> : (session.lastMessage ?? t('sessionList.noMessages'))}
          </span>
        </span>
      </button>
      {session.unreadCount > 0 && (
        <span className={styles.rowActions}>
          <span className={styles.unread} aria-label={t('sessionList.unread', { count: session.unreadCount })}>
            {session.unreadCount}
          </span>
          <button
            type="button"
            className={styles.markRead}
            onClick={() => onMarkRead(session.id)}
            aria-label={t('sessionList.markReadLabel', { name: sessionLabel(session, t) })}
            title={t('sessionList.markReadTitle')}
          >
            <CheckCircleIcon size={16} />
          </button>
        </span>
      )}
    </li>
  );
});
