import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CLEANUP_ACTIONS, MAX_CLEANUP_DAYS, type CleanupAction, type CleanupCount } from '@kedai/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useDryRunCleanup } from '../api/dry-run-cleanup';
import { useCleanup } from '../api/get-cleanup';
import { maintenanceKey } from '../api/get-storage-report';
import { useStartCleanup } from '../api/start-cleanup';
import styles from './maintenance-screen.module.css';

const TITLES: Record<CleanupAction, string> = {
  'ended-chats': 'Ended chats',
  'orphaned-uploads': 'Orphaned uploads',
  'delivered-outbox': 'Delivered outbox rows',
  'expired-email-codes': 'Expired e-mail codes',
};

const DEFAULT_DAYS: Record<CleanupAction, number> = {
  'ended-chats': 90,
  'orphaned-uploads': 7,
  'delivered-outbox': 30,
  'expired-email-codes': 1,
};

const describeCount = (count: CleanupCount) =>
  Object.entries(count.parts)
    .map(([part, value]) => `${value} ${part.replace(/_/g, ' ')}`)
    .join(', ');

/** One cleanup: days, a dry-run count first, then a confirmed run as a job that reports what it removed. */
export function CleanupCard({ action }: { action: CleanupAction }) {
  const queryClient = useQueryClient();
  const [days, setDays] = useState(String(DEFAULT_DAYS[action]));
  const [confirming, setConfirming] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const dryRun = useDryRunCleanup();
  const start = useStartCleanup();
  const job = useCleanup(jobId);
  const olderThanDays = Number(days);
  const daysValid = /^\d+$/.test(days) && olderThanDays <= MAX_CLEANUP_DAYS;
  const counted = dryRun.data && dryRun.data.olderThanDays === olderThanDays ? dryRun.data : null;
  const running = start.isPending || (job.data && job.data.state !== 'completed' && job.data.state !== 'failed');
  const finished = job.data?.state === 'completed';

  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: maintenanceKey });
  }, [finished, queryClient]);

  const count = () => {
    setJobId(null);
    dryRun.mutate({ action, olderThanDays });
  };
  const run = () => {
    setConfirming(false);
    start.mutate({ action, olderThanDays }, { onSuccess: (view) => setJobId(view.id) });
  };

  return (
    <article className={styles.card} aria-labelledby={`cleanup-${action}`}>
      <h3 id={`cleanup-${action}`}>{TITLES[action]}</h3>
      <p className={styles.muted}>{CLEANUP_ACTIONS[action]}. Nothing that belongs to an order is removed.</p>
      <Field
        label="Older than (days)"
        error={daysValid ? null : `Enter a whole number of days from 0 to ${MAX_CLEANUP_DAYS}.`}
      >
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            value={days}
            onChange={(event) => {
              setDays(event.target.value.trim());
              dryRun.reset();
            }}
          />
        )}
      </Field>
      <div className={styles.actions}>
        <Button variant="secondary" disabled={!daysValid || dryRun.isPending} onClick={count}>
          {dryRun.isPending ? 'Counting...' : 'Dry run'}
        </Button>
        <Button
          variant="danger"
          disabled={!counted || counted.total === 0 || Boolean(running)}
          onClick={() => setConfirming(true)}
        >
          {running ? 'Cleaning up...' : 'Clean up'}
        </Button>
      </div>
      {dryRun.isError && <Alert tone="error">{errorMessage(dryRun.error)}</Alert>}
      {counted && !jobId && (
        <p role="status" data-testid={`dry-run-${action}`}>
          {counted.total === 0 ? 'Nothing to remove.' : `Would remove ${counted.total}: ${describeCount(counted)}.`}
        </p>
      )}
      {start.isError && <Alert tone="error">{errorMessage(start.error)}</Alert>}
      {job.data?.state === 'failed' && <Alert tone="error">{job.data.error}</Alert>}
      {finished && job.data?.result && (
        <Alert tone="success">
          <span data-testid={`removed-${action}`}>
            Removed {job.data.result.total}: {describeCount(job.data.result)}.
          </span>
        </Alert>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Clean up ${TITLES[action].toLowerCase()}?`}
        confirmLabel="Remove"
        onConfirm={run}
        onCancel={() => setConfirming(false)}
      >
        {counted
          ? `This removes ${counted.total} (${describeCount(counted)}) older than ${olderThanDays} days. It cannot be undone.`
          : ''}
      </ConfirmDialog>
    </article>
  );
}
