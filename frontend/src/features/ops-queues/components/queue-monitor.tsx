import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadingBlock, Spinner } from '@/components/ui/spinner';
import { TabList, tabPanelProps } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/api-client';
import { PAGE_SIZE, useQueueJobs } from '../api/get-queue-jobs';
import { useLiveWorkers, useQueues } from '../api/get-queues';
import { useQueueAction, type QueueAction } from '../api/queue-actions';
import { CLEANABLE_STATES, JOB_STATES, REFRESH_MS, type JobState, type QueueSummary } from '../types';
import { stateLabelKeys } from './format';
import { JobDrawer } from './job-drawer';
import { JobTable } from './job-table';
import { QueueAlertSettings } from './queue-alert-settings';
import { QueueCards } from './queue-cards';
import styles from './queue-monitor.module.css';
import { AdminPage, AdminPageHeader } from '@/components/admin/admin-page';

const isState = (value: string | null): value is JobState => (JOB_STATES as readonly string[]).includes(value ?? '');

/** /admin/queues: the BullMQ queues for ops, refreshed every few seconds. */
export function QueueMonitor() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const queues = useQueues();
  const workers = useLiveWorkers();
  const list = queues.data ?? [];
  const queueName = params.get('queue') ?? list[0]?.name ?? 'chat';
  const rawState = params.get('state');
  const state: JobState = isState(rawState) ? rawState : 'failed';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const openJob = params.get('job');
  const jobs = useQueueJobs(queueName, state, page);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [confirm, setConfirm] = useState<QueueAction | null>(null);
  const action = useQueueAction((text) => setNotice({ tone: 'error', text }));
  const selected = list.find((queue) => queue.name === queueName);

  const update = (patch: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  const run = (todo: QueueAction, done: string) => {
    setNotice(null);
    action.mutate(todo, { onSuccess: () => setNotice({ tone: 'success', text: done }) });
  };
  const busyJob = action.isPending && action.variables && 'jobId' in action.variables ? action.variables.jobId : null;
  const busyQueue =
    action.isPending && (action.variables?.kind === 'pause' || action.variables?.kind === 'resume')
      ? action.variables.queue
      : null;

  const togglePause = (queue: QueueSummary) =>
    run(
      { kind: queue.paused ? 'resume' : 'pause', queue: queue.name },
      queue.paused
        ? t('queues.notices.resumed', { queue: queue.name })
        : t('queues.notices.paused', { queue: queue.name }),
    );
  const retry = (jobId: string) =>
    run({ kind: 'retry', queue: queueName, jobId }, t('queues.notices.retried', { jobId }));
  const promote = (jobId: string) =>
    run({ kind: 'promote', queue: queueName, jobId }, t('queues.notices.promoted', { jobId }));
  const remove = (jobId: string) => setConfirm({ kind: 'remove', queue: queueName, jobId });
  const total = jobs.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const cleanable = CLEANABLE_STATES.includes(state);
  /** A state's name inside a sentence ("Clean failed", "No delayed jobs in chat."). */
  const stateWord = (value: JobState) => t(stateLabelKeys[value]).toLowerCase();

  return (
    <AdminPage labelledBy="queues-title">
      <AdminPageHeader
        id="queues-title"
        title={t('queues.heading')}
        subtitle={t('queues.subtitle', { seconds: REFRESH_MS / 1000 })}
        actions={queues.isFetching && <Spinner size="sm" label={t('queues.refreshing')} />}
      />

      {notice && (
        <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      {queues.isError && <Alert tone="error">{t('queues.loadFailed', { error: errorMessage(queues.error) })}</Alert>}
      {queues.isPending ? (
        <LoadingBlock label={t('queues.loading')} />
      ) : (
        <QueueCards
          queues={list}
          selected={queueName}
          busyQueue={busyQueue}
          onSelect={(name) => update({ queue: name, page: null, job: null })}
          onTogglePause={togglePause}
        />
      )}

      <section className={styles.panel} aria-labelledby="queue-workers-title">
        <h2 id="queue-workers-title" className={styles.panelTitle}>
          {t('queues.workers.heading')} ({workers.data?.length ?? 0})
        </h2>
        {workers.data && workers.data.length === 0 ? (
          <Alert tone="error">{t('queues.workers.none')}</Alert>
        ) : (
          <ul>
            {(workers.data ?? []).map((worker) => (
              <li key={worker.id}>
                {t('queues.workers.item', {
                  host: worker.host,
                  pid: worker.pid,
                  role: worker.role,
                  since: new Date(worker.startedAt).toLocaleString(),
                })}
              </li>
            ))}
          </ul>
        )}
      </section>

      {selected && (
        <section className={styles.panel} aria-labelledby="queue-jobs-title">
          <div className={styles.panelHead}>
            <h2 id="queue-jobs-title" className={styles.panelTitle}>
              {t('queues.jobs.heading', { queue: selected.name })}
            </h2>
            {state === 'failed' && total > 0 && (
              <Button
                size="sm"
                variant="secondary"
                loading={action.isPending && action.variables?.kind === 'retry-failed'}
                onClick={() => {
                  setNotice(null);
                  action.mutate(
                    { kind: 'retry-failed', queue: queueName },
                    {
                      onSuccess: (result) =>
                        setNotice({
                          tone: 'success',
                          text: t('queues.notices.retriedAll', { count: (result as { count: number }).count }),
                        }),
                    },
                  );
                }}
              >
                {t('queues.jobs.retryAllFailed')}
              </Button>
            )}
            {cleanable && total > 0 && (
              <Button
                size="sm"
                variant="danger-outline"
                onClick={() => setConfirm({ kind: 'clean', queue: queueName, state, graceMs: 0 })}
              >
                {t('queues.jobs.clean', { state: stateWord(state) })}
              </Button>
            )}
          </div>
          <TabList
            idBase="queue-states"
            label={t('queues.jobs.stateTabs')}
            items={JOB_STATES.map((value) => ({
              value,
              label: `${t(stateLabelKeys[value])} (${selected.counts[value].toLocaleString()})`,
            }))}
            value={state}
            onChange={(value) => update({ state: value, page: null })}
          />
          <div {...tabPanelProps('queue-states', state)} className={styles.tabPanel}>
            {jobs.isError && (
              <Alert tone="error">{t('queues.jobs.loadFailed', { error: errorMessage(jobs.error) })}</Alert>
            )}
            {jobs.isPending ? (
              <LoadingBlock label={t('queues.jobs.loading')} />
            ) : jobs.data && jobs.data.jobs.length > 0 ? (
              <>
                <JobTable
                  state={state}
                  jobs={jobs.data.jobs}
                  busyJob={busyJob}
                  onOpen={(jobId) => update({ job: jobId })}
                  onRetry={retry}
                  onPromote={promote}
                  onRemove={remove}
                />
                {pages > 1 && (
                  <nav className={styles.pager} aria-label={t('queues.jobs.pages')}>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={page <= 1}
                      onClick={() => update({ page: String(page - 1) })}
                    >
                      {t('queues.jobs.previous')}
                    </Button>
                    <span>{t('queues.jobs.pageOf', { page, pages, total: total.toLocaleString() })}</span>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={page >= pages}
                      onClick={() => update({ page: String(page + 1) })}
                    >
                      {t('queues.jobs.next')}
                    </Button>
                  </nav>
                )}
              </>
            ) : (
              <p className={styles.empty}>
                {t('queues.jobs.empty', { state: stateWord(state), queue: selected.name })}
              </p>
            )}
          </div>
        </section>
      )}

      <section className={styles.panel}>
        <QueueAlertSettings queue={queueName} />
      </section>

      <JobDrawer
        queue={queueName}
        jobId={openJob}
        busy={action.isPending}
        onClose={() => update({ job: null })}
        onRetry={retry}
        onPromote={promote}
        onRemove={remove}
      />

      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.kind === 'clean' ? t('queues.confirm.cleanTitle') : t('queues.confirm.removeTitle')}
        confirmLabel={confirm?.kind === 'clean' ? t('queues.confirm.clean') : t('queues.confirm.remove')}
        busy={action.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (!confirm) return;
          const todo = confirm;
          setNotice(null);
          action.mutate(todo, {
            onSuccess: (result) => {
              setConfirm(null);
              if (todo.kind === 'remove') update({ job: null });
              const removed = (result as { removed?: number | string }).removed;
              setNotice({
                tone: 'success',
                text:
                  todo.kind === 'clean'
                    ? t('queues.notices.cleaned', { removed: String(removed) })
                    : t('queues.notices.removed', { jobId: String(removed) }),
              });
            },
            onError: () => setConfirm(null),
          });
        }}
      >
        {confirm?.kind === 'clean'
          ? t('queues.confirm.cleanBody', { state: stateWord(confirm.state), queue: confirm.queue })
          : confirm?.kind === 'remove'
            ? t('queues.confirm.removeBody', { jobId: confirm.jobId, queue: confirm.queue })
            : null}
      </ConfirmDialog>
    </AdminPage>
  );
}
