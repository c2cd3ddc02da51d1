import type { OrderGuideView } from '@kedai/contracts';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { statusLabelKey } from '../../order-status';
import styles from './installation-guide.module.css';
import { formatDateTime } from '@/lib/format';

const when = (iso: string | null | undefined) => (iso ? formatDateTime(iso) : '—');

/**
 * Order number, product, order date and installation expiry (3 days after delivery, or after creation).
 * A rental has no installation expiry: its header shows the rental time instead.
 */
export function GuideHeader({ guide }: { guide: OrderGuideView }) {
  const { t } = useTranslation(['guide', 'orders']);
  return (
    <header className={styles.header}>
      <h1>{t('header.heading')}</h1>
      <dl className={styles.info}>
        <div>
          <dt>{t('header.orderNumber')}</dt>
          <dd data-testid="guide-order-id">{guide.orderId}</dd>
        </div>
        <div>
          <dt>{t('header.product')}</dt>
          <dd data-testid="guide-product">{guide.productName || '—'}</dd>
        </div>
        <div>
          <dt>{t('header.orderDate')}</dt>
          <dd>{when(guide.createdAt)}</dd>
        </div>
        {guide.kind === 'rental' ? (
          <div>
            <dt>{t('header.rentalTime')}</dt>
            <dd data-testid="guide-rental-time">
              {guide.rental
                ? t('header.rentalEnds', { time: when(guide.rental.expiresAt) })
                : t('header.rentalStartsOnDelivery')}
            </dd>
          </div>
        ) : (
          <div>
            <dt>{t('header.installationExpires')}</dt>
            <dd data-testid="guide-expiry">{when(guide.expiresAt)}</dd>
          </div>
        )}
        <div>
          <dt>{t('header.status')}</dt>
          <dd className={styles.status} data-testid="guide-status">
            {t(statusLabelKey(guide.status), { ns: 'orders' })}
          </dd>
        </div>
      </dl>
      {guide.expired && guide.kind !== 'rental' && (
        <Alert tone="warning" title={t('header.expired.title')}>
          {t('header.expired.text', { date: when(guide.expiresAt) })}
        </Alert>
      )}
    </header>
  );
}
