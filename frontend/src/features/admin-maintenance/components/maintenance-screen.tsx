import { CLEANUP_ACTION_NAMES } from '@kedai/contracts';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingBlock } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useStorageReport } from '../api/get-storage-report';
import { CleanupCard } from './cleanup-card';
import { formatBytes } from '@/lib/format-bytes';
import styles from './maintenance-screen.module.css';

/** /admin/maintenance (the old /test-storage and /emergency-cleanup): what the shop stores, and cleanups. */
export function MaintenanceScreen() {
  const { t } = useTranslation('admin');
  const report = useStorageReport();
  if (report.isPending) return <LoadingBlock label={t('maintenance.measuring')} />;
  if (report.isError) return <Alert tone="error">{errorMessage(report.error)}</Alert>;
  const data = report.data;
  const shown = Math.min(100, data.usedPercent);

  return (
    <div className={styles.screen}>
      <PageHeader titleId="maintenance-title" title={t('maintenance.heading')} subtitle={t('maintenance.subtitle')} />
      <section aria-labelledby="usage-title" className={styles.section}>
        <h2 id="usage-title">{t('maintenance.usage.heading')}</h2>
        <p>
          {t('maintenance.usage.summary', {
            used: formatBytes(data.usedBytes),
            quota: formatBytes(data.quotaBytes),
            percent: data.usedPercent,
            database: formatBytes(data.database.bytes),
            uploads: formatBytes(data.uploads.bytes),
          })}
        </p>
        <div
          className={styles.bar}
          role="meter"
          aria-label={t('maintenance.usage.meter')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={shown}
          aria-valuetext={t('maintenance.usage.percentUsed', { percent: data.usedPercent })}
          data-level={data.level}
        >
          <div className={cn(styles.fill, styles[data.level])} style={{ width: `${shown}%` }} />
        </div>
      </section>

      <div className={styles.grid}>
        <section aria-labelledby="tables-title" className={styles.section}>
          <h2 id="tables-title">{t('maintenance.tables.heading')}</h2>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('maintenance.tables.table')}</th>
                <th scope="col">{t('maintenance.tables.rows')}</th>
                <th scope="col">{t('maintenance.tables.size')}</th>
              </tr>
            </thead>
            <tbody>
              {data.database.tables.map((table) => (
                <tr key={table.name}>
                  <td>{table.name}</td>
                  <td>{table.rows}</td>
                  <td>{formatBytes(table.bytes)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section aria-labelledby="stored-title" className={styles.section}>
          <h2 id="stored-title">{t('maintenance.stored.heading')}</h2>
          <dl className={styles.facts}>
            <dt>{t('maintenance.stored.uploadedFiles')}</dt>
            <dd>
              {data.uploads.count} ({formatBytes(data.uploads.bytes)})
              {data.uploads.folders.map((folder) => (
                <div key={folder.name} className={styles.muted}>
                  {folder.name}: {folder.count} ({formatBytes(folder.bytes)})
                </div>
              ))}
            </dd>
            <dt>{t('maintenance.stored.chat')}</dt>
            <dd>{t('maintenance.stored.chatCounts', { messages: data.chatMessages, chats: data.chatSessions })}</dd>
            <dt>{t('maintenance.stored.emailOutbox')}</dt>
            <dd>
              {Object.entries(data.outbox.emails)
                .map(([status, count]) => `${count} ${status}`)
                .join(', ') || t('maintenance.stored.emailOutboxEmpty')}
            </dd>
            <dt>{t('maintenance.stored.jobOutbox')}</dt>
            <dd>
              {t('maintenance.stored.jobOutboxCounts', {
                pending: data.outbox.pendingJobs,
                dispatched: data.outbox.dispatchedJobs,
              })}
            </dd>
          </dl>
        </section>
      </div>

      <section aria-labelledby="cleanup-title" className={styles.section}>
        <h2 id="cleanup-title">{t('maintenance.cleanups.heading')}</h2>
        <div className={styles.cards}>
          {CLEANUP_ACTION_NAMES.map((action) => (
            <CleanupCard key={action} action={action} />
          ))}
        </div>
      </section>
    </div>
  );
}
