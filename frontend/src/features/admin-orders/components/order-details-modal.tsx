import { emailStatusText, type AdminOrderDetail, type OrderStatus, type PaymentStatus } from '@kedai/contracts';
import { Fragment, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadingBlock } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { getSession } from '@/lib/auth-storage';
import { useAdminOrder } from '../api/get-admin-order';
import { orderStatusErrorMessage, useUpdateOrderStatus } from '../api/update-order-status';
import { paymentStatusErrorMessage, useUpdatePaymentStatus } from '../api/update-payment-status';
import { suspiciousErrorMessage, suspiciousSuccessMessage, useUpdateSuspicious } from '../api/update-suspicious';
import {
  capitalise,
  deliveryTone,
  formatBytes,
  formatDateTime,
  LEGACY_RECEIPT_MESSAGE,
  paymentChangeWarning,
  statusChangeWarning,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  RECEIPT_POPUP,
  riskExplanation,
  riskLabel,
  riskTone,
} from '../order-labels';
import styles from './admin-screen.module.css';
import { OrderItemsTable } from './order-items-table';
import { ContactCustomer } from './contact-customer';
import { Modal } from '@/components/ui/modal';
import { OrderTimeline } from './order-timeline';
import { BurnCodeButton } from './burn-code-button';

interface Banner {
  tone: 'success' | 'error' | 'warning';
  text: string;
}

