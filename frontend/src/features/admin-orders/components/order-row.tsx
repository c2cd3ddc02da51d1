import type { AdminOrderView, FulfilmentStep } from '@kedai/contracts';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatRM } from '@/lib/money';
import {
  activateBlockedReason,
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

/** The customer-style guide, opened in a 1200x800 popup. */
function openGuideInterface(order: AdminOrderView): void {
  const query = new URLSearchParams({
    code: order.activationCode ?? '',
    product: order.items[0]?.title ?? '',
    email: order.customerInfo.email ?? '',
  });
  window.open(`${paths.guide(order.orderId)}?${query.toString()}`, `guide-${order.orderId}`, GUIDE_POPUP);
}

/** The installation guide in e-mail format, in a popup. */
function openInstallationSteps(order: AdminOrderView): void {
  window.open(paths.admin.installationSteps(order.orderId), `steps-${order.orderId}`, 'width=900,height=760');
}

/**
 * One order of the list. Memoized: a live change re-renders its own row, not the page's fifty (a busy shop
 * changes orders many times a second), so its props are values and stable handlers.
 */
export const OrderRow = memo(function OrderRow({
  order,
  sendingStep,
  onDetails,
  onStep,
  onSendInstallation,
  chatSessionId = null,
}: OrderRowProps) {
  const { t } = useTranslation('admin-orders');
  // The server says which steps are open (`offers`, the same guards the job re-checks); the texts say why not.
  const offers = new Set(order.offers);
  const guideBlocked = offers.has('send-guide') ? null : guideBlockedReason(order);
  const activateBlocked = offers.has('activate') ? null : (activateBlockedReason(order) ?? t('row.notAvailableNow'));
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
            {t('row.suspicious')}
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
          {t(`status.label.${order.status}`)}
        </Badge>
      </td>
      <td>
        <Badge tone={paymentTone[order.paymentStatus]}>{t(`status.label.${order.paymentStatus}`)}</Badge>
        {order.paymentAtRisk && (
          <Badge
            tone="danger"
            className={styles.nowrap}
            title={
              order.cancelsAt
                ? t('row.cancelsSoonHintAt', { at: formatDateTime(order.cancelsAt) })
                : t('row.cancelsSoonHint')
            }
            data-testid="payment-at-risk"
          >
            {t('row.cancelsSoon')}
          </Badge>
        )}
      </td>
      <td>{order.paymentReceipt ? t('row.receiptYes') : t('row.receiptNo')}</td>
      <td className={styles.nowrap}>{formatDateTime(order.createdAt)}</td>
      <td>
        <div className={styles.actions}>
          <Button size="sm" variant="secondary" onClick={() => onDetails(order)}>
            {t('row.details')}
          </Button>
          {chatSessionId && (
            <ButtonLink
              size="sm"
              variant="ghost"
              to={`${paths.admin.liveChat}?session=${encodeURIComponent(chatSessionId)}`}
              data-testid="open-chat"
            >
              {t('row.openChat')}
            </ButtonLink>
          )}
          {sendingStep ? (
            <span className={styles.sending} role="status">
              <Spinner size="sm" decorative />
              {t('row.sending')}
            </span>
          ) : (
            <>
              {order.installationStepsSent ? (
                <Badge tone="success" title={t('row.guideSentHint')}>
                  {t('row.guideSent')}
                </Badge>
              ) : finished ? (
                offers.has('send-installation') && (
                  <Button
                    size="sm"
                    variant="secondary"
                    title={t('row.sendInstallationHint')}
                    onClick={() => onSendInstallation(order)}
                  >
                    {t('row.sendInstallation')}
                  </Button>
                )
              ) : (
                <Button
                  size="sm"
                  disabled={guideBlocked !== null}
                  title={guideBlocked ?? t('row.guideHint')}
                  onClick={() => onStep(order, 'send-guide')}
                >
                  {t('row.guide')}
                </Button>
              )}
              {!finished && (
                <Button
                  size="sm"
                  disabled={activateBlocked !== null}
                  title={activateBlocked ?? t('row.activateHint')}
                  onClick={() => onStep(order, 'activate')}
                >
                  {t('row.activate')}
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
                {t('row.email')}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => openGuideInterface(order)}>
                {t('row.interface')}
              </Button>
            </>
          )}
          {backordered && (
            <Badge tone="warning" title={t('row.backorderHint')} data-testid="backorder">
              {t('row.backorder')}
            </Badge>
          )}
          {!finished && (
            <Badge tone={paymentTone[order.paymentStatus]} title={t('row.paymentHint')}>
              {t('row.payment', { status: t(`status.word.${order.paymentStatus}`) })}
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
});
