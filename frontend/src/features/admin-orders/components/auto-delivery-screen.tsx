import type { AutoDeliveryOrderView } from '@kedai/contracts';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { buttonClass } from '@/components/ui/button-styles';
import { LoadingBlock, Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAutoDeliveryOrders } from '../api/get-auto-delivery';
import { useFulfilmentSteps } from '../hooks/use-fulfilment-steps';
import { capitalise, deliveryTone, formatDateTime } from '../order-labels';
import styles from './admin-screen.module.css';
import { AutoDeliveryDetails } from './auto-delivery-details';
import { Modal } from '@/components/ui/modal';
import { StepNoticeBanner } from './step-notice';

const FETCH_FAILED = 'Failed to fetch auto delivery status';

function ActionGuide() {
  return (
    <details className={styles.panel} open>
      <summary className={styles.panelHeader}>
        <strong className={styles.panelTitle}>Action Guide</strong>
      </summary>
      <ul className={`${styles.panelBody} ${styles.checklist}`}>
        <li>
          <strong>View Details</strong>: delivery status, e-mail, shipping, installation steps and every activation
          code.
        </li>
        <li>
          <strong>Customer View</strong>: opens the customer&apos;s activation page for the order in a new tab.
        </li>
        <li>
          <strong>Trigger Delivery</strong>: assigns activation codes from the product&apos;s pool, e-mails them and
          marks the order shipped (not for delivered orders). With the pool empty the order waits for stock and is
          filled automatically when codes are added.
        </li>
        <li>
          <strong>Ship Now</strong>: marks the order shipped without codes (not for shipped or delivered orders).
        </li>
        <li>
          <strong>Send Installation</strong>: e-mails the installation steps; only for shipped orders whose steps were
          not sent yet.
        </li>
        <li>
          <strong>Installation Guide</strong>: the customer&apos;s installation guide, once the order is delivered.
        </li>
      </ul>
    </details>
  );
}

function AutoDeliveryRow({
  order,
  sending,
  onDetails,
  onStep,
}: {
  order: AutoDeliveryOrderView;
  sending: boolean;
  onDetails: () => void;
  onStep: (step: 'trigger-delivery' | 'auto-ship' | 'send-installation') => void;
}) {
  const codes = order.autoDelivery.redeemCodes;
  const used = codes.filter((code) => code.isUsed).length;
  const delivered = order.autoDelivery.status === 'delivered' || order.status === 'delivered';
  // The buttons are the steps whose guard is open now (`offers`, computed by the server).
  const offers = new Set(order.offers);
  return (
    <tr data-order-id={order.orderId}>
      <td>
        <div className={styles.mono}>{order.orderId}</div>
        <div>{order.userName}</div>
        <div className={styles.muted}>{formatDateTime(order.createdAt)}</div>
      </td>
      <td>
        {order.items.map((item, index) => (
          <div key={`${item.productCode}-${index}`}>
            {item.name} × {item.quantity}
          </div>
        ))}
      </td>
      <td>
        <Badge tone={deliveryTone[order.autoDelivery.status]}>{capitalise(order.autoDelivery.status)}</Badge>
        {order.bucket === 'backorder' && (
          <Badge tone="warning" data-testid="backorder">
            Waiting for stock
          </Badge>
        )}
        {order.autoDelivery.failureReason && (
          <div className={styles.muted} style={{ color: 'var(--color-danger)' }}>
            {order.autoDelivery.failureReason}
          </div>
        )}
      </td>
      <td className={styles.nowrap}>
        <div>Total: {codes.length}</div>
        <div className={styles.muted}>Used: {used}</div>
      </td>
      <td>
        <div className={styles.actions}>
          <Button size="sm" variant="secondary" onClick={onDetails}>
            View Details
          </Button>
          <a
            className={buttonClass({ variant: 'ghost', size: 'sm' })}
            href={paths.redeemOrder(order.orderId)}
            target="_blank"
            rel="noreferrer"
          >
            Customer View
          </a>
          {sending ? (
            <span className={styles.sending} role="status">
              <Spinner size="sm" decorative />
              Sending…
            </span>
          ) : (
            <>
              {offers.has('trigger-delivery') && (
                <Button size="sm" onClick={() => onStep('trigger-delivery')}>
                  Trigger Delivery
                </Button>
              )}
              {offers.has('auto-ship') && (
                <Button size="sm" variant="secondary" onClick={() => onStep('auto-ship')}>
                  Ship Now
                </Button>
              )}
              {offers.has('send-installation') && (
                <Button size="sm" variant="secondary" onClick={() => onStep('send-installation')}>
                  Send Installation
                </Button>
              )}
            </>
          )}
          {order.installationStepsSent && <Badge tone="success">Steps Sent</Badge>}
          {delivered && (
            <a
              className={buttonClass({ variant: 'ghost', size: 'sm' })}
              href={paths.guide(order.orderId)}
              target="_blank"
              rel="noreferrer"
            >
              Installation Guide
            </a>
          )}
        </div>
      </td>
    </tr>
  );
}

