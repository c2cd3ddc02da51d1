import type { DashboardSummary } from '@kedai/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatRMDecimal } from '@/lib/money';
import styles from './dashboard.module.css';

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
}

/** One figure with its label; a card that leads somewhere is a link to that screen. */
function StatCard({ label, value, note, to, attention = false }: StatCardProps) {
  const body = (
    <>
      <span className={styles.statLabel}>{label}</span>
      <span className={styles.statValue}>{value}</span>
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

const plural = (count: number, one: string, many: string) => `${count.toLocaleString()} ${count === 1 ? one : many}`;

/** The stat cards: the month's orders and revenue, then what is waiting for an admin. */
export function MonthStats({ summary }: { summary: DashboardSummary }) {
  const { awaiting, lowStock, lowCodes } = summary;
  const lowNames = lowStock.products.map((product) => `${product.name} (${product.stock})`).join(', ');
  const lowCodeNames = lowCodes.products
    .map(
      (product) => `${product.name} (${product.unsold}${product.backorders ? `, ${product.backorders} waiting` : ''})`,
    )
    .join(', ');
  const cards: StatCardProps[] = [
    {
      label: 'Orders this month',
      value: summary.orderCount.toLocaleString(),
      note: plural(summary.paidOrderCount, 'paid order', 'paid orders'),
      to: paths.admin.orders,
    },
    { label: 'Revenue this month', value: formatRMDecimal(summary.revenue), note: 'Paid orders, not cancelled' },
    {
      label: 'Payments to review',
      value: awaiting.paymentReview.toLocaleString(),
      note: 'Receipt uploaded, payment pending',
      to: paths.admin.orders,
      attention: awaiting.paymentReview > 0,
    },
    {
      label: 'Paid, not delivered',
      value: awaiting.toDeliver.toLocaleString(),
      note: 'Codes or account still to send',
      to: paths.admin.autoDelivery,
      attention: awaiting.toDeliver > 0,
    },
    {
      label: 'Waiting for stock',
      value: awaiting.backorders.toLocaleString(),
      note: 'Paid backorders, filled when codes are added',
      to: paths.admin.codePools,
      attention: awaiting.backorders > 0,
    },
    {
      label: 'Codes running low',
      value: lowCodes.count.toLocaleString(),
      note: lowCodes.count > 0 ? lowCodeNames : 'Every code pool is above its warning level',
      to: paths.admin.codePools,
      attention: lowCodes.count > 0,
    },
    {
      label: 'Low stock',
      value: lowStock.count.toLocaleString(),
      note: lowStock.count > 0 ? lowNames : 'Every product is above its warning level',
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
