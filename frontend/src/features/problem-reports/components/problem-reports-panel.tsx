import { PROBLEM_NOTE_MAX, PROBLEM_REASONS, type ProblemReason, type ReportableLineView } from '@kedai/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useSocketEvent } from '@/hooks/use-socket-event';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useQueryClient } from '@tanstack/react-query';
import { useOrderProblems, useReportProblem } from '../api/order-problems';
import { ProblemStatus } from './problem-status';
import styles from './problem-reports.module.css';

export interface ProblemReportsPanelProps {
  orderId: string;
  /** The order's access token (its watch token): lets a guest report, and is the page's live proof. */
  token?: string;
}

/**
 * "Report a problem" per delivered line (docs/product/problem-reports.md), and each report's status, live: the
 * page follows the order (order:watch) and `problem-report:changed` refreshes this section.
 */
export function ProblemReportsPanel({ orderId, token }: ProblemReportsPanelProps) {
  const { t } = useTranslation('orders');
  const queryClient = useQueryClient();
  const problems = useOrderProblems(orderId, token);
  const [open, setOpen] = useState<string | null>(null);
  useSocketEvent('problem-report:changed', (change) => {
    if (change.orderId === orderId) void queryClient.invalidateQueries({ queryKey: ['problem-reports', orderId] });
  });
  if (!problems.data) return null;
  const { lines, reports } = problems.data;
  const delivered = lines.filter((line) => line.reportableUntil !== null);
  if (delivered.length === 0 && reports.length === 0) return null;
  return (
    <section className={styles.section} data-testid="problem-reports">
      <h3>{t('problems.title')}</h3>
      {delivered.map((line) => {
        const lineReports = reports.filter((report) => report.itemId === line.itemId);
        return (
          <div key={line.itemId} className={styles.line} data-testid="problem-line">
            <div className={styles.lineHead}>
              <strong>
                {line.productTitle}
                {line.maskedCode ? ` · ${line.maskedCode}` : ''}
              </strong>
              {line.canReport && open !== line.itemId && (
                <Button size="sm" variant="secondary" onClick={() => setOpen(line.itemId)}>
                  {t('problems.report')}
                </Button>
              )}
            </div>
            {line.canReport && line.reportableUntil && (
              <span className={styles.muted}>
                {t('problems.until', { time: formatDateTime(line.reportableUntil) })}
              </span>
            )}
            {!line.canReport && lineReports.every((report) => report.status !== 'open') && line.refusal && (
              <span className={styles.muted}>{line.refusal}</span>
            )}
            {open === line.itemId && (
              <ReportForm orderId={orderId} token={token} line={line} onDone={() => setOpen(null)} />
            )}
            {lineReports.map((report) => (
              <div key={report.id} className={styles.report} data-testid="problem-report">
                <ProblemStatus status={report.status} />
                <span className={styles.muted}>
                  {t(`problems.reasons.${report.reason}`)} · {formatDateTime(report.createdAt)}
                </span>
                {report.status === 'rejected' && report.rejectReason && (
                  <span data-testid="problem-reject-reason">{report.rejectReason}</span>
                )}
              </div>
            ))}
          </div>
        );
      })}
    </section>
  );
}

function ReportForm({
  orderId,
  token,
  line,
  onDone,
}: {
  orderId: string;
  token?: string;
  line: ReportableLineView;
  onDone: () => void;
}) {
  const { t } = useTranslation('orders');
  const send = useReportProblem(orderId, token);
  const [reason, setReason] = useState<ProblemReason>('code_not_working');
  const [note, setNote] = useState('');
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate({ itemId: line.itemId, reason, note, screenshot }, { onSuccess: onDone });
  };
  const id = `problem-${line.itemId}`;
  return (
    <form className={styles.form} onSubmit={submit} aria-label={t('problems.formLabel')}>
      <label htmlFor={`${id}-reason`}>{t('problems.reason')}</label>
      <select
        id={`${id}-reason`}
        className={styles.select}
        value={reason}
        onChange={(event) => setReason(event.target.value as ProblemReason)}
      >
        {PROBLEM_REASONS.map((value) => (
          <option key={value} value={value}>
            {t(`problems.reasons.${value}`)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-screenshot`}>{t('problems.screenshot')}</label>
      <input
        id={`${id}-screenshot`}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/heic,application/pdf"
        onChange={(event) => setScreenshot(event.target.files?.[0] ?? null)}
      />
      <label htmlFor={`${id}-note`}>{t('problems.note')}</label>
      <textarea
        id={`${id}-note`}
        className={styles.textarea}
        rows={3}
        maxLength={PROBLEM_NOTE_MAX}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      {send.isError && <Alert tone="error">{errorMessage(send.error, t('problems.failed'))}</Alert>}
      <div className={styles.report}>
        <Button type="submit" size="sm" disabled={send.isPending}>
          {send.isPending ? t('problems.sending') : t('problems.send')}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onDone}>
          {t('problems.cancel')}
        </Button>
      </div>
    </form>
  );
}
