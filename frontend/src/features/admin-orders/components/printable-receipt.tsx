import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { SHOP_NAME } from '@/config/business';
import { formatRM } from '@/lib/money';
import { useAdminOrder } from '../api/get-admin-order';
import { receiptErrorMessage } from '../api/get-receipt-file';
import { capitalise, formatDateTime } from '../order-labels';
import styles from './admin-screen.module.css';
import { OrderItemsTable } from './order-items-table';
import sheet from './printable-receipt.module.css';

/** Generate PDF of the receipt view (admin spec §2): a printable receipt with Print and Close. */
export function PrintableReceipt({ orderId }: { orderId: string }) {
  const detail = useAdminOrder(orderId || null);

  const toolbar = (
    <div className={sheet.toolbar}>
      <Button onClick={() => window.print()} disabled={!detail.data}>
        Print
      </Button>
      <Button variant="secondary" onClick={() => window.close()}>
        Close
      </Button>
    </div>
  );

  if (detail.isPending) return <LoadingBlock label="Preparing receipt..." />;
  if (detail.isError) {
    return (
      <>
        {toolbar}
        <Alert tone="error" title="Load Failed">
          {receiptErrorMessage(detail.error)}
        </Alert>
      </>
    );
  }
  const order = detail.data;
  return (
    <>
      <title>{`Receipt ${order.orderId}`}</title>
      {toolbar}
      <article className={sheet.sheet} aria-label="Printable receipt">
        <header className={sheet.head}>
          <div>
            <div className={sheet.shop}>{SHOP_NAME}</div>
            <div>Payment receipt</div>
          </div>
          <div>
            <div className={styles.mono}>{order.orderId}</div>
            <div>{formatDateTime(order.createdAt)}</div>
          </div>
        </header>
        <dl className={styles.facts}>
          <dt>Customer</dt>
          <dd>{order.customerInfo.name}</dd>
          <dt>Email</dt>
          <dd>{order.customerInfo.email ?? '—'}</dd>
          <dt>Phone</dt>
          <dd>{order.customerInfo.phone || order.whatsapp || '—'}</dd>
          <dt>Payment method</dt>
          <dd>{order.paymentMethod}</dd>
          <dt>Payment status</dt>
          <dd>{capitalise(order.paymentStatus)}</dd>
          <dt>Order status</dt>
          <dd>{capitalise(order.status)}</dd>
          {order.paymentReceipt && (
            <>
              <dt>Receipt file</dt>
              <dd>
                {order.paymentReceipt.originalName ?? order.paymentReceipt.fileName} (uploaded{' '}
                {formatDateTime(order.paymentReceipt.uploadedAt)})
              </dd>
            </>
          )}
        </dl>
        <OrderItemsTable items={order.items} />
        <p className={sheet.total}>Total: {formatRM(order.totalAmount)}</p>
      </article>
    </>
  );
}
