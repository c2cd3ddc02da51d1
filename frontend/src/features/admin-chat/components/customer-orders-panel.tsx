import {
  activateBlockedReason,
  guideBlockedReason,
  type AdminOrderView,
  type ChatOrderMatch,
  type ChatSessionView,
} from '@kedai/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useObjectUrl } from '@/hooks/use-object-url';
import { formatRM } from '@/lib/money';
import { customerOrdersKey, useCustomerOrders } from '../api/get-customer-orders';
import { useReceiptThumbnail } from '../api/get-receipt-thumbnail';
import { startOrderStep } from '../api/start-order-step';
import { useCustomerOrdersLive } from '../hooks/use-customer-orders-live';
import styles from './customer-orders.module.css';

type Step = 'send-guide' | 'activate';

const statusTone = {
  pending: 'warning',
  paid: 'brand',
  processing: 'brand',
  shipped: 'success',
  delivered: 'success',
  cancelled: 'danger',
} as const;
const paymentTone = { pending: 'warning', paid: 'success', failed: 'danger' } as const;
/** How the order was found, as a key of the `admin-chat` catalogue ("via their account"). */
const matchLabel = {
  account: 'customerOrders.matchedBy.account',
  email: 'customerOrders.matchedBy.email',
  'order-id': 'customerOrders.matchedBy.orderId',
} as const satisfies Record<ChatOrderMatch, string>;

function ReceiptThumbnail({ order }: { order: AdminOrderView }) {
  const { t } = useTranslation('admin-chat');
  const isImage = order.paymentReceipt?.mimeType?.startsWith('image/') ?? false;
  const receipt = useReceiptThumbnail(order.orderId, isImage);
  const url = useObjectUrl(receipt.data);
  if (!order.paymentReceipt) return <span className={styles.noReceipt}>{t('customerOrders.receipt.none')}</span>;
  const image = url ? (
    <img src={url} alt={t('customerOrders.receipt.alt', { orderId: order.orderId })} className={styles.thumbnail} />
  ) : (
    <span className={styles.noReceipt}>
      {isImage ? t('customerOrders.receipt.loading') : t('customerOrders.receipt.pdf')}
    </span>
  );
  return (
    <a
      href={paths.admin.receiptViewOrder(order.orderId)}
      target="_blank"
      rel="noreferrer"
      className={styles.receiptLink}
      title={t('customerOrders.receipt.open')}
    >
      {image}
    </a>
  );
}

function deliveredCodes(order: AdminOrderView): string[] {
  const codes = order.autoDelivery.redeemCodes.map((entry) => entry.code);
  if (codes.length === 0 && order.activationCode) codes.push(order.activationCode);
  return codes;
}

