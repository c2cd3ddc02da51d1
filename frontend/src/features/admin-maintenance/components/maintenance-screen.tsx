import { CLEANUP_ACTION_NAMES } from '@kedai/contracts';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingBlock } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useStorageReport } from '../api/get-storage-report';
import { CleanupCard } from './cleanup-card';
import { formatBytes } from '@/lib/format-bytes';
import styles from './maintenance-screen.module.css';

/** /admin/maintenance (the spec's /test-storage and /emergency-cleanup): what the shop stores, and cleanups. */
export function MaintenanceScreen() {
  const report = useStorageReport();
  if (report.isPending) return <LoadingBlock label="Measuring storage..." />;
  if (report.isError) return <Alert tone="error">{errorMessage(report.error)}</Alert>;
  const data = report.data;
  const shown = Math.min(100, data.usedPercent);

  return (
    <div className={styles.screen}>
      <PageHeader
        titleId="maintenance-title"
        title="Maintenance"
        subtitle="What the shop stores, and cleanups that are counted first and run as jobs."
      />
      <section aria-labelledby="usage-title" className={styles.section}>
        <h2 id="usage-title">Storage usage</h2>
        <p>
          {formatBytes(data.usedBytes)} of {formatBytes(data.quotaBytes)} ({data.usedPercent}%): database{' '}
          {formatBytes(data.database.bytes)}, uploads {formatBytes(data.uploads.bytes)}
        </p>
        <div
          className={styles.bar}
          role="meter"
          aria-label="Storage used"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={shown}
          aria-valuetext={`${data.usedPercent}% used`}
          data-level={data.level}
        >
          <div className={cn(styles.fill, styles[data.level])} style={{ width: `${shown}%` }} />
        </div>
      </section>

      <div className={styles.grid}>
        <section aria-labelledby="tables-title" className={styles.section}>
          <h2 id="tables-title">Database by table</h2>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Table</th>
                <th scope="col">Rows (live, approx.)</th>
                <th scope="col">Size</th>
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
          <h2 id="stored-title">Uploads, chat and outbox</h2>
          <dl className={styles.facts}>
            <dt>Uploaded files</dt>
            <dd>
              {data.uploads.count} ({formatBytes(data.uploads.bytes)})
              {data.uploads.folders.map((folder) => (
                <div key={folder.name} className={styles.muted}>
                  {folder.name}: {folder.count} ({formatBytes(folder.bytes)})
                </div>
              ))}
            </dd>
            <dt>Chat</dt>
            <dd>
              {data.chatMessages} messages in {data.chatSessions} chats
            </dd>
            <dt>E-mail outbox</dt>
            <dd>
              {Object.entries(data.outbox.emails)
                .map(([status, count]) => `${count} ${status}`)
                .join(', ') || 'empty'}
            </dd>
            <dt>Job outbox</dt>
            <dd>
              {data.outbox.pendingJobs} waiting, {data.outbox.dispatchedJobs} delivered
            </dd>
          </dl>
        </section>
      </div>

      <section aria-labelledby="cleanup-title" className={styles.section}>
        <h2 id="cleanup-title">Cleanups</h2>
        <div className={styles.cards}>
          {CLEANUP_ACTION_NAMES.map((action) => (
            <CleanupCard key={action} action={action} />
          ))}
        </div>
      </section>
    </div>
  );
}
