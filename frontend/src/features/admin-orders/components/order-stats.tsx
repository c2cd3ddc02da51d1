import type { AdminOrderSummary } from '@kedai/contracts';
import { formatRMDecimal } from '@/lib/money';
import styles from './admin-screen.module.css';

/** The Orders screen's four figures for the current filters (admin spec §2), computed on the server. */
export function OrderStats({ summary }: { summary: AdminOrderSummary | undefined }) {
  const figures = [
    { label: 'Total Orders', value: summary ? String(summary.totalOrders) : '…' },
    { label: 'Pending', value: summary ? String(summary.pending) : '…' },
    { label: 'Revenue', value: summary ? formatRMDecimal(summary.revenue) : '…', note: 'Paid, not cancelled' },
    { label: 'Delivered', value: summary ? String(summary.delivered) : '…' },
  ];
  return (
    <dl className={styles.orderStats} aria-label="Order stats" aria-busy={!summary}>
      {figures.map((figure) => (
        <div key={figure.label} className={styles.orderStat} data-stat={figure.label}>
          <dt className={styles.orderStatLabel}>{figure.label}</dt>
          <dd className={styles.orderStatValue}>{figure.value}</dd>
          {figure.note && <dd className={styles.orderStatNote}>{figure.note}</dd>}
        </div>
      ))}
    </dl>
  );
}