function OrderCard({
  order,
  matchedBy,
  failure,
  onStep,
}: {
  order: AdminOrderView;
  matchedBy: ChatOrderMatch;
  failure: string | undefined;
  onStep: (order: AdminOrderView, step: Step) => void;
}) {
  const { t } = useTranslation('admin-chat');
  const guideBlocked = guideBlockedReason(order);
  const activateBlocked = activateBlockedReason(order);
  const finished = order.status === 'shipped' || order.status === 'delivered';
  // Why each disabled button is disabled, in words (the same reason once).
  const reasons = [
    ...new Set(
      [!order.installationStepsSent ? guideBlocked : null, !finished ? activateBlocked : null].filter(
        (reason): reason is string => reason !== null,
      ),
    ),
  ];
  const codes = deliveredCodes(order);

  return (
    <li className={styles.card} data-testid="chat-order" data-order-id={order.orderId}>
      <div className={styles.cardTop}>
        <Link
          to={`${paths.admin.orders}?focus=${order.orderId}`}
          className={styles.orderId}
          title={t('customerOrders.openOrderTitle')}
        >
          {order.orderId}
        </Link>
        <span className={styles.total}>{formatRM(order.totalAmount)}</span>
      </div>
      <div className={styles.badges}>
        <Badge tone={statusTone[order.status]} data-testid="chat-order-status">
          {t(`customerOrders.orderStatus.${order.status}`)}
        </Badge>
        <Badge tone={paymentTone[order.paymentStatus]}>
          {t('customerOrders.payment', { status: t(`customerOrders.paymentStatus.${order.paymentStatus}`) })}
        </Badge>
        <span className={styles.match}>{t(matchLabel[matchedBy])}</span>
      </div>
      <ul className={styles.items}>
        {order.items.map((item, index) => (
          <li key={`${item.productCode}-${index}`}>
            {item.quantity} × {item.title}
            {item.optionLabel ? ` (${item.optionLabel})` : ''}
          </li>
        ))}
      </ul>
      <div className={styles.receiptRow}>
        <ReceiptThumbnail order={order} />
        {codes.length > 0 && (
          <div className={styles.codes}>
            <span className={styles.codesLabel}>{t('customerOrders.codesDelivered')}</span>
            {codes.map((code) => (
              <code key={code} data-testid="chat-order-code">
                {code}
              </code>
            ))}
          </div>
        )}
      </div>
      <div className={styles.actions}>
        {order.pendingStep ? (
          <span className={styles.sending} role="status">
            <Spinner size="sm" decorative /> {t('customerOrders.sending')}
          </span>
        ) : (
          <>
            {!order.installationStepsSent ? (
              <Button size="sm" disabled={guideBlocked !== null} onClick={() => onStep(order, 'send-guide')}>
                {t('customerOrders.guide')}
              </Button>
            ) : (
              <Badge tone="success">{t('customerOrders.guideSent')}</Badge>
            )}
            {!finished && (
              <Button size="sm" disabled={activateBlocked !== null} onClick={() => onStep(order, 'activate')}>
                {t('customerOrders.activate')}
              </Button>
            )}
          </>
        )}
        <Link to={`${paths.admin.orders}?focus=${order.orderId}`} className={styles.openOrder}>
          {t('customerOrders.openOrder')}
        </Link>
      </div>
      {!order.pendingStep &&
        reasons.map((reason) => (
          <small key={reason} className={styles.blocked} data-testid="chat-order-blocked">
            {reason}
          </small>
        ))}
      {failure && (
        <small className={styles.failure} role="alert">
          {failure}
        </small>
      )}
    </li>
  );
}

/**
 * The customer's orders beside the conversation (issue: a support team's shift): status, products, payment,
 * receipt, codes delivered, and GUIDE / ACTIVATE through the Orders screen's own guarded endpoints, live.
 */
export function CustomerOrdersPanel({ session }: { session: ChatSessionView }) {
  const { t } = useTranslation('admin-chat');
  const queryClient = useQueryClient();
  const orders = useCustomerOrders(session.id);
  const live = useCustomerOrdersLive(session.id);
  const [confirming, setConfirming] = useState<{ order: AdminOrderView; step: Step } | null>(null);

  // A new customer message may give an e-mail or an order id: look again.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: customerOrdersKey(session.id) });
  }, [queryClient, session.id, session.lastMessageTime]);

  const run = async () => {
    if (!confirming) return;
    const { order, step } = confirming;
    setConfirming(null);
    try {
      await startOrderStep(order.orderId, step);
    } catch (error) {
      live.fail(order.orderId, error instanceof Error ? error.message : t('customerOrders.stepFailed'));
    }
  };

  const entries = orders.data?.orders ?? [];
  return (
    <aside className={styles.panel} aria-label={t('customerOrders.panelLabel')}>
      <h3 className={styles.title}>{t('customerOrders.title')}</h3>
      {orders.isPending ? (
        <Spinner label={t('customerOrders.loading')} />
      ) : orders.isError ? (
        <Alert tone="error">{t('customerOrders.loadFailed')}</Alert>
      ) : entries.length === 0 ? (
        <p className={styles.empty}>{t('customerOrders.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {entries.map(({ order, matchedBy }) => (
            <OrderCard
              key={order.orderId}
              order={order}
              matchedBy={matchedBy}
              failure={live.failures[order.orderId]}
              onStep={(target, step) => setConfirming({ order: target, step })}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={
          confirming?.step === 'activate'
            ? t('customerOrders.confirm.activateTitle')
            : t('customerOrders.confirm.guideTitle')
        }
        confirmLabel={
          confirming?.step === 'activate'
            ? t('customerOrders.confirm.activateConfirm')
            : t('customerOrders.confirm.guideConfirm')
        }
        onConfirm={() => void run()}
        onCancel={() => setConfirming(null)}
      >
        {confirming &&
          (confirming.step === 'activate'
            ? t('customerOrders.confirm.activateBody', {
                orderId: confirming.order.orderId,
                customer: confirming.order.customerInfo.name,
              })
            : t('customerOrders.confirm.guideBody', {
                orderId: confirming.order.orderId,
                customer: confirming.order.customerInfo.name,
              }))}
      </ConfirmDialog>
    </aside>
  );
}
