import { useState } from 'react';
import {
  SETTABLE_RETENTION_KINDS,
  retentionPeriodProblem,
  type RetentionKind,
  type RetentionPeriods,
  type RetentionSettingsView,
  type SettableRetentionKind,
} from '@kedai/contracts';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { LoadingBlock } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useDryRunRetention, useRetention, useSaveRetention } from '../api/retention';
import styles from './retention-panel.module.css';

type Drafts = Record<SettableRetentionKind, string>;

const toDrafts = (periods: RetentionPeriods): Drafts =>
  Object.fromEntries(
    SETTABLE_RETENTION_KINDS.map((kind) => [kind, periods[kind] === null ? '' : String(periods[kind])]),
  ) as Drafts;

/** An empty field keeps everything (null); anything else must be a whole number of days. */
const toDays = (draft: string): number | null =>
  draft === '' ? null : /^\d+$/.test(draft) ? Number(draft) : Number.NaN;

/**
 * Maintenance → Data retention: a period per kind of personal data (empty: kept), saved for the daily run,
 * and a dry run that counts what that run would erase now.
 */
export function RetentionPanel() {
  const { t } = useTranslation('admin');
  const settings = useRetention();
  if (settings.isPending) return <LoadingBlock label={t('retention.loading')} />;
  if (settings.isError) return <Alert tone="error">{errorMessage(settings.error)}</Alert>;
  return <RetentionForm saved={settings.data} />;
}

/** The form, started from the saved periods (what is typed stays until saved or the page is reloaded). */
function RetentionForm({ saved }: { saved: RetentionSettingsView }) {
  const { t } = useTranslation('admin');
  const save = useSaveRetention();
  const dryRun = useDryRunRetention();
  const [drafts, setDrafts] = useState<Drafts>(() => toDrafts(saved.periods));

  const problems = Object.fromEntries(
    SETTABLE_RETENTION_KINDS.map((kind) => [kind, retentionPeriodProblem(kind, toDays(drafts[kind]))]),
  ) as Record<SettableRetentionKind, string | null>;
  const valid = Object.values(problems).every((problem) => problem === null);
  const label = (kind: RetentionKind) => t(`retention.kinds.${kind}`);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    const periods = Object.fromEntries(
      SETTABLE_RETENTION_KINDS.map((kind) => [kind, toDays(drafts[kind])]),
    ) as RetentionPeriods;
    dryRun.reset();
    save.mutate(periods);
  };

  return (
    <section aria-labelledby="retention-title" className={styles.section}>
      <h2 id="retention-title">{t('retention.heading')}</h2>
      <p className={styles.muted}>{t('retention.intro')}</p>
      <form onSubmit={submit} className={styles.form} noValidate>
        {SETTABLE_RETENTION_KINDS.map((kind) => (
          <Field key={kind} label={label(kind)} hint={t(`retention.hints.${kind}`)} error={problems[kind]}>
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                placeholder={t('retention.keep')}
                value={drafts[kind]}
                onChange={(event) => {
                  setDrafts({ ...drafts, [kind]: event.target.value.trim() });
                  save.reset();
                }}
              />
            )}
          </Field>
        ))}
        <p className={styles.muted}>{t('retention.auditLog', { days: saved.auditLogDays })}</p>
        <div className={styles.actions}>
          <Button type="submit" disabled={!valid || save.isPending}>
            {save.isPending ? t('retention.saving') : t('retention.save')}
          </Button>
          <Button type="button" variant="secondary" disabled={dryRun.isPending} onClick={() => dryRun.mutate()}>
            {dryRun.isPending ? t('retention.counting') : t('retention.dryRun')}
          </Button>
        </div>
      </form>
      {save.isSuccess && <Alert tone="success">{t('retention.saved')}</Alert>}
      {save.isError && <Alert tone="error">{errorMessage(save.error)}</Alert>}
      {dryRun.isError && <Alert tone="error">{errorMessage(dryRun.error)}</Alert>}
      {dryRun.data && (
        <table className={styles.table} data-testid="retention-dry-run">
          <caption>{t('retention.wouldGo')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('retention.kind')}</th>
              <th scope="col">{t('retention.period')}</th>
              <th scope="col">{t('retention.count')}</th>
            </tr>
          </thead>
          <tbody>
            {dryRun.data.kinds.map((entry) => (
              <tr key={entry.kind} data-kind={entry.kind}>
                <td>{label(entry.kind)}</td>
                <td>{entry.days === null ? t('retention.kept') : t('retention.days', { count: entry.days })}</td>
                <td>{entry.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
