import { isRentalOnly } from '@kedai/contracts';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { whatsappLink } from '@/config/business';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { myOrderQuery, useMyOrder } from '@/features/orders/api/get-my-order';
import { RentalAccount } from '@/features/orders/components/rental-account';
import { useCopy } from '@/features/orders/hooks/use-copy';
import { useOrderLive } from '@/features/orders/hooks/use-order-live';
import { statusLabel, statusMeaning } from '@/features/orders/order-status';
import { canUploadReceipt } from '@/features/orders/receipt-links';
import { errorMessage } from '@/lib/api-client';
import { requestLiveChat, usePublishPageContext } from '@/lib/page-context';
import { formatRM } from '@/lib/money';
import styles from './account.module.css';
import { formatDateTime } from '@/lib/format';
import { WaitingForStock } from '@/features/orders/components/waiting-for-stock';

function OrderDetail({ orderId }: { orderId: string }) {
  const query = useMyOrder(orderId);
  const { copied, copy } = useCopy();
  const liveKeys = useMemo(() => [myOrderQuery(orderId).queryKey], [orderId]);
  useOrderLive(orderId, query.data?.watchToken, liveKeys);
  usePublishPageContext({ orderId, productName: query.data?.items[0]?.title });
  if (query.isPending) return <LoadingBlock label="Loading the order..." />;
  if (query.isError) {
    return (
      <div className={styles.card}>
        <h2>Order Not Found</h2>
        <p>
          {errorMessage(
            query.error,
            "The order you're looking for doesn't exist or you don't have permission to view it.",
          )}
        </p>
        <ButtonLink to={paths.myOrders}>Back to My Orders</ButtonLink>
      </div>
    );
  }
  const order = query.data;
  const rentalOnly = isRentalOnly(order.items);
  return (
    <div className={styles.card}>
      <h1 className={styles.cardTitle}>Order {order.orderId}</h1>
      <dl className={styles.info}>
        <dt>Status</dt>
        <dd className={styles.status} data-testid="order-status">
          {statusLabel(order.status)}
        </dd>
        <dt>What it means</dt>
        <dd data-testid="order-status-meaning">{statusMeaning(order.status, rentalOnly)}</dd>
        <dt>Ordered</dt>
        <dd>{formatDateTime(order.createdAt)}</dd>
        {order.shippedAt && (
          <>
            <dt>Delivered</dt>
            <dd>{formatDateTime(order.shippedAt)}</dd>
          </>
        )}
        <dt>Installation guide</dt>
        <dd>{order.installationStepsSent ? 'Sent' : 'Not sent yet'}</dd>
        <dt>Total</dt>
        <dd>{formatRM(order.totalAmount)}</dd>
        <dt>WhatsApp</dt>
        <dd>{order.whatsapp}</dd>
      </dl>
      <h3>Items</h3>
      <ul className={styles.list}>
        {order.items.map((item) => (
          <li key={`${item.productCode}-${item.optionValue ?? ''}`}>
            {item.title}
            {item.optionLabel && ` · ${item.optionLabel}`} × {item.quantity} — {formatRM(item.lineTotal)}
          </li>
        ))}
      </ul>
      {(order.rentals ?? (order.rental ? [order.rental] : [])).map((rental) => (
        <RentalAccount key={rental.username} rental={rental} />
      ))}
      <WaitingForStock waiting={order.waitingForStock} />
      {order.codes && order.codes.length > 0 ? (
        <div data-testid="activation-code">
          {order.codes.map((code) => (
            <p key={code.code} className={styles.row}>
              Activation code (
              {order.items.find((item) => item.productCode === code.productCode)?.title ?? code.productCode}):{' '}
              <code>{code.code}</code>
              <Button size="sm" variant="secondary" onClick={() => void copy(code.code)}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            </p>
          ))}
        </div>
      ) : (
        order.activationCode && (
          <p className={styles.row} data-testid="activation-code">
            Activation code: <code>{order.activationCode}</code>
            <Button size="sm" variant="secondary" onClick={() => void copy(order.activationCode ?? '')}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          </p>
        )
      )}
      <h3>Quick actions</h3>
      <div className={styles.row}>
        <ButtonLink to={paths.installationGuideOrder(order.orderId)} variant="secondary" size="sm">
          Installation Guide
        </ButtonLink>
        <ButtonLink to={paths.orderReceipt(order.orderId)} variant="secondary" size="sm">
          Receipt
        </ButtonLink>
        {canUploadReceipt(order) && (
          <ButtonLink to={paths.uploadReceiptFor(order.orderId)} variant="secondary" size="sm">
            {order.receiptReview?.status === 'rejected' ? 'Upload a new receipt' : 'Replace payment receipt'}
          </ButtonLink>
        )}
        <Button variant="secondary" size="sm" onClick={requestLiveChat}>
          Contact support
        </Button>
        <a href={whatsappLink(`Hi Kedai, about my order ${order.orderId}.`)} target="_blank" rel="noreferrer">
          Message us on WhatsApp
        </a>
      </div>
      <p data-testid="order-notes">
        Notes:{' '}
        {rentalOnly
          ? 'rental time starts after delivery, download time included, and there is no re-login after it ends.'
          : 'codes are single use and must be activated within 24 hours.'}
        {!rentalOnly && order.rental && ' Rental time starts after delivery and there is no re-login after it ends.'}{' '}
        See the <Link to={paths.policies.accessTime}>access time policy</Link>.
      </p>
    </div>
  );
}

export function OrderDetailRoute() {
  const { orderId = '' } = useParams();
  return (
    <section className={`container ${styles.page}`}>
      <title>Order details · Kedai</title>
      <RequireAuth message="Please login to view your order details">
        <OrderDetail orderId={orderId} />
      </RequireAuth>
    </section>
  );
}
