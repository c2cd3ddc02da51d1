import type { OrderGuideView } from '@kedai/contracts';
import { Alert } from '@/components/ui/alert';
import { statusLabel } from '../../order-status';
import styles from './installation-guide.module.css';
import { formatDateTime } from '@/lib/format';

const when = (iso: string | null | undefined) => (iso ? formatDateTime(iso) : '—');

/**
 * Order number, product, order date and installation expiry (3 days after delivery, or after creation).
 * A rental has no installation expiry: its header shows the rental time instead.
 */
export function GuideHeader({ guide }: { guide: OrderGuideView }) {
  return (
    <header className={styles.header}>
      <h1>Installation Guide</h1>
      <dl className={styles.info}>
        <div>
          <dt>Order number</dt>
          <dd data-testid="guide-order-id">{guide.orderId}</dd>
        </div>
        <div>
          <dt>Product</dt>
          <dd data-testid="guide-product">{guide.productName || '—'}</dd>
        </div>
        <div>
          <dt>Order date</dt>
          <dd>{when(guide.createdAt)}</dd>
        </div>
        {guide.kind === 'rental' ? (
          <div>
            <dt>Rental time</dt>
            <dd data-testid="guide-rental-time">
              {guide.rental ? `Ends ${when(guide.rental.expiresAt)}` : 'Starts when the account is delivered'}
            </dd>
          </div>
        ) : (
          <div>
            <dt>Installation expires</dt>
            <dd data-testid="guide-expiry">{when(guide.expiresAt)}</dd>
          </div>
        )}
        <div>
          <dt>Status</dt>
          <dd className={styles.status} data-testid="guide-status">
            {statusLabel(guide.status)}
          </dd>
        </div>
      </dl>
      {guide.expired && guide.kind !== 'rental' && (
        <Alert tone="warning" title="Installation period ended">
          This guide&apos;s 3-day installation period ended on {when(guide.expiresAt)}. Contact us below if you still
          need help.
        </Alert>
      )}
    </header>
  );
}
