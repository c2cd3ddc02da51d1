import type { AdminOrderSummary } from '@kedai/contracts';
import { useTranslation } from 'react-i18next';
import { formatRMDecimal } from '@/lib/money';
import styles from './admin-screen.module.css';

/** The Orders screen's four figures for the current filters (docs/product/admin.md#orders), computed on the server. */
export function OrderStats({ summary }: { summary: AdminOrderSummary | undefined }) {
  const { t } = useTranslation('admin-orders');
  // `stat` is the test hook (data-stat), the same in every language.
  const figures = [
    { stat: 'Total Orders', label: t('stats.totalOrders'), value: summary ? String(summary.totalOrders) : '…' },
    { stat: 'Pending', label: t('stats.pending'), value: summary ? String(summary.pending) : '…' },
    {
      stat: 'Revenue',
      label: t('stats.revenue'),
      value: summary ? formatRMDecimal(summary.revenue) : '…',
      note: t('stats.revenueNote'),
    },
    { stat: 'Delivered', label: t('stats.delivered'), value: summary ? String(summary.delivered) : '…' },
  ];
  return (
    <dl className={styles.orderStats} aria-label={t('stats.label')} aria-busy={!summary}>
      {figures.map((figure) => (
        <div key={figure.stat} className={styles.orderStat} data-stat={figure.stat}>
          <dt className={styles.orderStatLabel}>{figure.label}</dt>
          <dd className={styles.orderStatValue}>{figure.value}</dd>
          {figure.note && <dd className={styles.orderStatNote}>{figure.note}</dd>}
        </div>
      ))}
    </dl>
  );
}
