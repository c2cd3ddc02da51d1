import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { JobState, JobSummary } from '../types';
import { formatDuration, formatTime } from './format';
import styles from './queue-monitor.module.css';
import { AdminTable } from '@/components/admin/admin-page';

export interface JobTableProps {
  state: JobState;
  jobs: JobSummary[];
  busyJob: string | null;
  onOpen: (jobId: string) => void;
  onRetry: (jobId: string) => void;
  onPromote: (jobId: string) => void;
  onRemove: (jobId: string) => void;
}

/** The jobs of one state, with the actions that make sense for it. */
export function JobTable({ state, jobs, busyJob, onOpen, onRetry, onPromote, onRemove }: JobTableProps) {
  const { t } = useTranslation('admin');
  return (
    <AdminTable>
      <thead>
        <tr>
          <th scope="col">{t('queues.table.job')}</th>
          <th scope="col">{t('queues.table.added')}</th>
          <th scope="col">{state === 'delayed' ? t('queues.table.runsAt') : t('queues.table.took')}</th>
          <th scope="col">{t('queues.table.attempts')}</th>
          <th scope="col">{t('queues.table.linksOrError')}</th>
          <th scope="col">
            <span className="sr-only">{t('queues.table.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {jobs.map((job) => (
          <tr key={job.id}>
            <td>
              <button type="button" className={styles.jobLink} onClick={() => onOpen(job.id)}>
                {job.name}
              </button>
              <div className={styles.jobId}>#{job.id}</div>
            </td>
            <td>{formatTime(job.timestamp)}</td>
            <td>
              {state === 'delayed' ? formatTime(job.delayUntil) : formatDuration(job.processedOn, job.finishedOn)}
            </td>
            <td>
              {job.attemptsMade}/{job.maxAttempts}
            </td>
            <td>
              <div className={styles.linksCell}>
                {job.links?.order && <Link to={job.links.order}>{t('queues.table.order')}</Link>}
                {job.links?.chatSession && <Link to={job.links.chatSession}>{t('queues.table.chatSession')}</Link>}
                {job.failedReason && (
                  <Badge tone="danger" title={job.failedReason}>
                    {job.failedReason.slice(0, 60)}
                  </Badge>
                )}
              </div>
            </td>
            <td>
              <div className={styles.actions}>
                <Button size="sm" variant="ghost" onClick={() => onOpen(job.id)}>
                  {t('queues.table.details')}
                </Button>
                {state === 'failed' && (
                  <Button size="sm" variant="secondary" loading={busyJob === job.id} onClick={() => onRetry(job.id)}>
                    {t('queues.actions.retry')}
                  </Button>
                )}
                {state === 'delayed' && (
                  <Button size="sm" variant="secondary" loading={busyJob === job.id} onClick={() => onPromote(job.id)}>
                    {t('queues.actions.runNow')}
                  </Button>
                )}
                {state !== 'active' && (
                  <Button
                    size="sm"
                    variant="danger-outline"
                    disabled={busyJob === job.id}
                    onClick={() => onRemove(job.id)}
                  >
                    {t('queues.actions.remove')}
                  </Button>
                )}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
