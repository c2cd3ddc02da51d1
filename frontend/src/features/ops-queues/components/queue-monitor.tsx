import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadingBlock, Spinner } from '@/components/ui/spinner';
import { TabList, tabPanelProps } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/api-client';
import { PAGE_SIZE, useQueueJobs } from '../api/get-queue-jobs';
import { useQueues } from '../api/get-queues';
import { useQueueAction, type QueueAction } from '../api/queue-actions';
import { CLEANABLE_STATES, JOB_STATES, REFRESH_MS, type JobState, type QueueSummary } from '../types';
import { stateLabels } from './format';
import { JobDrawer } from './job-drawer';
import { JobTable } from './job-table';
import { QueueCards } from './queue-cards';
import styles from './queue-monitor.module.css';

const isState = (value: string | null): value is JobState => (JOB_STATES as readonly string[]).includes(value ?? '');

/** /admin/queues: the BullMQ queues for ops, refreshed every few seconds. */
export function QueueMonitor() {
  const [params, setParams] = useSearchParams();
  const queues = useQueues();
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
        ? `Queue ${queue.name} resumed`
        : `Queue ${queue.name} paused: running jobs finish, no new ones start`,
    );
  const retry = (jobId: string) => run({ kind: 'retry', queue: queueName, jobId }, `Job #${jobId} queued again`);
  const promote = (jobId: string) => run({ kind: 'promote', queue: queueName, jobId }, `Job #${jobId} runs now`);
  const remove = (jobId: string) => setConfirm({ kind: 'remove', queue: queueName, jobId });
  const total = jobs.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const cleanable = CLEANABLE_STATES.includes(state);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>Queues</h1>
          <p className={styles.subtitle}>
            Background jobs: chat auto-replies, fulfilment, e-mail and maintenance. Refreshes every {REFRESH_MS / 1000}{' '}
            s.
          </p>
        </div>
        {queues.isFetching && <Spinner size="sm" label="Refreshing" />}
      </header>

      {notice && (
        <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      {queues.isError && <Alert tone="error">Could not load the queues: {errorMessage(queues.error)}</Alert>}
      {queues.isPending ? (
        <LoadingBlock label="Loading queues..." />
      ) : (
        <QueueCards
          queues={list}
          selected={queueName}
          busyQueue={busyQueue}
          onSelect={(name) => update({ queue: name, page: null, job: null })}
          onTogglePause={togglePause}
        />
      )}

      {selected && (
        <section className={styles.panel} aria-labelledby="queue-jobs-title">
          <div className={styles.panelHead}>
            <h2 id="queue-jobs-title" className={styles.panelTitle}>
              {selected.name} jobs
            </h2>
            {cleanable && total > 0 && (
              <Button
                size="sm"
                variant="danger-outline"
                onClick={() => setConfirm({ kind: 'clean', queue: queueName, state, graceMs: 0 })}
              >
                Clean {stateLabels[state].toLowerCase()}
              </Button>
            )}
          </div>
          <TabList
            idBase="queue-states"
            label="Job state"
            items={JOB_STATES.map((value) => ({
              value,
              label: `${stateLabels[value]} (${selected.counts[value].toLocaleString()})`,
            }))}
            value={state}
            onChange={(value) => update({ state: value, page: null })}
          />
          <div {...tabPanelProps('queue-states', state)} className={styles.tabPanel}>
            {jobs.isError && <Alert tone="error">Could not load the jobs: {errorMessage(jobs.error)}</Alert>}
            {jobs.isPending ? (
              <LoadingBlock label="Loading jobs..." />
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
                  <nav className={styles.pager} aria-label="Job pages">
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={page <= 1}
                      onClick={() => update({ page: String(page - 1) })}
                    >
                      Previous
                    </Button>
                    <span>
                      Page {page} of {pages} · {total.toLocaleString()} jobs
                    </span>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={page >= pages}
                      onClick={() => update({ page: String(page + 1) })}
                    >
                      Next
                    </Button>
                  </nav>
                )}
              </>
            ) : (
              <p className={styles.empty}>
                No {stateLabels[state].toLowerCase()} jobs in {selected.name}.
              </p>
            )}
          </div>
        </section>
      )}

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
        title={confirm?.kind === 'clean' ? 'Clean jobs?' : 'Remove job?'}
        confirmLabel={confirm?.kind === 'clean' ? 'Clean' : 'Remove'}
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
                text: todo.kind === 'clean' ? `${String(removed)} jobs removed` : `Job #${String(removed)} removed`,
              });
            },
            onError: () => setConfirm(null),
          });
        }}
      >
        {confirm?.kind === 'clean'
          ? `Every ${stateLabels[confirm.state].toLowerCase()} job of ${confirm.queue} is deleted. This cannot be undone.`
          : confirm?.kind === 'remove'
            ? `Job #${confirm.jobId} of ${confirm.queue} is deleted and will not run. This cannot be undone.`
            : null}
      </ConfirmDialog>
    </div>
  );
}
