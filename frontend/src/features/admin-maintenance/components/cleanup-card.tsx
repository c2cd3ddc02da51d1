import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MAX_CLEANUP_DAYS, type CleanupAction, type CleanupCount } from '@kedai/contracts';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
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

/** Each cleanup's name and what it removes. */
const WORDING: Record<CleanupAction, { title: ParseKeys<'admin'>; description: ParseKeys<'admin'> }> = {
  'ended-chats': {
    title: 'maintenance.cleanup.titles.ended-chats',
    description: 'maintenance.cleanup.descriptions.ended-chats',
  },
  'orphaned-uploads': {
    title: 'maintenance.cleanup.titles.orphaned-uploads',
    description: 'maintenance.cleanup.descriptions.orphaned-uploads',
  },
  'delivered-outbox': {
    title: 'maintenance.cleanup.titles.delivered-outbox',
    description: 'maintenance.cleanup.descriptions.delivered-outbox',
  },
  'expired-email-codes': {
    title: 'maintenance.cleanup.titles.expired-email-codes',
    description: 'maintenance.cleanup.descriptions.expired-email-codes',
  },
  'cart-visits': {
    title: 'maintenance.cleanup.titles.cart-visits',
    description: 'maintenance.cleanup.descriptions.cart-visits',
  },
  'audit-log': {
    title: 'maintenance.cleanup.titles.audit-log',
    description: 'maintenance.cleanup.descriptions.audit-log',
  },
};

const DEFAULT_DAYS: Record<CleanupAction, number> = {
  'ended-chats': 90,
  'orphaned-uploads': 7,
  'delivered-outbox': 30,
  'expired-email-codes': 1,
  'cart-visits': 400,
  'audit-log': 730,
};

const describeCount = (count: CleanupCount) =>
  Object.entries(count.parts)
    .map(([part, value]) => `${value} ${part.replace(/_/g, ' ')}`)
    .join(', ');

/** One cleanup: days, a dry-run count first, then a confirmed run as a job that reports what it removed. */
export function CleanupCard({ action }: { action: CleanupAction }) {
  const { t } = useTranslation('admin');
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
  const title = t(WORDING[action].title);

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
      <h3 id={`cleanup-${action}`}>{title}</h3>
      <p className={styles.muted}>{t('maintenance.cleanup.intro', { description: t(WORDING[action].description) })}</p>
      <Field
        label={t('maintenance.cleanup.days')}
        error={daysValid ? null : t('maintenance.cleanup.daysInvalid', { max: MAX_CLEANUP_DAYS })}
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
          {dryRun.isPending ? t('maintenance.cleanup.counting') : t('maintenance.cleanup.dryRun')}
        </Button>
        <Button
          variant="danger"
          disabled={!counted || counted.total === 0 || Boolean(running)}
          onClick={() => setConfirming(true)}
        >
          {running ? t('maintenance.cleanup.cleaningUp') : t('maintenance.cleanup.cleanUp')}
        </Button>
      </div>
      {dryRun.isError && <Alert tone="error">{errorMessage(dryRun.error)}</Alert>}
      {counted && !jobId && (
        <p role="status" data-testid={`dry-run-${action}`}>
          {counted.total === 0
            ? t('maintenance.cleanup.nothingToRemove')
            : t('maintenance.cleanup.wouldRemove', { total: counted.total, parts: describeCount(counted) })}
        </p>
      )}
      {start.isError && <Alert tone="error">{errorMessage(start.error)}</Alert>}
      {job.data?.state === 'failed' && <Alert tone="error">{job.data.error}</Alert>}
      {finished && job.data?.result && (
        <Alert tone="success">
          <span data-testid={`removed-${action}`}>
            {t('maintenance.cleanup.removed', {
              total: job.data.result.total,
              parts: describeCount(job.data.result),
            })}
          </span>
        </Alert>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('maintenance.cleanup.confirmTitle', { what: title.toLowerCase() })}
        confirmLabel={t('maintenance.cleanup.confirm')}
        onConfirm={run}
        onCancel={() => setConfirming(false)}
      >
        {counted
          ? t('maintenance.cleanup.confirmBody', {
              total: counted.total,
              parts: describeCount(counted),
              days: olderThanDays,
            })
          : ''}
      </ConfirmDialog>
    </article>
  );
}
