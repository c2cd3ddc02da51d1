import {
  activateBlockedReason,
  guideBlockedReason,
  type AdminOrderView,
  type ChatOrderMatch,
  type ChatSessionView,
} from '@kedai/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
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
const matchLabel: Record<ChatOrderMatch, string> = {
  account: 'their account',
  email: 'e-mail in chat',
  'order-id': 'order id in chat',
};

function ReceiptThumbnail({ order }: { order: AdminOrderView }) {
  const isImage = order.paymentReceipt?.mimeType?.startsWith('image/') ?? false;
  const receipt = useReceiptThumbnail(order.orderId, isImage);
  const url = useObjectUrl(receipt.data);
  if (!order.paymentReceipt) return <span className={styles.noReceipt}>No receipt</span>;
  const image = url ? (
    <img src={url} alt={`Payment receipt of order ${order.orderId}`} className={styles.thumbnail} />
  ) : (
    <span className={styles.noReceipt}>{isImage ? 'Receipt…' : 'Receipt (PDF)'}</span>
  );
  return (
    <a
      href={paths.admin.receiptViewOrder(order.orderId)}
      target="_blank"
      rel="noreferrer"
      className={styles.receiptLink}
      title="Open the receipt"
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
        <Link to={`${paths.admin.orders}?focus=${order.orderId}`} className={styles.orderId} title="Open order">
          {order.orderId}
        </Link>
        <span className={styles.total}>{formatRM(order.totalAmount)}</span>
      </div>
      <div className={styles.badges}>
        <Badge tone={statusTone[order.status]} data-testid="chat-order-status">
          {order.status}
        </Badge>
        <Badge tone={paymentTone[order.paymentStatus]}>payment {order.paymentStatus}</Badge>
        <span className={styles.match}>via {matchLabel[matchedBy]}</span>
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
            <span className={styles.codesLabel}>Codes delivered</span>
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
            <Spinner size="sm" decorative /> Sending…
          </span>
        ) : (
          <>
            {!order.installationStepsSent ? (
              <Button size="sm" disabled={guideBlocked !== null} onClick={() => onStep(order, 'send-guide')}>
                GUIDE
              </Button>
            ) : (
              <Badge tone="success">Guide sent</Badge>
            )}
            {!finished && (
              <Button size="sm" disabled={activateBlocked !== null} onClick={() => onStep(order, 'activate')}>
                ACTIVATE
              </Button>
            )}
          </>
        )}
        <Link to={`${paths.admin.orders}?focus=${order.orderId}`} className={styles.openOrder}>
          Open order
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
      live.fail(order.orderId, error instanceof Error ? error.message : 'Could not start this step.');
    }
  };

  const entries = orders.data?.orders ?? [];
  return (
    <aside className={styles.panel} aria-label="Customer's orders">
      <h3 className={styles.title}>Orders</h3>
      {orders.isPending ? (
        <Spinner label="Loading orders" />
      ) : orders.isError ? (
        <Alert tone="error">Could not load this customer's orders.</Alert>
      ) : entries.length === 0 ? (
        <p className={styles.empty}>
          No orders found for this customer. An e-mail or order id they write here is looked up.
        </p>
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
        title={confirming?.step === 'activate' ? 'Send activation code?' : 'Send installation guide?'}
        confirmLabel={confirming?.step === 'activate' ? 'ACTIVATE' : 'Send guide'}
        onConfirm={() => void run()}
        onCancel={() => setConfirming(null)}
      >
        {confirming &&
          (confirming.step === 'activate'
            ? `Final step: assign an activation code to order ${confirming.order.orderId} (${confirming.order.customerInfo.name}), mark it shipped and e-mail the code to the customer.`
            : `Step 1: send the installation guide for order ${confirming.order.orderId} to ${confirming.order.customerInfo.name}.`)}
      </ConfirmDialog>
    </aside>
  );
}
