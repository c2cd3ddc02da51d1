import type { DashboardSummary } from '@kedai/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatRMDecimal } from '@/lib/money';
import { changeOf } from '@/lib/period-change';
import styles from './dashboard.module.css';
import { Sparkline } from './sparkline';

const monthFormat = new Intl.DateTimeFormat('en-MY', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2025-06" -> "June 2025". */
export function monthName(label: string): string {
  const [year, month] = label.split('-').map(Number);
  return Number.isFinite(year) && Number.isFinite(month) ? monthFormat.format(Date.UTC(year, month - 1, 1)) : label;
}

interface StatCardProps {
  label: string;
  value: ReactNode;
  note: ReactNode;
  to?: string;
  attention?: boolean;
  /** The month's days for a sparkline, and the change against the same days of the month before, in words. */
  trend?: { values: number[]; change: string };
}

/** One figure with its label; a card that leads somewhere is a link to that screen. */
function StatCard({ label, value, note, to, attention = false, trend }: StatCardProps) {
  const body = (
    <>
      <span className={styles.statLabel}>{label}</span>
      <span className={styles.statValue}>{value}</span>
      {trend && <Sparkline values={trend.values} />}
      {trend && (
        <span className={styles.statChange} data-testid="stat-change">
          {trend.change}
        </span>
      )}
      <span className={styles.statNote}>{note}</span>
    </>
  );
  const className = cn(styles.stat, attention && styles.statAttention);
  return (
    <div role="group" aria-label={label}>
      {to ? (
        <Link to={to} className={cn(className, styles.statLink)}>
          {body}
        </Link>
      ) : (
        <div className={className}>{body}</div>
      )}
    </div>
  );
}

/** The stat cards: the month's orders and revenue, then what is waiting for an admin. */
export function MonthStats({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation('admin');
  const { awaiting, lowStock, lowCodes } = summary;
  const lowNames = lowStock.products.map((product) => `${product.name} (${product.stock})`).join(', ');
  const lowCodeNames = lowCodes.products
    .map((product) =>
      product.backorders
        ? t('dashboard.stats.lowCodeProductWaiting', {
            name: product.name,
            unsold: product.unsold,
            backorders: product.backorders,
          })
        : t('dashboard.stats.lowCodeProduct', { name: product.name, unsold: product.unsold }),
    )
    .join(', ');
  const { days, previous } = summary.trend;
  /** "+20% vs 10 in the same days last month", or just the figure when there is no change to speak of. */
  const changeText = (now: number, before: number, shown: string) => {
    const change = changeOf(now, before);
    return change === null
      ? t('dashboard.stats.sameAsBefore', { previous: shown })
      : t('dashboard.stats.changeVsBefore', { change, previous: shown });
  };
  const cards: StatCardProps[] = [
    {
      label: t('dashboard.stats.ordersThisMonth'),
      value: summary.orderCount.toLocaleString(),
      note: t('dashboard.stats.paidOrders', {
        count: summary.paidOrderCount,
        number: summary.paidOrderCount.toLocaleString(),
      }),
      to: paths.admin.orders,
      trend: {
        values: days.map((day) => day.orderCount),
        change: changeText(summary.orderCount, previous.orderCount, previous.orderCount.toLocaleString()),
      },
    },
    {
      label: t('dashboard.stats.revenueThisMonth'),
      value: formatRMDecimal(summary.revenue),
      note: t('dashboard.stats.revenueNote'),
      trend: {
        values: days.map((day) => Number(day.revenue)),
        change: changeText(Number(summary.revenue), Number(previous.revenue), formatRMDecimal(previous.revenue)),
      },
    },
    {
      label: t('dashboard.stats.paymentsToReview'),
      value: awaiting.paymentReview.toLocaleString(),
      note: t('dashboard.stats.paymentsToReviewNote'),
      to: paths.admin.orders,
      attention: awaiting.paymentReview > 0,
    },
    {
      label: t('dashboard.stats.paidNotDelivered'),
      value: awaiting.toDeliver.toLocaleString(),
      note: t('dashboard.stats.paidNotDeliveredNote'),
      to: paths.admin.autoDelivery,
      attention: awaiting.toDeliver > 0,
    },
    {
      label: t('dashboard.stats.waitingForStock'),
      value: awaiting.backorders.toLocaleString(),
      note: t('dashboard.stats.waitingForStockNote'),
      to: paths.admin.codePools,
      attention: awaiting.backorders > 0,
    },
    {
      label: t('dashboard.stats.problemReports'),
      value: awaiting.problemReports.toLocaleString(),
      note:
        awaiting.flaggedProblemReports > 0
          ? t('dashboard.stats.problemReportsFlagged', { count: awaiting.flaggedProblemReports })
          : t('dashboard.stats.problemReportsNote'),
      attention: awaiting.problemReports > 0,
    },
    {
      label: t('dashboard.stats.codesRunningLow'),
      value: lowCodes.count.toLocaleString(),
      note: lowCodes.count > 0 ? lowCodeNames : t('dashboard.stats.codesRunningLowNone'),
      to: paths.admin.codePools,
      attention: lowCodes.count > 0,
    },
    {
      label: t('dashboard.stats.lowStock'),
      value: lowStock.count.toLocaleString(),
      note: lowStock.count > 0 ? lowNames : t('dashboard.stats.lowStockNone'),
      to: paths.admin.products,
      attention: lowStock.count > 0,
    },
  ];
  return (
    <div className={styles.stats}>
      {cards.map((card) => (
        <StatCard key={card.label} {...card} />
      ))}
    </div>
  );
}
