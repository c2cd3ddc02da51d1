import { MALAYSIA_TIME_ZONE } from '@/lib/format';
import { Badge } from '@/components/ui/badge';
import { useLiveDebug } from '../hooks/use-live-debug';
import styles from './admin-screen.module.css';

export interface OrdersDebugInfo {
  filter: { search: string; status: string; page: number };
  shown: number;
  total: number;
  loadedAt: number;
  fetching: boolean;
  error: string | null;
}

const time = (at: number | Date) =>
  new Date(at).toLocaleTimeString('en-MY', {
    timeZone: MALAYSIA_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });

/**
 * Admin Orders' Debug view: when the table seems stale, it tells whether the live connection is up,
 * when the list was last loaded with which filter, and which live events arrived.
 */
export function OrdersDebugPanel({ info }: { info: OrdersDebugInfo }) {
  const live = useLiveDebug();
  return (
    <section className={styles.panel} aria-labelledby="orders-debug-title">
      <header className={styles.panelHeader}>
        <h2 id="orders-debug-title" className={styles.panelTitle}>
          Debug
        </h2>
        <Badge tone={live.connected ? 'success' : 'danger'} data-testid="live-connection">
          {live.connected ? 'Live: connected' : 'Live: disconnected'}
        </Badge>
      </header>
      <div className={styles.panelBody}>
        <dl className={styles.facts}>
          <dt>Socket id</dt>
          <dd className={styles.mono}>{live.socketId ?? '—'}</dd>
          <dt>Filter</dt>
          <dd>
            status {info.filter.status}, search “{info.filter.search || '—'}”, page {info.filter.page}
          </dd>
          <dt>Orders</dt>
          <dd>
            {info.shown} shown of {info.total}
          </dd>
          <dt>Last loaded</dt>
          <dd>
            {info.loadedAt ? time(info.loadedAt) : 'not yet'}
            {info.fetching && ' (loading…)'}
          </dd>
          <dt>Last error</dt>
          <dd>{info.error ?? 'none'}</dd>
        </dl>
        <div>
          <h3 className={styles.sectionTitle}>Live events (newest first)</h3>
          {live.events.length === 0 ? (
            <p className={styles.muted}>No live events since this panel opened. They appear here as orders change.</p>
          ) : (
            <ol className={styles.timeline} aria-label="Live events">
              {live.events.map((event, index) => (
                <li key={`${event.at.getTime()}-${index}`}>
                  <span className={styles.mono}>{time(event.at)}</span> <strong>{event.name}</strong> {event.detail}
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
    </section>
  );
}
