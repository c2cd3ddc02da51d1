import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';
import { LoadingBlock } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useQueueJob } from '../api/get-queue-job';
import { formatDuration, formatTime, prettyJson } from './format';
import styles from './queue-monitor.module.css';

export interface JobDrawerProps {
  queue: string;
  jobId: string | null;
  busy: boolean;
  onClose: () => void;
  onRetry: (jobId: string) => void;
  onPromote: (jobId: string) => void;
  onRemove: (jobId: string) => void;
}

/** Everything about one job: data, options, attempts, error and stack, return value and logs. */
export function JobDrawer({ queue, jobId, busy, onClose, onRetry, onPromote, onRemove }: JobDrawerProps) {
  const job = useQueueJob(queue, jobId);
  const detail = job.data;
  return (
    <Drawer open={Boolean(jobId)} title={detail ? `${detail.name} #${detail.id}` : 'Job'} onClose={onClose}>
      {job.isPending && jobId && <LoadingBlock label="Loading job..." />}
      {job.isError && <Alert tone="error">{errorMessage(job.error)}</Alert>}
      {detail && (
        <div className={styles.detail}>
          <div className={styles.detailBadges}>
            <Badge tone={detail.state === 'failed' ? 'danger' : detail.state === 'completed' ? 'success' : 'brand'}>
              {detail.state ?? 'unknown'}
            </Badge>
            <span>
              Attempts {detail.attemptsMade}/{detail.maxAttempts}
            </span>
          </div>
          <dl className={styles.facts}>
            <dt>Queue</dt>
            <dd>{detail.queue}</dd>
            <dt>Added</dt>
            <dd>{formatTime(detail.timestamp)}</dd>
            {detail.delayUntil && (
              <>
                <dt>Runs at</dt>
                <dd>{formatTime(detail.delayUntil)}</dd>
              </>
            )}
            <dt>Started</dt>
            <dd>{formatTime(detail.processedOn)}</dd>
            <dt>Finished</dt>
            <dd>{formatTime(detail.finishedOn)}</dd>
            <dt>Duration</dt>
            <dd>{formatDuration(detail.processedOn, detail.finishedOn)}</dd>
          </dl>
          {(detail.links?.order || detail.links?.chatSession) && (
            <p className={styles.linksCell}>
              {detail.links.order && <Link to={detail.links.order}>Open the order</Link>}
              {detail.links.chatSession && <Link to={detail.links.chatSession}>Open the chat session</Link>}
            </p>
          )}
          <div className={styles.drawerActions}>
            {detail.state === 'failed' && (
              <Button size="sm" loading={busy} onClick={() => onRetry(detail.id)}>
                Retry
              </Button>
            )}
            {detail.state === 'delayed' && (
              <Button size="sm" loading={busy} onClick={() => onPromote(detail.id)}>
                Run now
              </Button>
            )}
            {detail.state !== 'active' && (
              <Button size="sm" variant="danger-outline" disabled={busy} onClick={() => onRemove(detail.id)}>
                Remove
              </Button>
            )}
          </div>
          {detail.failedReason && (
            <Alert tone="error" title="Last error">
              {detail.failedReason}
            </Alert>
          )}
          <h3 className={styles.sectionTitle}>Data</h3>
          <pre className={styles.code}>{prettyJson(detail.data)}</pre>
          {detail.stacktrace.length > 0 && (
            <>
              <h3 className={styles.sectionTitle}>Stack traces ({detail.stacktrace.length})</h3>
              <pre className={styles.code}>{detail.stacktrace.join('\n\n')}</pre>
            </>
          )}
          {detail.returnvalue !== null && detail.returnvalue !== undefined && (
            <>
              <h3 className={styles.sectionTitle}>Return value</h3>
              <pre className={styles.code}>{prettyJson(detail.returnvalue)}</pre>
            </>
          )}
          <h3 className={styles.sectionTitle}>Logs ({detail.logCount})</h3>
          {detail.logs.length ? (
            <pre className={styles.code}>{detail.logs.join('\n')}</pre>
          ) : (
            <p className={styles.muted}>No log lines.</p>
          )}
          <h3 className={styles.sectionTitle}>Options</h3>
          <pre className={styles.code}>{prettyJson(detail.opts)}</pre>
        </div>
      )}
    </Drawer>
  );
}