function OrderDetails({ order, onClose }: { order: AdminOrderDetail; onClose: () => void }) {
  const isAdmin = getSession().user?.role === 'admin';
  const [banner, setBanner] = useState<Banner | null>(null);
  const status = useUpdateOrderStatus();
  const payment = useUpdatePaymentStatus();
  const suspicious = useUpdateSuspicious();

  const [asking, setAsking] = useState<
    | { kind: 'status'; value: OrderStatus; text: string }
    | { kind: 'payment'; value: PaymentStatus; text: string }
    | null
  >(null);
  /** A change that is hard to undo asks first (statusChangeWarning / paymentChangeWarning); others go at once. */
  const askStatus = (next: OrderStatus) => {
    const text = statusChangeWarning(order.status, next);
    if (text) setAsking({ kind: 'status', value: next, text });
    else changeStatus(next);
  };
  const askPayment = (next: PaymentStatus) => {
    const text = paymentChangeWarning(order.paymentStatus, next);
    if (text) setAsking({ kind: 'payment', value: next, text });
    else changePayment(next);
  };
  const confirmAsked = () => {
    if (!asking) return;
    setAsking(null);
    if (asking.kind === 'status') changeStatus(asking.value);
    else changePayment(asking.value);
  };

  const changeStatus = (next: OrderStatus) => {
    setBanner(null);
    status.mutate(
      { orderId: order.orderId, status: next },
      { onSuccess: onClose, onError: (error) => setBanner({ tone: 'error', text: orderStatusErrorMessage(error) }) },
    );
  };
  const changePayment = (next: PaymentStatus) => {
    setBanner(null);
    payment.mutate(
      { orderId: order.orderId, paymentStatus: next },
      { onError: (error) => setBanner({ tone: 'error', text: paymentStatusErrorMessage(error) }) },
    );
  };
  const flag = (isSuspicious: boolean) => {
    setBanner(null);
    suspicious.mutate(
      { orderId: order.orderId, isSuspicious },
      {
        onSuccess: () => setBanner({ tone: 'success', text: suspiciousSuccessMessage(isSuspicious) }),
        onError: (error) => setBanner({ tone: 'error', text: suspiciousErrorMessage(error) }),
      },
    );
  };
  const viewReceipt = () => {
    if (!order.paymentReceipt) {
      setBanner({ tone: 'warning', text: LEGACY_RECEIPT_MESSAGE });
      return;
    }
    window.open(paths.admin.receiptViewOrder(order.orderId), `receipt-${order.orderId}`, RECEIPT_POPUP);
  };

  const receipt = order.paymentReceipt;
  const delivery = order.autoDelivery;
  // Burning is for admins (the server refuses agents); a cancelled order keeps its codes as they are.
  const canBurn = isAdmin && order.status !== 'cancelled';

  return (
    <>
      {banner && (
        <Alert tone={banner.tone} onDismiss={() => setBanner(null)}>
          {banner.text}
        </Alert>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={
          asking?.kind === 'payment' ? `Change payment to ${asking.value}?` : `Change status to ${asking?.value ?? ''}?`
        }
        confirmLabel={asking ? `Set ${capitalise(asking.value)}` : 'Confirm'}
        onConfirm={confirmAsked}
        cancelLabel="Keep as it is"
        onCancel={() => setAsking(null)}
      >
        {asking?.text}
      </ConfirmDialog>

      <div className={styles.grid2}>
        <section className={styles.section} aria-label="Customer">
          <h3 className={styles.sectionTitle}>Customer</h3>
          <dl className={styles.facts}>
            <dt>Name</dt>
            <dd>{order.customerInfo.name}</dd>
            <dt>E-mail</dt>
            <dd>{order.customerInfo.email ?? '—'}</dd>
            <dt>Phone</dt>
            <dd>{order.customerInfo.phone || order.whatsapp || '—'}</dd>
            <dt>Account</dt>
            <dd>{order.userId ? order.userName : 'Guest'}</dd>
            <dt>Shipping</dt>
            <dd>{order.shippingAddress}</dd>
          </dl>
          <ContactCustomer order={order} />
        </section>

        <section className={styles.section} aria-label="Order">
          <h3 className={styles.sectionTitle}>Order</h3>
          <dl className={styles.facts}>
            <dt>Order ID</dt>
            <dd className={styles.mono}>{order.orderId}</dd>
            <dt>Created</dt>
            <dd>{formatDateTime(order.createdAt)}</dd>
            <dt>Payment method</dt>
            <dd>{order.paymentMethod}</dd>
            <dt>Flag</dt>
            <dd>
              {order.isSuspicious ? <Badge tone="danger">Suspicious</Badge> : <Badge tone="success">Verified</Badge>}
            </dd>
          </dl>
          <label className={styles.section}>
            <span className={styles.muted}>Order status</span>
            <select
              className={styles.select}
              value={order.status}
              disabled={status.isPending}
              onChange={(event) => askStatus(event.target.value as OrderStatus)}
            >
              {ORDER_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {capitalise(value)}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.section}>
            <span className={styles.muted}>Payment status</span>
            <select
              className={styles.select}
              value={order.paymentStatus}
              disabled={payment.isPending}
              onChange={(event) => askPayment(event.target.value as PaymentStatus)}
            >
              {PAYMENT_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {capitalise(value)}
                </option>
              ))}
            </select>
          </label>
          <div className={styles.actions}>
            <Button
              size="sm"
              variant="danger-outline"
              loading={suspicious.isPending && suspicious.variables?.isSuspicious === true}
              disabled={order.isSuspicious}
              onClick={() => flag(true)}
            >
              Mark suspicious
            </Button>
            <Button
              size="sm"
              variant="secondary"
              loading={suspicious.isPending && suspicious.variables?.isSuspicious === false}
              disabled={!order.isSuspicious}
              onClick={() => flag(false)}
            >
              Mark verified
            </Button>
          </div>
        </section>
      </div>

      <section className={styles.section} aria-label="Risk assessment">
        <h3 className={styles.sectionTitle}>Risk assessment</h3>
        <p>
          <Badge tone={riskTone[order.risk]}>{riskLabel[order.risk]}</Badge>{' '}
          <span className={styles.muted}>{riskExplanation[order.risk]}</span>
        </p>
      </section>

      <section className={styles.section} aria-label="Items">
        <h3 className={styles.sectionTitle}>Items</h3>
        <OrderItemsTable items={order.items} total={order.totalAmount} />
      </section>

      <section className={styles.section} aria-label="Payment receipt">
        <h3 className={styles.sectionTitle}>Payment receipt</h3>
        {receipt ? (
          <dl className={styles.facts}>
            <dt>File</dt>
            <dd>{receipt.originalName ?? receipt.fileName}</dd>
            <dt>Size</dt>
            <dd>{formatBytes(receipt.fileSize)}</dd>
            <dt>Uploaded</dt>
            <dd>{formatDateTime(receipt.uploadedAt)}</dd>
            {order.receiptReview && (
              <>
                <dt>Review</dt>
                <dd>
                  {order.receiptReview.status}
                  {order.receiptReview.rejectionReason && `: ${order.receiptReview.rejectionReason}`}
                </dd>
              </>
            )}
          </dl>
        ) : (
          <p className={styles.muted}>No receipt uploaded.</p>
        )}
        <div className={styles.actions}>
          <Button size="sm" variant="secondary" onClick={viewReceipt}>
            View Receipt
          </Button>
        </div>
      </section>

      <section className={styles.section} aria-label="E-mails">
        <h3 className={styles.sectionTitle}>E-mails</h3>
        {order.emails?.length ? (
          <ul className={styles.timeline}>
            {order.emails.map((email) => (
              <li key={`${email.at}-${email.subject}`}>
                {formatDateTime(email.at)} · {email.subject}: <strong>{emailStatusText(email)}</strong>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>No e-mail written for this order.</p>
        )}
      </section>

      <section className={styles.section} aria-label="Fulfilment">
        <h3 className={styles.sectionTitle}>Fulfilment</h3>
        <dl className={styles.facts}>
          <dt>Installation guide</dt>
          <dd>{order.installationStepsSent ? `Sent ${formatDateTime(order.installationStepsSentAt)}` : 'Not sent'}</dd>
          <dt>Activation codes</dt>
          <dd data-testid="admin-order-codes">
            {delivery.redeemCodes.length > 0 ? (
              delivery.redeemCodes.map((code) => (
                <div key={code.code} className={styles.actions}>
                  {order.items.find((item) => item.productCode === code.productCode)?.title ?? code.productCode}:{' '}
                  <code className={styles.code}>{code.code}</code>
                  {canBurn && (
                    <BurnCodeButton
                      orderId={order.orderId}
                      code={code.code}
                      onDone={(text, tone) => setBanner({ tone, text })}
                    />
                  )}
                </div>
              ))
            ) : order.activationCode ? (
              <code className={styles.code}>{order.activationCode}</code>
            ) : (
              '—'
            )}
          </dd>
          <dt>Shipped at</dt>
          <dd>{formatDateTime(order.shippedAt)}</dd>
          <dt>Auto delivery</dt>
          <dd>
            <Badge tone={deliveryTone[delivery.status]}>{capitalise(delivery.status)}</Badge>
          </dd>
          {(order.rentals ?? (order.rental ? [order.rental] : [])).map((rental) => (
            <Fragment key={rental.accountId}>
              <dt>Rental</dt>
              <dd>
                {rental.gameName} · {rental.username} · until {formatDateTime(rental.expiresAt)}
                {rental.active ? '' : ' (ended)'}
              </dd>
            </Fragment>
          ))}
        </dl>
        {order.bucket === 'backorder' ? (
          <Alert tone="warning" title="Waiting for stock">
            Paid since {formatDateTime(order.backorderedAt)} but the pool is short
            {delivery.failureReason ? `: ${delivery.failureReason}` : '.'} The codes are delivered automatically (oldest
            order first) as soon as codes are added to the pool.
          </Alert>
        ) : (
          delivery.failureReason && (
            <Alert tone="error" title="Delivery failed">
              {delivery.failureReason}
            </Alert>
          )
        )}
      </section>

      <section className={styles.section} aria-label="Timeline">
        <h3 className={styles.sectionTitle}>Timeline</h3>
        <OrderTimeline entries={order.timeline} />
      </section>
    </>
  );
}

/** The details modal of the orders table (admin spec §2). */
export function OrderDetailsModal({ orderId, onClose }: { orderId: string | null; onClose: () => void }) {
  const detail = useAdminOrder(orderId);
  return (
    <Modal open={orderId !== null} title={orderId ? `Order ${orderId}` : 'Order'} onClose={onClose}>
      {detail.isPending ? (
        <LoadingBlock label="Loading order..." />
      ) : detail.isError ? (
        <Alert tone="error">{errorMessage(detail.error, 'Failed to load the order')}</Alert>
      ) : (
        <OrderDetails order={detail.data} onClose={onClose} />
      )}
    </Modal>
  );
}
