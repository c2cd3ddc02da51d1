import type { ChatSessionView } from '@kedai/contracts';
import { useMemo, useState } from 'react';
import { CheckCircleIcon, SearchIcon } from '@/components/ui/icons';
import { timeAgo } from '@/lib/chat-time';
import { cn } from '@/lib/cn';
import { initialOf } from '@/lib/format';
import styles from './live-chat.module.css';
import { sessionLabel } from '../session-label';

export interface SessionListProps {
  sessions: ChatSessionView[];
  selectedId: string | null;
  now: number;
  isTyping: (sessionId: string) => boolean;
  onSelect: (sessionId: string) => void;
  onMarkRead: (sessionId: string) => void;
}

function matches(session: ChatSessionView, term: string): boolean {
  if (!term) return true;
  const needle = term.toLowerCase();
  return [session.customerName, session.customerEmail, session.orderId].some((value) =>
    value?.toLowerCase().includes(needle),
  );
}

/** Chats: search, the unread-only toggle and one row per session (admin spec §2). */
export function SessionList({ sessions, selectedId, now, isTyping, onSelect, onMarkRead }: SessionListProps) {
  const [search, setSearch] = useState('');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const term = search.trim();
  const shown = useMemo(
    () => sessions.filter((session) => matches(session, term) && (!unreadOnly || session.unreadCount > 0)),
    [sessions, term, unreadOnly],
  );

  return (
    <div className={styles.list}>
      <div className={styles.listHeader}>
        <h2 className={styles.listTitle}>Chats</h2>
        <button
          type="button"
          className={cn(styles.toggle, unreadOnly && styles.toggleOn)}
          aria-pressed={unreadOnly}
          onClick={() => setUnreadOnly((value) => !value)}
        >
          {unreadOnly ? 'Show All Messages' : 'Show Unread Only'}
        </button>
      </div>
      <div className={styles.search}>
        <SearchIcon size={16} className={styles.searchIcon} />
        <input
          type="search"
          className={styles.searchInput}
          placeholder="Search customers..."
          aria-label="Search customers"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {shown.length === 0 ? (
        <p className={styles.listEmpty}>
          {sessions.length === 0 ? 'No chat sessions available' : 'No customers found'}
        </p>
      ) : (
        <ul role="list" className={styles.rows} aria-label="Chat sessions">
          {shown.map((session) => (
            <li key={session.id} className={styles.rowItem}>
              <button
                type="button"
                className={cn(styles.row, session.id === selectedId && styles.rowSelected)}
                aria-current={session.id === selectedId ? 'true' : undefined}
                onClick={() => onSelect(session.id)}
                data-testid="chat-session-row"
                data-session-id={session.id}
              >
                <span className={cn(styles.initial, session.status === 'ended' && styles.initialEnded)} aria-hidden>
                  {initialOf(sessionLabel(session))}
                </span>
                <span className={styles.rowBody}>
                  <span className={styles.rowTop}>
                    <strong className={styles.rowName}>{sessionLabel(session)}</strong>
                    <span className={styles.rowTime}>{timeAgo(session.lastMessageTime ?? session.createdAt, now)}</span>
                  </span>
                  {session.customerEmail && <span className={styles.rowMeta}>{session.customerEmail}</span>}
                  {session.orderId && <span className={styles.rowMeta}>Order {session.orderId}</span>}
                  <span className={styles.rowLast}>
                    {isTyping(session.id) ? <em>typing…</em> : (session.lastMessage ?? 'No messages yet')}
                  </span>
                </span>
              </button>
              {session.unreadCount > 0 && (
                <span className={styles.rowActions}>
                  <span className={styles.unread} aria-label={`${session.unreadCount} unread`}>
                    {session.unreadCount}
                  </span>
                  <button
                    type="button"
                    className={styles.markRead}
                    onClick={() => onMarkRead(session.id)}
                    aria-label={`Mark chat with ${sessionLabel(session)} as read`}
                    title="Mark as read"
                  >
                    <CheckCircleIcon size={16} />
                  </button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
