import { useTranslation } from 'react-i18next';
import { shopFormat } from '@/lib/format';
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
  shopFormat({ hour: '2-digit', minute: '2-digit', second: '2-digit' }, 'en-MY').format(new Date(at));

/**
 * Admin Orders' Debug view: when the table seems stale, it tells whether the live connection is up,
 * when the list was last loaded with which filter, and which live events arrived.
 */
export function OrdersDebugPanel({ info }: { info: OrdersDebugInfo }) {
  const { t } = useTranslation('admin-orders');
  const live = useLiveDebug();
  return (
    <section className={styles.panel} aria-labelledby="orders-debug-title">
      <header className={styles.panelHeader}>
        <h2 id="orders-debug-title" className={styles.panelTitle}>
          {t('debug.title')}
        </h2>
        <Badge tone={live.connected ? 'success' : 'danger'} data-testid="live-connection">
          {live.connected ? t('debug.connected') : t('debug.disconnected')}
        </Badge>
      </header>
      <div className={styles.panelBody}>
        <dl className={styles.facts}>
          <dt>{t('debug.socketId')}</dt>
          <dd className={styles.mono}>{live.socketId ?? '—'}</dd>
          <dt>{t('debug.filter')}</dt>
          <dd>
            {t('debug.filterValue', {
              status: info.filter.status,
              search: info.filter.search || '—',
              page: info.filter.page,
            })}
          </dd>
          <dt>{t('debug.orders')}</dt>
          <dd>{t('debug.shown', { shown: info.shown, total: info.total })}</dd>
          <dt>{t('debug.lastLoaded')}</dt>
          <dd>
            {info.loadedAt ? time(info.loadedAt) : t('debug.notYet')}
            {info.fetching && ` ${t('debug.loading')}`}
          </dd>
          <dt>{t('debug.lastError')}</dt>
          <dd>{info.error ?? t('debug.noError')}</dd>
        </dl>
        <div>
          <h3 className={styles.sectionTitle}>{t('debug.eventsTitle')}</h3>
          {live.events.length === 0 ? (
            <p className={styles.muted}>{t('debug.noEvents')}</p>
          ) : (
            <ol className={styles.timeline} aria-label={t('debug.eventsLabel')}>
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
