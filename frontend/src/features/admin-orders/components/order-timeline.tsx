import type { OrderTimelineEntry } from '@kedai/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../order-labels';
import styles from './admin-screen.module.css';

function actorOf(entry: OrderTimelineEntry): string {
  if (entry.actorName) return `${entry.actorName} (${entry.actorType})`;
  return entry.actorType;
}

function detailsOf(entry: OrderTimelineEntry): string {
  const parts = Object.entries(entry.details)
    .filter(([, value]) => value !== null && value !== undefined && typeof value !== 'object')
    .map(([key, value]) => `${key}: ${String(value)}`);
  return parts.join(', ');
}

/** The order's history: when, who, what, and which job (newest last, as recorded). */
export function OrderTimeline({ entries }: { entries: OrderTimelineEntry[] }) {
  const { t } = useTranslation('admin-orders');
  if (entries.length === 0) return <p className={styles.muted}>{t('timeline.empty')}</p>;
  return (
    <ol className={styles.timeline} aria-label={t('timeline.label')}>
      {entries.map((entry, index) => {
        const details = detailsOf(entry);
        return (
          <li key={`${entry.at}-${index}`}>
            <div>
              <strong>{entry.action}</strong> · {actorOf(entry)}
            </div>
            <div className={styles.muted}>
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              {entry.jobId && <> · {t('timeline.job', { jobId: entry.jobId })}</>}
              {details && <> · {details}</>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
