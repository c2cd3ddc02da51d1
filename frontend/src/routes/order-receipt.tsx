import type { OrderReceiptDocument } from '@kedai/contracts';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { buttonClass } from '@/components/ui/button-styles';
import { LoadingBlock } from '@/components/ui/spinner';
import { loginPath, paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { orderReceiptPdfUrl, useOrderReceipt } from '@/features/orders/api/get-order-receipt';
import { errorMessage } from '@/lib/api-client';
import { formatRM } from '@/lib/money';
import styles from './order-receipt.module.css';

function ReceiptSheet({ receipt }: { receipt: OrderReceiptDocument }) {
  return (
    <article className={styles.sheet} aria-labelledby="receipt-title" data-testid="customer-receipt">
      <header className={styles.head}>
        <div>
          <div className={styles.shop}>{receipt.shopName}</div>
          <h1 id="receipt-title">Receipt</h1>
        </div>
        <div>
          <div className={styles.orderId}>Order {receipt.orderId}</div>
          <div>{receipt.createdAtText} (Malaysia time)</div>
        </div>
      </header>
      <dl className={styles.facts}>
        <dt>Customer</dt>
        <dd>{receipt.customerName}</dd>
        <dt>Payment method</dt>
        <dd>{receipt.paymentMethod}</dd>
        <dt>Payment status</dt>
        <dd data-testid="receipt-payment-status">{receipt.paymentStatus}</dd>
      </dl>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Qty</th>
            <th scope="col">Unit price</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {receipt.lines.map((line, index) => (
            <tr key={index}>
              <td>
                {line.title}
                {line.optionLabel && ` · ${line.optionLabel}`}
              </td>
              <td>{line.quantity}</td>
              <td>{formatRM(line.unitPrice)}</td>
              <td>{formatRM(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Total
            </th>
            <td data-testid="receipt-total">{formatRM(receipt.totalAmount)}</td>
          </tr>
        </tfoot>
      </table>
      <p className={styles.note}>Amounts in Malaysian ringgit (RM). Keep this receipt for your records.</p>
    </article>
  );
}

/** /order/{orderId}/receipt: the printable receipt, for the order's owner or a guest holding its access link. */
export function OrderReceiptRoute() {
  const { orderId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const { status } = useAuth();
  const waitingForSession = !token && status === 'loading';
  // Without the access token only the signed-in owner may ask; nobody else is sent to the server.
  const canAsk = Boolean(token) || status === 'authenticated';
  const query = useOrderReceipt(canAsk ? orderId.trim().toUpperCase() : '', token);

  let body;
  if (!token && status === 'anonymous') {
    body = (
      <Alert tone="info" title="Open your receipt">
        <Link to={loginPath(paths.orderReceipt(orderId))}>Log in</Link> to see the receipt of your order, or open it
        from your order confirmation or the <Link to={paths.redeemOrder(orderId)}>Activation Center</Link>.
      </Alert>
    );
  } else if (waitingForSession || query.isPending) {
    body = <LoadingBlock label="Preparing your receipt..." />;
  } else if (query.isError) {
    body = (
      <Alert tone="error" title="Receipt not available">
        {errorMessage(query.error, 'This receipt cannot be shown.')} Open it again from your order confirmation, the{' '}
        <Link to={paths.redeemOrder(orderId)}>Activation Center</Link> or <Link to={paths.myOrders}>My Orders</Link>.
      </Alert>
    );
  } else {
    const receipt = query.data;
    body = (
      <>
        <div className={styles.actions}>
          <Button onClick={() => window.print()}>Print</Button>
          <a
            className={buttonClass({ variant: 'secondary' })}
            href={orderReceiptPdfUrl(receipt.orderId, receipt.accessToken)}
            download={`receipt-${receipt.orderId}.pdf`}
          >
            Download PDF
          </a>
          {receipt.canReplaceReceipt && (
            <ButtonLink to={paths.uploadReceiptFor(receipt.orderId)} variant="ghost">
              Upload payment receipt
            </ButtonLink>
          )}
        </div>
        <ReceiptSheet receipt={receipt} />
      </>
    );
  }
  return (
    <section className={`container ${styles.page}`}>
      <title>{`Receipt ${orderId} · Kedai`}</title>
      {body}
    </section>
  );
}
