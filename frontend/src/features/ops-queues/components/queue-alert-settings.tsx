import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QUEUE_ALERT_METRICS, type QueueAlertMetric, type QueueAlertThresholds } from '@kedai/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useQueueAlerts, useSaveQueueThresholds } from '../api/queue-alerts';

type Draft = Record<QueueAlertMetric, string>;

const draftOf = (row: QueueAlertThresholds | undefined): Draft => ({
  depth: row?.depth?.toString() ?? '',
  oldestWaitingSeconds: row?.oldestWaitingSeconds?.toString() ?? '',
  failedLastHour: row?.failedLastHour?.toString() ?? '',
});

/** One queue's alert thresholds on the queue screen; empty: not watched. The server checks the numbers. */
export function QueueAlertSettings({ queue }: { queue: string }) {
  const { data } = useQueueAlerts();
  // Here, not in the form: the form is re-mounted when the saved values come back, and "saved" must outlive that.
  const save = useSaveQueueThresholds();
  const row = data?.thresholds.find((one) => one.queue === queue);
  // Re-mounted per queue (key), so the draft starts from that queue's saved values.
  return data ? (
    <ThresholdsForm key={`${queue}:${JSON.stringify(row)}`} queue={queue} initial={draftOf(row)} save={save} />
  ) : null;
}

function ThresholdsForm({
  queue,
  initial,
  save,
}: {
  queue: string;
  initial: Draft;
  save: ReturnType<typeof useSaveQueueThresholds>;
}) {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState<Draft>(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = (text: string) => (text.trim() === '' ? null : Number(text));
    save.mutate({
      queue,
      depth: number(draft.depth),
      oldestWaitingSeconds: number(draft.oldestWaitingSeconds),
      failedLastHour: number(draft.failedLastHour),
    });
  };
  return (
    <form onSubmit={submit} aria-label={t('queues.alerts.settingsTitle', { queue })}>
      <h2>{t('queues.alerts.settingsTitle', { queue })}</h2>
      <p>{t('queues.alerts.settingsHelp')}</p>
      {QUEUE_ALERT_METRICS.map((metric) => (
        <Field key={metric} label={t(`queues.alerts.${metric}`)} optional>
          {(control) => (
            <Input
              {...control}
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              value={draft[metric]}
              onChange={(event) => setDraft({ ...draft, [metric]: event.target.value })}
            />
          )}
        </Field>
      ))}
      <Button type="submit" disabled={save.isPending}>
        {t('queues.alerts.save')}
      </Button>
      {save.isSuccess && save.variables?.queue === queue && <Alert tone="success">{t('queues.alerts.saved')}</Alert>}
      {save.isError && save.variables?.queue === queue && (
        <Alert tone="error">{t('queues.alerts.saveFailed', { error: errorMessage(save.error) })}</Alert>
      )}
    </form>
  );
}
