import type { SupportReport } from '@kedai/contracts';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTable } from '@/components/admin/admin-page';
import { bucketLabel, changeOf, formatDuration } from '../rules/report-range';
import { ChartPanel, GRANULARITY_NAMES, KpiCard } from './chart-panel';
import styles from './reports.module.css';
import { CURRENT_COLOUR, PREVIOUS_COLOUR, UPlotChart } from './uplot-chart';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const whole = (value: number) => String(Math.round(value));
const rating = (value: number) => value.toFixed(2);

/** Conversations by weekday × hour as shaded cells; the table view has the counts. */
function HeatMap({ cells, timeZone }: { cells: number[][]; timeZone: string }) {
  const most = Math.max(1, ...cells.flat());
  return (
    <div className={styles.heat} role="img" aria-label={`Conversations started by weekday and hour (${timeZone})`}>
      <span />
      {HOURS.map((hour) => (
        <span key={hour} className={styles.heatLabel}>
          {hour % 3 === 0 ? hour : ''}
        </span>
      ))}
      {cells.map((row, day) => (
        <HeatRow key={WEEKDAYS[day]} day={WEEKDAYS[day]} row={row} most={most} />
      ))}
    </div>
  );
}

function HeatRow({ day, row, most }: { day: string; row: number[]; most: number }) {
  return (
    <>
      <span className={styles.heatLabel}>{day}</span>
      {row.map((count, hour) => (
        <span
          key={hour}
          className={styles.heatCell}
          title={`${day} ${String(hour).padStart(2, '0')}:00 · ${count}`}
          style={{ opacity: count === 0 ? 0.06 : 0.2 + (0.8 * count) / most }}
        />
      ))}
    </>
  );
}

