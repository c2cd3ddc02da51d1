import {
  emailStatusText,
  paymentMethodLabel,
  type AdminOrderDetail,
  type OrderStatus,
  type PaymentStatus,
} from '@kedai/contracts';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  deliveryTone,
  formatBytes,
  formatDateTime,
  paymentChangeWarning,
  statusChangeWarning,
  hasDelivery,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  RECEIPT_POPUP,
  riskTone,
} from '../order-labels';
import styles from './admin-screen.module.css';
import { OrderItemsTable } from './order-items-table';
import { ContactCustomer } from './contact-customer';
import { Modal } from '@/components/ui/modal';
import { OrderTimeline } from './order-timeline';
import { InternalNote } from './internal-note';
import { BurnCodeButton } from './burn-code-button';
import { OrderPayments } from './order-payments';

interface Banner {
  tone: 'success' | 'error' | 'warning';
  text: string;
}

function OrderDetails({ order, onClose }: { order: AdminOrderDetail; onClose: () => void }) {
  const { t } = useTranslation('admin-orders');
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
    const text = statusChangeWarning(order.status, next, t, hasDelivery(order));
    if (text) setAsking({ kind: 'status', value: next, text });
    else changeStatus(next);
  };
  const askPayment = (next: PaymentStatus) => {
    const text = paymentChangeWarning(order.paymentStatus, next, t);
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
      setBanner({ tone: 'warning', text: t('details.receipt.legacy') });
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
          asking?.kind === 'payment'
            ? t('details.confirm.paymentTitle', { status: t(`status.word.${asking.value}`) })
            : t('details.confirm.statusTitle', { status: asking ? t(`status.word.${asking.value}`) : '' })
        }
        confirmLabel={
          asking
            ? t('details.confirm.set', { status: t(`status.label.${asking.value}`) })
            : t('details.confirm.confirm')
        }
        onConfirm={confirmAsked}
        cancelLabel={t('details.confirm.keep')}
        onCancel={() => setAsking(null)}
      >
        {asking?.text}
      </ConfirmDialog>

      <div className={styles.grid2}>
        <section className={styles.section} aria-label={t('details.customer.title')}>
          <h3 className={styles.sectionTitle}>{t('details.customer.title')}</h3>
          <dl className={styles.facts}>
            <dt>{t('details.customer.name')}</dt>
            <dd>{order.customerInfo.name}</dd>
            <dt>{t('details.customer.email')}</dt>
            <dd>{order.customerInfo.email ?? '—'}</dd>
            <dt>{t('details.customer.phone')}</dt>
            <dd>{order.customerInfo.phone || order.whatsapp || '—'}</dd>
            <dt>{t('details.customer.account')}</dt>
            <dd>{order.userId ? order.userName : t('details.customer.guest')}</dd>
            <dt>{t('details.customer.shipping')}</dt>
            <dd>{order.shippingAddress}</dd>
          </dl>
          <ContactCustomer order={order} />
        </section>

        <section className={styles.section} aria-label={t('details.order.title')}>
          <h3 className={styles.sectionTitle}>{t('details.order.title')}</h3>
          <dl className={styles.facts}>
            <dt>{t('details.order.orderId')}</dt>
            <dd className={styles.mono}>{order.orderId}</dd>
            <dt>{t('details.order.created')}</dt>
            <dd>{formatDateTime(order.createdAt)}</dd>
            <dt>{t('details.order.paymentMethod')}</dt>
            <dd>{paymentMethodLabel(order.paymentMethod)}</dd>
            <dt>{t('details.order.flag')}</dt>
            <dd>
              {order.isSuspicious ? (
                <Badge tone="danger">{t('details.order.suspicious')}</Badge>
              ) : (
                <Badge tone="success">{t('details.order.verified')}</Badge>
              )}
            </dd>
          </dl>
          <label className={styles.section}>
            <span className={styles.muted}>{t('details.order.status')}</span>
            <select
              className={styles.select}
              value={order.status}
              disabled={status.isPending}
              onChange={(event) => askStatus(event.target.value as OrderStatus)}
            >
              {ORDER_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`status.label.${value}`)}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.section}>
            <span className={styles.muted}>{t('details.order.paymentStatus')}</span>
            <select
              className={styles.select}
              value={order.paymentStatus}
              disabled={payment.isPending}
              onChange={(event) => askPayment(event.target.value as PaymentStatus)}
            >
              {PAYMENT_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`status.label.${value}`)}
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
              {t('details.order.markSuspicious')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              loading={suspicious.isPending && suspicious.variables?.isSuspicious === false}
              disabled={!order.isSuspicious}
              onClick={() => flag(false)}
            >
              {t('details.order.markVerified')}
            </Button>
          </div>
        </section>
      </div>

      <section className={styles.section} aria-label={t('details.risk.title')}>
        <h3 className={styles.sectionTitle}>{t('details.risk.title')}</h3>
        <p>
          <Badge tone={riskTone[order.risk]}>{t(`risk.label.${order.risk}`)}</Badge>{' '}
          <span className={styles.muted}>{t(`risk.explanation.${order.risk}`)}</span>
        </p>
      </section>

      <section className={styles.section} aria-label={t('details.items.title')}>
        <h3 className={styles.sectionTitle}>{t('details.items.title')}</h3>
        <OrderItemsTable items={order.items} total={order.totalAmount} />
      </section>

      <OrderPayments
        orderId={order.orderId}
        isAdmin={isAdmin}
        onDone={(text) => setBanner({ tone: 'success', text })}
      />

      <section className={styles.section} aria-label={t('details.receipt.title')}>
        <h3 className={styles.sectionTitle}>{t('details.receipt.title')}</h3>
        {receipt ? (
          <dl className={styles.facts}>
            <dt>{t('details.receipt.file')}</dt>
            <dd>{receipt.originalName ?? receipt.fileName}</dd>
            <dt>{t('details.receipt.size')}</dt>
            <dd>{formatBytes(receipt.fileSize)}</dd>
            <dt>{t('details.receipt.uploaded')}</dt>
            <dd>{formatDateTime(receipt.uploadedAt)}</dd>
            {receipt.customerNote && (
              <>
                <dt>{t('details.receipt.customerNote')}</dt>
                <dd data-testid="receipt-customer-note">{receipt.customerNote}</dd>
              </>
            )}
            {receipt.adminNote && (
              <>
                <dt>{t('details.receipt.adminNote')}</dt>
                <dd>{receipt.adminNote}</dd>
              </>
            )}
            {order.receiptReview && (
              <>
                <dt>{t('details.receipt.review')}</dt>
                <dd>
                  {order.receiptReview.status}
                  {order.receiptReview.rejectionReason && `: ${order.receiptReview.rejectionReason}`}
                </dd>
              </>
            )}
          </dl>
        ) : (
          <p className={styles.muted}>{t('details.receipt.none')}</p>
        )}
        <div className={styles.actions}>
          <Button size="sm" variant="secondary" onClick={viewReceipt}>
            {t('details.receipt.view')}
          </Button>
        </div>
      </section>

      <InternalNote key={order.orderId} order={order} />

      <section className={styles.section} aria-label={t('details.emails.title')}>
        <h3 className={styles.sectionTitle}>{t('details.emails.title')}</h3>
        {order.emails?.length ? (
          <ul className={styles.timeline}>
            {order.emails.map((email) => (
              <li key={`${email.at}-${email.subject}`}>
                {formatDateTime(email.at)} · {email.subject}: <strong>{emailStatusText(email)}</strong>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{t('details.emails.none')}</p>
        )}
      </section>

      <section className={styles.section} aria-label={t('details.fulfilment.title')}>
        <h3 className={styles.sectionTitle}>{t('details.fulfilment.title')}</h3>
        <dl className={styles.facts}>
          <dt>{t('details.fulfilment.guide')}</dt>
          <dd>
            {order.installationStepsSent
              ? t('details.fulfilment.guideSent', { at: formatDateTime(order.installationStepsSentAt) })
              : t('details.fulfilment.guideNotSent')}
          </dd>
          <dt>{t('details.fulfilment.codes')}</dt>
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
          <dt>{t('details.fulfilment.shippedAt')}</dt>
          <dd>{formatDateTime(order.shippedAt)}</dd>
          <dt>{t('details.fulfilment.autoDelivery')}</dt>
          <dd>
            <Badge tone={deliveryTone[delivery.status]}>{t(`status.label.${delivery.status}`)}</Badge>
          </dd>
          {(order.rentals ?? (order.rental ? [order.rental] : [])).map((rental) => (
            <Fragment key={rental.accountId}>
              <dt>{t('details.fulfilment.rental')}</dt>
              <dd>
                {t(rental.active ? 'details.fulfilment.rentalActive' : 'details.fulfilment.rentalEnded', {
                  game: rental.gameName,
                  username: rental.username,
                  until: formatDateTime(rental.expiresAt),
                })}
              </dd>
            </Fragment>
          ))}
        </dl>
        {order.bucket === 'backorder' ? (
          <Alert tone="warning" title={t('details.fulfilment.backorderTitle')}>
            {delivery.failureReason
              ? t('details.fulfilment.backorderWithReason', {
                  since: formatDateTime(order.backorderedAt),
                  reason: delivery.failureReason,
                })
              : t('details.fulfilment.backorder', { since: formatDateTime(order.backorderedAt) })}
          </Alert>
        ) : (
          delivery.failureReason && (
            <Alert tone="error" title={t('details.fulfilment.deliveryFailed')}>
              {delivery.failureReason}
            </Alert>
          )
        )}
      </section>

      <section className={styles.section} aria-label={t('details.timeline.title')}>
        <h3 className={styles.sectionTitle}>{t('details.timeline.title')}</h3>
        <OrderTimeline entries={order.timeline} />
      </section>
    </>
  );
}

/** The details modal of the orders table (docs/product/admin.md#order-details). */
export function OrderDetailsModal({ orderId, onClose }: { orderId: string | null; onClose: () => void }) {
  const { t } = useTranslation('admin-orders');
  const detail = useAdminOrder(orderId);
  return (
    <Modal
      open={orderId !== null}
      title={orderId ? t('details.title', { orderId }) : t('details.titleEmpty')}
      onClose={onClose}
    >
      {detail.isPending ? (
        <LoadingBlock label={t('details.loading')} />
      ) : detail.isError ? (
        <Alert tone="error">{errorMessage(detail.error, t('details.loadFailed'))}</Alert>
      ) : (
        <OrderDetails order={detail.data} onClose={onClose} />
      )}
    </Modal>
  );
}
