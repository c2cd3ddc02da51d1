import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('admin');
  const job = useQueueJob(queue, jobId);
  const detail = job.data;
  return (
    <Drawer
      open={Boolean(jobId)}
      title={detail ? `${detail.name} #${detail.id}` : t('queues.drawer.title')}
      onClose={onClose}
    >
      {job.isPending && jobId && <LoadingBlock label={t('queues.drawer.loading')} />}
      {job.isError && <Alert tone="error">{errorMessage(job.error)}</Alert>}
      {detail && (
        <div className={styles.detail}>
          <div className={styles.detailBadges}>
            <Badge tone={detail.state === 'failed' ? 'danger' : detail.state === 'completed' ? 'success' : 'brand'}>
              {detail.state ?? t('queues.drawer.unknownState')}
            </Badge>
            <span>{t('queues.drawer.attempts', { made: detail.attemptsMade, max: detail.maxAttempts })}</span>
          </div>
          <dl className={styles.facts}>
            <dt>{t('queues.drawer.queue')}</dt>
            <dd>{detail.queue}</dd>
            <dt>{t('queues.drawer.added')}</dt>
            <dd>{formatTime(detail.timestamp)}</dd>
            {detail.delayUntil && (
              <>
                <dt>{t('queues.drawer.runsAt')}</dt>
                <dd>{formatTime(detail.delayUntil)}</dd>
              </>
            )}
            <dt>{t('queues.drawer.started')}</dt>
            <dd>{formatTime(detail.processedOn)}</dd>
            <dt>{t('queues.drawer.finished')}</dt>
            <dd>{formatTime(detail.finishedOn)}</dd>
            <dt>{t('queues.drawer.duration')}</dt>
            <dd>{formatDuration(detail.processedOn, detail.finishedOn)}</dd>
          </dl>
          {(detail.links?.order || detail.links?.chatSession) && (
            <p className={styles.linksCell}>
              {detail.links.order && <Link to={detail.links.order}>{t('queues.drawer.openOrder')}</Link>}
              {detail.links.chatSession && (
                <Link to={detail.links.chatSession}>{t('queues.drawer.openChatSession')}</Link>
              )}
            </p>
          )}
          <div className={styles.drawerActions}>
            {detail.state === 'failed' && (
              <Button size="sm" loading={busy} onClick={() => onRetry(detail.id)}>
                {t('queues.actions.retry')}
              </Button>
            )}
            {detail.state === 'delayed' && (
              <Button size="sm" loading={busy} onClick={() => onPromote(detail.id)}>
                {t('queues.actions.runNow')}
              </Button>
            )}
            {detail.state !== 'active' && (
              <Button size="sm" variant="danger-outline" disabled={busy} onClick={() => onRemove(detail.id)}>
                {t('queues.actions.remove')}
              </Button>
            )}
          </div>
          {detail.failedReason && (
            <Alert tone="error" title={t('queues.drawer.lastError')}>
              {detail.failedReason}
            </Alert>
          )}
          <h3 className={styles.sectionTitle}>{t('queues.drawer.data')}</h3>
          <pre className={styles.code}>{prettyJson(detail.data)}</pre>
          {detail.stacktrace.length > 0 && (
            <>
              <h3 className={styles.sectionTitle}>
                {t('queues.drawer.stackTraces', { total: detail.stacktrace.length })}
              </h3>
              <pre className={styles.code}>{detail.stacktrace.join('\n\n')}</pre>
            </>
          )}
          {detail.returnvalue !== null && detail.returnvalue !== undefined && (
            <>
              <h3 className={styles.sectionTitle}>{t('queues.drawer.returnValue')}</h3>
              <pre className={styles.code}>{prettyJson(detail.returnvalue)}</pre>
            </>
          )}
          <h3 className={styles.sectionTitle}>{t('queues.drawer.logs', { total: detail.logCount })}</h3>
          {detail.logs.length ? (
            <pre className={styles.code}>{detail.logs.join('\n')}</pre>
          ) : (
            <p className={styles.muted}>{t('queues.drawer.noLogs')}</p>
          )}
          <h3 className={styles.sectionTitle}>{t('queues.drawer.options')}</h3>
          <pre className={styles.code}>{prettyJson(detail.opts)}</pre>
        </div>
      )}
    </Drawer>
  );
}
