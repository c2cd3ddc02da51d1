import type { SalesReport, SalesSplitRow } from '@kedai/contracts';
import { useCallback, useMemo } from 'react';
import { formatRM } from '@/lib/money';
import { bucketLabel, changeOf } from '../rules/report-range';
import { ChartPanel, GRANULARITY_NAMES, KpiCard } from './chart-panel';
import styles from './reports.module.css';
import { CURRENT_COLOUR, PREVIOUS_COLOUR, UPlotChart } from './uplot-chart';

const money = (amount: string | number) => formatRM(Number(amount));
const axisMoney = (value: number) => formatRM(value);

/** A split (product, category, payment method) as bars of sales, with its table. */
function SplitPanel({ title, rows, nameColumn }: { title: string; rows: SalesSplitRow[]; nameColumn: string }) {
  const categories = useMemo(() => rows.map((row) => row.label), [rows]);
  const series = useMemo(
    () => [{ label: 'Sales', values: rows.map((row) => Number(row.gross)), colour: CURRENT_COLOUR }],
    [rows],
  );
  return (
    <ChartPanel
      title={title}
      empty={rows.length === 0}
      chart={
        <UPlotChart
          label={`${title}: sales per ${nameColumn.toLowerCase()}`}
          kind="bars"
          xLabel={nameColumn}
          categories={categories}
          series={series}
          formatValue={axisMoney}
        />
      }
      table={{
        columns: [nameColumn, 'Orders', 'Units', 'Sales'],
        rows: rows.map((row) => [row.label, row.orders, row.units, money(row.gross)]),
      }}
    />
  );
}

/** The sales report (docs/product/admin.md "Reports"): KPIs against the previous period, the series, the splits. */
export function SalesReportView({ report }: { report: SalesReport }) {
  const { current, previous } = report;
  const now = current.totals;
  const before = previous.totals;
  const categories = useMemo(() => current.series.map((row) => row.bucket), [current.series]);
  const axisBucket = useCallback((bucket: string) => bucketLabel(bucket, report.granularity), [report.granularity]);
  const revenueSeries = useMemo(
    () => [
      { label: 'Revenue', values: current.series.map((row) => Number(row.revenue)), colour: CURRENT_COLOUR },
      {
        label: 'Previous period',
        values: current.series.map((_, at) => (previous.series[at] ? Number(previous.series[at].revenue) : null)),
        colour: PREVIOUS_COLOUR,
      },
    ],
    [current.series, previous.series],
  );

  return (
    <>
      <div className={styles.kpis}>
        <KpiCard
          label="Revenue"
          value={money(now.revenue)}
          change={changeOf(Number(now.revenue), Number(before.revenue))}
          previous={money(before.revenue)}
          note={`Net of ${money(now.refunds)} refunds; codes took off ${money(now.discounts)}`}
        />
        <KpiCard
          label="Orders"
          value={String(now.orders)}
          change={changeOf(now.orders, before.orders)}
          previous={String(before.orders)}
        />
        <KpiCard
          label="Average order value"
          value={money(now.averageOrderValue)}
          change={changeOf(Number(now.averageOrderValue), Number(before.averageOrderValue))}
          previous={money(before.averageOrderValue)}
        />
        <KpiCard
          label="Units"
          value={String(now.units)}
          change={changeOf(now.units, before.units)}
          previous={String(before.units)}
        />
      </div>
      <div className={styles.kpis} role="group" aria-label="Orders that did not become revenue">
        <div role="group" aria-label="Unpaid" className={styles.kpi}>
          <span className={styles.kpiLabel}>Unpaid</span>
          <span className={styles.kpiValue}>{report.outcomes.unpaid}</span>
        </div>
        <div role="group" aria-label="Cancelled" className={styles.kpi}>
          <span className={styles.kpiLabel}>Cancelled</span>
          <span className={styles.kpiValue}>{report.outcomes.cancelled}</span>
        </div>
        <div role="group" aria-label="Abandoned" className={styles.kpi}>
          <span className={styles.kpiLabel}>Abandoned</span>
          <span className={styles.kpiValue}>{report.outcomes.abandoned}</span>
          <span className={styles.kpiNote}>Carts looked at with no order within a day</span>
        </div>
      </div>
      <div className={styles.panels}>
        <ChartPanel
          title="Revenue over time"
          wide
          chart={
            <UPlotChart
              label={`Revenue per ${report.granularity} from ${current.period.from} to ${current.period.to}, with the previous period`}
              kind="line"
              categories={categories}
              shortLabel={axisBucket}
              xLabel={GRANULARITY_NAMES[report.granularity]}
              series={revenueSeries}
              formatValue={axisMoney}
            />
          }
          table={{
            columns: [
              'Bucket',
              'Orders',
              'Units',
              'Gross',
              'Refunds',
              'Revenue',
              'Previous bucket',
              'Previous revenue',
            ],
            rows: current.series.map((row, at) => [
              row.bucket,
              row.orders,
              row.units,
              money(row.gross),
              money(row.refunds),
              money(row.revenue),
              previous.series[at]?.bucket ?? '—',
              previous.series[at] ? money(previous.series[at].revenue) : '—',
            ]),
          }}
        />
        <SplitPanel title="By product" rows={report.byProduct} nameColumn="Product" />
        <SplitPanel title="By category" rows={report.byCategory} nameColumn="Category" />
        <SplitPanel title="By payment method" rows={report.byPaymentMethod} nameColumn="Payment method" />
        <section className={styles.panel} aria-labelledby="report-top-products">
          <h2 id="report-top-products" className={styles.panelTitle}>
            Top products
          </h2>
          {report.byProduct.length === 0 ? (
            <p className={styles.empty}>Nothing sold in this range.</p>
          ) : (
            <ol className={styles.topList} aria-labelledby="report-top-products">
              {report.byProduct.slice(0, 5).map((row) => (
                <li key={row.key}>
                  <span>
                    {row.label} · {row.units} sold
                  </span>
                  <strong>{money(row.gross)}</strong>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </>
  );
}
