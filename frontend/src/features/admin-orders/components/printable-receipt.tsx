import { paymentMethodLabel } from '@kedai/contracts';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { shopName } from '@/config/business';
import { formatRM } from '@/lib/money';
import { useAdminOrder } from '../api/get-admin-order';
import { receiptErrorMessage } from '../api/get-receipt-file';
import { capitalise, formatDateTime } from '../order-labels';
import styles from './admin-screen.module.css';
import { OrderItemsTable } from './order-items-table';
import sheet from './printable-receipt.module.css';

/**
 * Generate PDF of the receipt view (docs/product/admin.md#receipt-review): a printable receipt with Print and Close.
 */
export function PrintableReceipt({ orderId }: { orderId: string }) {
  const { t } = useTranslation('admin-fulfilment');
  const detail = useAdminOrder(orderId || null);

  const toolbar = (
    <div className={sheet.toolbar}>
      <Button onClick={() => window.print()} disabled={!detail.data}>
        {t('printableReceipt.print')}
      </Button>
      <Button variant="secondary" onClick={() => window.close()}>
        {t('printableReceipt.close')}
      </Button>
    </div>
  );

  if (detail.isPending) return <LoadingBlock label={t('printableReceipt.loading')} />;
  if (detail.isError) {
    return (
      <>
        {toolbar}
        <Alert tone="error" title={t('printableReceipt.loadFailed')}>
          {receiptErrorMessage(detail.error)}
        </Alert>
      </>
    );
  }
  const order = detail.data;
  return (
    <>
      <title>{t('printableReceipt.pageTitle', { orderId: order.orderId })}</title>
      {toolbar}
      <article className={sheet.sheet} aria-label={t('printableReceipt.label')}>
        <header className={sheet.head}>
          <div>
            <div className={sheet.shop}>{shopName()}</div>
            <div>{t('printableReceipt.heading')}</div>
          </div>
          <div>
            <div className={styles.mono}>{order.orderId}</div>
            <div>{formatDateTime(order.createdAt)}</div>
          </div>
        </header>
        <dl className={styles.facts}>
          <dt>{t('printableReceipt.customer')}</dt>
          <dd>{order.customerInfo.name}</dd>
          <dt>{t('printableReceipt.email')}</dt>
          <dd>{order.customerInfo.email ?? '—'}</dd>
          <dt>{t('printableReceipt.phone')}</dt>
          <dd>{order.customerInfo.phone || order.whatsapp || '—'}</dd>
          <dt>{t('printableReceipt.paymentMethod')}</dt>
          <dd>{paymentMethodLabel(order.paymentMethod)}</dd>
          <dt>{t('printableReceipt.paymentStatus')}</dt>
          <dd>{capitalise(order.paymentStatus)}</dd>
          <dt>{t('printableReceipt.orderStatus')}</dt>
          <dd>{capitalise(order.status)}</dd>
          {order.paymentReceipt && (
            <>
              <dt>{t('printableReceipt.receiptFile')}</dt>
              <dd>
                {t('printableReceipt.receiptFileValue', {
                  fileName: order.paymentReceipt.originalName ?? order.paymentReceipt.fileName,
                  time: formatDateTime(order.paymentReceipt.uploadedAt),
                })}
              </dd>
            </>
          )}
        </dl>
        <OrderItemsTable items={order.items} />
        <p className={sheet.total}>{t('printableReceipt.total', { amount: formatRM(order.totalAmount) })}</p>
      </article>
    </>
  );
}