/** Auto Delivery (admin spec §2): the auto-delivery orders with their codes and actions, live. */
export function AutoDeliveryScreen() {
  const orders = useAutoDeliveryOrders();
  const steps = useFulfilmentSteps();
  const [detailsId, setDetailsId] = useState<string | null>(null);
  // Delivering and shipping cannot be undone: they ask first.
  const [confirming, setConfirming] = useState<{ orderId: string; step: 'trigger-delivery' | 'auto-ship' } | null>(
    null,
  );
  const list = orders.data ?? [];
  const selected = list.find((order) => order.orderId === detailsId) ?? null;

  return (
    <section className={styles.page} aria-labelledby="auto-delivery-title">
      <header className={styles.header}>
        <h1 id="auto-delivery-title" className={styles.title}>
          Auto Delivery Management
        </h1>
        <Button variant="secondary" onClick={() => void orders.refetch()} loading={orders.isFetching}>
          Refresh
        </Button>
      </header>

      <ActionGuide />
      <StepNoticeBanner
        notice={steps.notice}
        onDismiss={steps.dismissNotice}
        emails={list.find((order) => order.orderId === steps.notice?.orderId)?.emails}
      />

      <div className={styles.panel}>
        <div className={styles.panelHeader}>
          <h2 className={styles.panelTitle}>Auto Delivery Orders</h2>
          {orders.data && <Badge tone="brand">{list.length}</Badge>}
        </div>
        {orders.isPending ? (
          <LoadingBlock label="Loading auto delivery orders..." />
        ) : orders.isError ? (
          <div className={styles.panelBody}>
            <Alert tone="error" title={FETCH_FAILED}>
              {orders.error instanceof ApiError && !orders.error.isNetworkError
                ? orders.error.message
                : 'Please try again.'}
            </Alert>
          </div>
        ) : list.length === 0 ? (
          <div className={styles.empty}>No auto delivery orders</div>
        ) : (
          <table className={styles.table} aria-label="Auto Delivery Orders">
            <thead>
              <tr>
                {['Order Info', 'Products', 'Delivery Status', 'Activation Codes', 'Actions'].map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.map((order) => (
                <AutoDeliveryRow
                  key={order._id}
                  order={order}
                  sending={steps.sendingStep(order) !== null}
                  onDetails={() => setDetailsId(order.orderId)}
                  onStep={(step) =>
                    step === 'send-installation'
                      ? void steps.start(order.orderId, step)
                      : setConfirming({ orderId: order.orderId, step })
                  }
                />
              ))}
            </tbody>
          </table>
        )}
      </div>

      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.step === 'auto-ship' ? 'Mark this order shipped?' : 'Deliver the activation codes now?'}
        confirmLabel={confirming?.step === 'auto-ship' ? 'Ship Now' : 'Trigger Delivery'}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) void steps.start(confirming.orderId, confirming.step);
          setConfirming(null);
        }}
      >
        {confirming?.step === 'auto-ship'
          ? `Order ${confirming.orderId} will be marked shipped without sending codes.`
          : `Codes for order ${confirming?.orderId ?? ''} are taken from the pool and an e-mail to the customer is queued.`}
      </ConfirmDialog>

      <Modal open={selected !== null} title="Auto Delivery Details" onClose={() => setDetailsId(null)}>
        {selected && <AutoDeliveryDetails order={selected} />}
      </Modal>
    </section>
  );
}