/** The support report (docs/product/admin.md "Reports"): responses, resolutions, ratings, when people write. */
export function SupportReportView({ report }: { report: SupportReport }) {
  const { current, previous } = report;
  const now = current.totals;
  const before = previous.totals;
  const categories = useMemo(() => current.series.map((row) => row.bucket), [current.series]);
  const axisBucket = useCallback((bucket: string) => bucketLabel(bucket, report.granularity), [report.granularity]);
  const conversationSeries = useMemo(
    () => [
      { label: 'Conversations', values: current.series.map((row) => row.conversations), colour: CURRENT_COLOUR },
      {
        label: 'Previous period',
        values: current.series.map((_, at) => previous.series[at]?.conversations ?? null),
        colour: PREVIOUS_COLOUR,
      },
    ],
    [current.series, previous.series],
  );
  const csatSeries = useMemo(
    () => [
      {
        label: 'Average rating',
        values: current.series.map((row) => (row.csat.average === null ? null : Number(row.csat.average))),
        colour: CURRENT_COLOUR,
      },
    ],
    [current.series],
  );
  const stars = useMemo(() => ['1★', '2★', '3★', '4★', '5★'], []);
  const distribution = useMemo(
    () => [{ label: 'Ratings', values: [...now.csat.distribution], colour: CURRENT_COLOUR }],
    [now.csat.distribution],
  );
  const auto = now.autoReplies;
  const wimo = now.whereIsMyOrder;
  const { t } = useTranslation('admin-reports');

  return (
    <>
      <div className={styles.kpis}>
        <KpiCard
          label="Conversations"
          value={String(now.conversations)}
          change={changeOf(now.conversations, before.conversations)}
          previous={String(before.conversations)}
        />
        <KpiCard
          label="First response (median)"
          value={formatDuration(now.firstResponse.medianSeconds)}
          change={changeOf(now.firstResponse.medianSeconds, before.firstResponse.medianSeconds)}
          previous={formatDuration(before.firstResponse.medianSeconds)}
          lowerIsBetter
          note={`p90 ${formatDuration(now.firstResponse.p90Seconds)} · ${now.firstResponse.count} answered`}
        />
        <KpiCard
          label="Resolution (median)"
          value={formatDuration(now.resolution.medianSeconds)}
          change={changeOf(now.resolution.medianSeconds, before.resolution.medianSeconds)}
          previous={formatDuration(before.resolution.medianSeconds)}
          lowerIsBetter
          note={`p90 ${formatDuration(now.resolution.p90Seconds)} · ${now.resolution.count} ended`}
        />
        <KpiCard
          label="CSAT"
          value={now.csat.average === null ? '—' : `${now.csat.average} / 5`}
          change={changeOf(
            now.csat.average === null ? null : Number(now.csat.average),
            before.csat.average === null ? null : Number(before.csat.average),
          )}
          previous={before.csat.average ?? '—'}
          note={`${now.csat.count} ratings`}
        />
        <div role="group" aria-label="Waiting now" className={styles.kpi}>
          <span className={styles.kpiLabel}>Waiting now</span>
          <span className={styles.kpiValue}>{report.waitingNow.count}</span>
          <span className={styles.kpiNote}>
            {report.waitingNow.longestWaitSeconds === null
              ? 'Nobody is waiting.'
              : `Longest wait ${formatDuration(report.waitingNow.longestWaitSeconds)}`}
          </span>
        </div>
        <div role="group" aria-label="Auto-replies" className={styles.kpi}>
          <span className={styles.kpiLabel}>Auto-replies</span>
          <span className={styles.kpiValue}>{auto.sent}</span>
          <span className={styles.kpiNote}>
            {auto.conversations === 0
              ? 'None sent in this range.'
              : `In ${auto.conversations} conversations; an agent still answered ${auto.agentAnsweredAfter} (${Math.round((auto.agentAnsweredAfter / auto.conversations) * 100)}%)`}
          </span>
        </div>
        <div role="group" aria-label={t('whereIsMyOrder.label')} className={styles.kpi}>
          <span className={styles.kpiLabel}>{t('whereIsMyOrder.label')}</span>
          <span className={styles.kpiValue} data-testid="kpi-value">
            {wimo.sent}
          </span>
          <span className={styles.kpiNote}>
            {wimo.conversations === 0
              ? t('whereIsMyOrder.none')
              : t('whereIsMyOrder.note', {
                  conversations: wimo.conversations,
                  withoutAgent: wimo.answeredWithoutAgent,
                  percent: Math.round((wimo.answeredWithoutAgent / wimo.conversations) * 100),
                })}
          </span>
        </div>
      </div>
      <div className={styles.panels}>
        <ChartPanel
          title="Conversations over time"
          wide
          chart={
            <UPlotChart
              label={`Conversations per ${report.granularity} from ${current.period.from} to ${current.period.to}, with the previous period`}
              kind="line"
              categories={categories}
              shortLabel={axisBucket}
              xLabel={GRANULARITY_NAMES[report.granularity]}
              series={conversationSeries}
              formatValue={whole}
              whole
            />
          }
          table={{
            columns: ['Bucket', 'Conversations', 'Previous bucket', 'Previous conversations'],
            rows: current.series.map((row, at) => [
              row.bucket,
              row.conversations,
              previous.series[at]?.bucket ?? '—',
              previous.series[at]?.conversations ?? '—',
            ]),
          }}
        />
        <ChartPanel
          title="When customers write"
          wide
          chart={<HeatMap cells={report.heatMap} timeZone={report.timeZone} />}
          table={{
            columns: ['Day', ...HOURS.map((hour) => `${String(hour).padStart(2, '0')}h`)],
            rows: report.heatMap.map((row, day) => [WEEKDAYS[day], ...row]),
          }}
        />
        <ChartPanel
          title="CSAT over time"
          empty={now.csat.count === 0}
          chart={
            <UPlotChart
              label="Average rating per bucket"
              kind="line"
              categories={categories}
              shortLabel={axisBucket}
              xLabel={GRANULARITY_NAMES[report.granularity]}
              series={csatSeries}
              formatValue={rating}
            />
          }
          table={{
            columns: ['Bucket', 'Ratings', 'Average', '1★', '2★', '3★', '4★', '5★'],
            rows: current.series.map((row) => [
              row.bucket,
              row.csat.count,
              row.csat.average ?? '—',
              ...row.csat.distribution,
            ]),
          }}
        />
        <ChartPanel
          title="Ratings"
          empty={now.csat.count === 0}
          chart={
            <UPlotChart
              label="How many of each rating"
              kind="bars"
              categories={stars}
              series={distribution}
              formatValue={whole}
              whole
            />
          }
          table={{ columns: ['Rating', 'Count'], rows: stars.map((star, at) => [star, now.csat.distribution[at]]) }}
        />
        <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="report-channels">
          <h2 id="report-channels" className={styles.panelTitle}>
            {t('byChannel.title')}
          </h2>
          <AdminTable label={t('byChannel.title')} framed focusable>
            <thead>
              <tr>
                <th scope="col">{t('byChannel.channel')}</th>
                <th scope="col">{t('byChannel.conversations')}</th>
                <th scope="col">{t('byChannel.firstResponse')}</th>
                <th scope="col">{t('byChannel.resolution')}</th>
                <th scope="col">{t('byChannel.csat')}</th>
                <th scope="col">{t('byChannel.autoReplies')}</th>
                <th scope="col">{t('byChannel.whereIsMyOrder')}</th>
                <th scope="col">{t('byChannel.withoutAgent')}</th>
              </tr>
            </thead>
            <tbody>
              {report.byChannel.map((row) => (
                <tr key={row.channel}>
                  <th scope="row">{t(`channel.${row.channel}`)}</th>
                  <td>{row.conversations}</td>
                  <td>{formatDuration(row.firstResponse.medianSeconds)}</td>
                  <td>{formatDuration(row.resolution.medianSeconds)}</td>
                  <td>{row.csat.average === null ? '—' : `${row.csat.average} (${row.csat.count})`}</td>
                  <td>{row.autoReplies}</td>
                  <td>{row.whereIsMyOrder.sent}</td>
                  <td>{row.whereIsMyOrder.answeredWithoutAgent}</td>
                </tr>
              ))}
            </tbody>
          </AdminTable>
        </section>
        <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="report-agents">
          <h2 id="report-agents" className={styles.panelTitle}>
            Per agent
          </h2>
          {report.byAgent.length === 0 ? (
            <p className={styles.empty}>No agent answered in this range.</p>
          ) : (
            <AdminTable label="Per agent" framed focusable>
              <thead>
                <tr>
                  <th scope="col">Agent</th>
                  <th scope="col">First replies</th>
                  <th scope="col">First response median</th>
                  <th scope="col">First response p90</th>
                  <th scope="col">Resolved</th>
                  <th scope="col">Resolution median</th>
                  <th scope="col">Resolution p90</th>
                  <th scope="col">CSAT</th>
                </tr>
              </thead>
              <tbody>
                {report.byAgent.map((row) => (
                  <tr key={row.agentId}>
                    <th scope="row">{row.name}</th>
                    <td>{row.firstResponse.count}</td>
                    <td>{formatDuration(row.firstResponse.medianSeconds)}</td>
                    <td>{formatDuration(row.firstResponse.p90Seconds)}</td>
                    <td>{row.resolution.count}</td>
                    <td>{formatDuration(row.resolution.medianSeconds)}</td>
                    <td>{formatDuration(row.resolution.p90Seconds)}</td>
                    <td>{row.csat.average === null ? '—' : `${row.csat.average} (${row.csat.count})`}</td>
                  </tr>
                ))}
              </tbody>
            </AdminTable>
          )}
        </section>
      </div>
    </>
  );
}
