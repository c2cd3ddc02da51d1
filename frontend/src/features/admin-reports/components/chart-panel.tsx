import { useId, useState, type ReactNode } from 'react';
import { AdminTable } from '@/components/admin/admin-page';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import styles from './reports.module.css';

/** The x axis's name in a chart's legend, by the report's grouping. */
export const GRANULARITY_NAMES = { day: 'Day', week: 'Week of', month: 'Month' } as const;

export interface ChartTable {
  columns: string[];
  rows: (string | number)[][];
}

interface ChartPanelProps {
  title: string;
  /** The chart; the table below holds the same numbers, for a screen reader or anyone who would rather read. */
  chart: ReactNode;
  table: ChartTable;
  wide?: boolean;
  empty?: boolean;
}

/** A chart with a "Table view" toggle: every chart's numbers can be read as a table (docs/product/admin.md). */
export function ChartPanel({ title, chart, table, wide = false, empty = false }: ChartPanelProps) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  return (
    <section className={cn(styles.panel, wide && styles.wide)} aria-labelledby={headingId}>
      <div className={styles.panelHead}>
        <h2 id={headingId} className={styles.panelTitle}>
          {title}
        </h2>
        {!empty && (
          <Button variant="secondary" size="sm" aria-pressed={asTable} onClick={() => setAsTable((old) => !old)}>
            Table view
          </Button>
        )}
      </div>
      {empty ? (
        <p className={styles.empty}>Nothing in this range.</p>
      ) : asTable ? (
        <AdminTable label={title} framed focusable>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, index) => (
              <tr key={index}>
                {row.map((cell, column) => (
                  <td key={column}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </AdminTable>
      ) : (
        chart
      )}
    </section>
  );
}

interface KpiCardProps {
  label: string;
  value: string;
  /** "+12%" etc. from changeOf; null when there is nothing to compare. */
  change: string | null;
  previous: string;
  /** For durations a rise is bad news. */
  lowerIsBetter?: boolean;
  note?: string;
}

/** One figure of the range, its change against the previous period, and that period's figure. */
export function KpiCard({ label, value, change, previous, lowerIsBetter = false, note }: KpiCardProps) {
  const rising = change !== null && (change.startsWith('+') || change === 'new');
  const falling = change !== null && change.startsWith('−');
  const good = lowerIsBetter ? falling : rising;
  const bad = lowerIsBetter ? rising : falling;
  return (
    <div role="group" aria-label={label} className={styles.kpi}>
      <span className={styles.kpiLabel}>{label}</span>
      <span className={styles.kpiValue} data-testid="kpi-value">
        {value}
      </span>
      <span className={styles.kpiNote}>
        {change !== null && <span className={cn(good && styles.up, bad && styles.down)}>{change}</span>}
        {change !== null && ' '}
        vs {previous} before
      </span>
      {note && <span className={styles.kpiNote}>{note}</span>}
    </div>
  );
}
