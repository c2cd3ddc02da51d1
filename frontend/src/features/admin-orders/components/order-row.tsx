import type { AdminOrderView, FulfilmentStep } from '@kedai/contracts';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatRM } from '@/lib/money';
import {
  activateBlockedReason,
  capitalise,
  formatDateTime,
  GUIDE_POPUP,
  guideBlockedReason,
  paymentTone,
  shortOrderId,
  statusTone,
} from '../order-labels';
import styles from './admin-screen.module.css';

export interface OrderRowProps {
  order: AdminOrderView;
  sendingStep: FulfilmentStep | null;
  onDetails: (order: AdminOrderView) => void;
  onStep: (order: AdminOrderView, step: 'send-guide' | 'activate') => void;
  onSendInstallation: (order: AdminOrderView) => void;
  /** The newest chat of this order's customer, when there is one ("Open chat"). */
  chatSessionId?: string | null;
}

/** The customer-style guide (admin spec §2), opened in a 1200x800 popup. */
function openGuideInterface(order: AdminOrderView): void {
  const query = new URLSearchParams({
    code: order.activationCode ?? '',
    product: order.items[0]?.title ?? '',
    email: order.customerInfo.email ?? '',
  });
  window.open(`${paths.guide(order.orderId)}?${query.toString()}`, `guide-${order.orderId}`, GUIDE_POPUP);
}

/** The installation guide in e-mail format (admin spec §7 installation-steps), in a popup. */
function openInstallationSteps(order: AdminOrderView): void {
  window.open(paths.admin.installationSteps(order.orderId), `steps-${order.orderId}`, 'width=900,height=760');
}

export function OrderRow({
  order,
  sendingStep,
  onDetails,
  onStep,
  onSendInstallation,
  chatSessionId = null,
}: OrderRowProps) {
  // The server says which steps are open (`offers`, the same guards the job re-checks); the texts say why not.
  const offers = new Set(order.offers);
  const guideBlocked = offers.has('send-guide') ? null : guideBlockedReason(order);
  const activateBlocked = offers.has('activate') ? null : (activateBlockedReason(order) ?? 'Not available now');
  // Why the next step cannot run, as text beside the buttons (a tooltip alone is missed, and absent on touch).
  const nextBlocked = order.installationStepsSent ? activateBlocked : guideBlocked;
  const shipped = order.status === 'shipped';
  const finished = shipped || order.status === 'delivered';
  const backordered = order.bucket === 'backorder';

  return (
    <tr data-order-id={order.orderId}>
      <td className={styles.mono} title={order.orderId}>
        {shortOrderId(order.orderId)}
        {order.isSuspicious && (
          <Badge tone="danger" className={styles.nowrap}>
            Suspicious
          </Badge>
        )}
      </td>
      <td>
        <div>{order.customerInfo.name}</div>
        <div className={styles.muted}>{order.customerInfo.email ?? order.customerInfo.phone}</div>
      </td>
      <td className={styles.nowrap}>{formatRM(order.totalAmount)}</td>
      <td>
        <Badge tone={statusTone[order.status]} data-testid="order-status">
          {capitalise(order.status)}
        </Badge>
      </td>
      <td>
        <Badge tone={paymentTone[order.paymentStatus]}>{capitalise(order.paymentStatus)}</Badge>
        {order.paymentAtRisk && (
          <Badge
            tone="danger"
            className={styles.nowrap}
            title={`Receipt missing or rejected; cancelled automatically${order.cancelsAt ? ` at ${formatDateTime(order.cancelsAt)}` : ''}`}
            data-testid="payment-at-risk"
          >
            Cancels soon
          </Badge>
        )}
      </td>
      <td>{order.paymentReceipt ? 'Yes' : 'No'}</td>
      <td className={styles.nowrap}>{formatDateTime(order.createdAt)}</td>
      <td>
        <div className={styles.actions}>
          <Button size="sm" variant="secondary" onClick={() => onDetails(order)}>
            Details
          </Button>
          {chatSessionId && (
            <ButtonLink
              size="sm"
              variant="ghost"
              to={`${paths.admin.liveChat}?session=${encodeURIComponent(chatSessionId)}`}
              data-testid="open-chat"
            >
              Open chat
            </ButtonLink>
          )}
          {sendingStep ? (
            <span className={styles.sending} role="status">
              <Spinner size="sm" decorative />
              Sending…
            </span>
          ) : (
            <>
              {order.installationStepsSent ? (
                <Badge tone="success" title="Installation guide sent">
                  SENT
                </Badge>
              ) : finished ? (
                offers.has('send-installation') && (
                  <Button
                    size="sm"
                    variant="secondary"
                    title="Codes were delivered without the guide: e-mail the installation steps"
                    onClick={() => onSendInstallation(order)}
                  >
                    Send Installation
                  </Button>
                )
              ) : (
                <Button
                  size="sm"
                  disabled={guideBlocked !== null}
                  title={guideBlocked ?? 'Send the installation guide (step 1)'}
                  onClick={() => onStep(order, 'send-guide')}
                >
                  GUIDE
                </Button>
              )}
              {!finished && (
                <Button
                  size="sm"
                  disabled={activateBlocked !== null}
                  title={activateBlocked ?? 'Send the activation code (final step)'}
                  onClick={() => onStep(order, 'activate')}
                >
                  ACTIVATE
                </Button>
              )}
            </>
          )}
          {shipped && (
            <>
              {order.activationCode && (
                <code className={styles.code} data-testid="activation-code">
                  {order.activationCode}
                </code>
              )}
              <Button size="sm" variant="ghost" onClick={() => openInstallationSteps(order)}>
                Email
              </Button>
              <Button size="sm" variant="ghost" onClick={() => openGuideInterface(order)}>
                Interface
              </Button>
            </>
          )}
          {backordered && (
            <Badge
              tone="warning"
              title="Paid; its codes come with the next restock of the pool"
              data-testid="backorder"
            >
              Waiting for stock
            </Badge>
          )}
          {!finished && (
            <Badge tone={paymentTone[order.paymentStatus]} title="Payment status">
              Payment: {order.paymentStatus}
            </Badge>
          )}
          {!finished && !sendingStep && !backordered && nextBlocked && (
            <small className={styles.blockedReason} data-testid="step-blocked">
              {nextBlocked}
            </small>
          )}
        </div>
      </td>
    </tr>
  );
}
