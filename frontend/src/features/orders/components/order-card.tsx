import type { ReactNode } from 'react';
import { isRentalOnly, type OrderView } from '@kedai/contracts';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatRM } from '@/lib/money';
import { statusLabel, statusLabelKey, statusMeaningKey } from '../order-status';
import { canUploadReceipt } from '../receipt-links';
import styles from './order-card.module.css';
import { formatDateTime } from '@/lib/format';

export interface OrderCardProps {
  order: OrderView;
  onReview: (order: OrderView) => void;
  /** Shown under the header (e.g. the order's problem report status). */
  extra?: ReactNode;
}

/** One order in /my-orders: View Details, Installation Guide, Rate Order or Edit review. */
export function OrderCard({ order, onReview, extra }: OrderCardProps) {
  const { t } = useTranslation('orders');
  const canRate = order.status === 'delivered' && !order.hasReview;
  return (
    <li className={styles.card} data-testid="order-card">
      <header className={styles.header}>
        <strong>{order.orderId}</strong>
        <span className={styles.status} data-status={statusLabel(order.status)}>
          {t(statusLabelKey(order.status))}
        </span>
      </header>
      {extra}
      <p className={styles.muted}>
        {formatDateTime(order.createdAt)} · {t(statusMeaningKey(order.status, isRentalOnly(order.items)))}
      </p>
      <ul className={styles.items}>
        {order.items.map((item) => (
          <li key={`${item.productCode}-${item.optionValue ?? ''}`}>
            {item.title}
            {item.optionLabel && ` · ${item.optionLabel}`} × {item.quantity}
          </li>
        ))}
      </ul>
      <p className={styles.total}>{formatRM(order.totalAmount)}</p>
      <div className={styles.actions}>
        <ButtonLink to={paths.order(order.orderId)} size="sm" variant="secondary">
          {t('card.viewDetails')}
        </ButtonLink>
        <ButtonLink to={paths.installationGuideOrder(order.orderId)} size="sm" variant="secondary">
          {t('shared.installationGuide')}
        </ButtonLink>
        <ButtonLink to={paths.orderReceipt(order.orderId)} size="sm" variant="secondary">
          {t('shared.receipt')}
        </ButtonLink>
        {canUploadReceipt(order) && (
          <ButtonLink to={paths.uploadReceiptFor(order.orderId)} size="sm" variant="ghost">
            {t('card.uploadReceipt')}
          </ButtonLink>
        )}
        {canRate && (
          <Button size="sm" onClick={() => onReview(order)}>
            {t('card.rate')}
          </Button>
        )}
        {order.hasReview && (
          <Button size="sm" variant="ghost" onClick={() => onReview(order)}>
            {t('card.editReview')}
          </Button>
        )}
      </div>
    </li>
  );
}
