import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { JobState, JobSummary } from '../types';
import { formatDuration, formatTime } from './format';
import styles from './queue-monitor.module.css';

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
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Job</th>
            <th scope="col">Added</th>
            <th scope="col">{state === 'delayed' ? 'Runs at' : 'Took'}</th>
            <th scope="col">Attempts</th>
            <th scope="col">Links / error</th>
            <th scope="col">
              <span className="sr-only">Actions</span>
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
                  {job.links?.order && <Link to={job.links.order}>Order</Link>}
                  {job.links?.chatSession && <Link to={job.links.chatSession}>Chat session</Link>}
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
                    Details
                  </Button>
                  {state === 'failed' && (
                    <Button size="sm" variant="secondary" loading={busyJob === job.id} onClick={() => onRetry(job.id)}>
                      Retry
                    </Button>
                  )}
                  {state === 'delayed' && (
                    <Button
                      size="sm"
                      variant="secondary"
                      loading={busyJob === job.id}
                      onClick={() => onPromote(job.id)}
                    >
                      Run now
                    </Button>
                  )}
                  {state !== 'active' && (
                    <Button
                      size="sm"
                      variant="danger-outline"
                      disabled={busyJob === job.id}
                      onClick={() => onRemove(job.id)}
                    >
                      Remove
                    </Button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
