import type { AutoDeliveryOrderView } from '@kedai/contracts';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
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

const ORDER_COLUMNS = ['orderInfo', 'products', 'deliveryStatus', 'activationCodes', 'actions'] as const;

/** The entries of the Action Guide, in order: each names a button in bold, then says what it does. */
const GUIDE_ENTRIES = [
  'viewDetails',
  'customerView',
  'triggerDelivery',
  'shipNow',
  'sendInstallation',
  'installationGuide',
] as const;

function ActionGuide() {
  const { t } = useTranslation('admin-fulfilment');
  return (
    <details className={styles.panel} open>
      <summary className={styles.panelHeader}>
        <strong className={styles.panelTitle}>{t('autoDelivery.guide.title')}</strong>
      </summary>
      <ul className={`${styles.panelBody} ${styles.checklist}`}>
        {GUIDE_ENTRIES.map((entry) => (
          <li key={entry}>
            <Trans t={t} i18nKey={`autoDelivery.guide.${entry}`} components={{ strong: <strong /> }} />
          </li>
        ))}
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
  const { t } = useTranslation('admin-fulfilment');
  const codes = order.autoDelivery.redeemCodes;
  const used = codes.filter((code) => code.isUsed).length;
  const delivered = order.autoDelivery.status === 'delivered' || order.status === 'delivered';
  // The buttons are the steps whose guard is open now (`offers`, computed by the server).
  const offers = new Set(order.offers);
  const hasCodeItems = order.items.some((item) => item.delivery === 'code');
  const hasRentalItems = order.items.some((item) => item.delivery === 'rental');
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
            {t('autoDelivery.row.waitingForStock')}
          </Badge>
        )}
        {order.autoDelivery.failureReason && (
          <div className={styles.muted} style={{ color: 'var(--color-danger)' }}>
            {order.autoDelivery.failureReason}
          </div>
        )}
      </td>
      <td className={styles.nowrap}>
        {hasCodeItems && (
          <>
            <div>{t('autoDelivery.row.codesTotal', { total: codes.length })}</div>
            <div className={styles.muted}>{t('autoDelivery.row.codesUsed', { used })}</div>
          </>
        )}
        {hasRentalItems &&
          (order.rentals.length === 0 ? (
            <div className={styles.muted} data-testid="rental-pending">
              {t('autoDelivery.row.rentalNotYet')}
            </div>
          ) : (
            order.rentals.map((rental) => (
              <div key={rental.accountId} data-testid="rental-account">
                {t('autoDelivery.row.rentalLent', {
                  username: rental.username,
                  until: formatDateTime(rental.expiresAt),
                })}
              </div>
            ))
          ))}
      </td>
      <td>
        <div className={styles.actions}>
          <Button size="sm" variant="secondary" onClick={onDetails}>
            {t('autoDelivery.row.viewDetails')}
          </Button>
          <a
            className={buttonClass({ variant: 'ghost', size: 'sm' })}
            href={paths.redeemOrder(order.orderId)}
            target="_blank"
            rel="noreferrer"
          >
            {t('autoDelivery.row.customerView')}
          </a>
          {sending ? (
            <span className={styles.sending} role="status">
              <Spinner size="sm" decorative />
              {t('autoDelivery.row.sending')}
            </span>
          ) : (
            <>
              {offers.has('trigger-delivery') && (
                <Button size="sm" onClick={() => onStep('trigger-delivery')}>
                  {t('autoDelivery.row.triggerDelivery')}
                </Button>
              )}
              {offers.has('auto-ship') && (
                <Button size="sm" variant="secondary" onClick={() => onStep('auto-ship')}>
                  {t('autoDelivery.row.shipNow')}
                </Button>
              )}
              {offers.has('send-installation') && (
                <Button size="sm" variant="secondary" onClick={() => onStep('send-installation')}>
                  {t('autoDelivery.row.sendInstallation')}
                </Button>
              )}
            </>
          )}
          {order.installationStepsSent && <Badge tone="success">{t('autoDelivery.row.stepsSent')}</Badge>}
          {delivered && (
            <a
              className={buttonClass({ variant: 'ghost', size: 'sm' })}
              href={paths.guide(order.orderId)}
              target="_blank"
              rel="noreferrer"
            >
              {t('autoDelivery.row.installationGuide')}
            </a>
          )}
        </div>
      </td>
    </tr>
  );
}

/** What a delivery of the order hands over: codes, lent game accounts (rentals), or both. */
function deliveryKindOf(order: AutoDeliveryOrderView | undefined): 'body' | 'bodyRental' | 'bodyMixed' {
  const kinds = new Set(order?.items.map((item) => item.delivery));
  if (kinds.has('rental')) return kinds.has('code') ? 'bodyMixed' : 'bodyRental';
  return 'body';
}

/** Auto Delivery (docs/product/admin.md#auto-delivery): the auto-delivery orders with their codes and actions, live. */
export function AutoDeliveryScreen() {
  const { t } = useTranslation('admin-fulfilment');
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
          {t('autoDelivery.title')}
        </h1>
        <Button variant="secondary" onClick={() => void orders.refetch()} loading={orders.isFetching}>
          {t('autoDelivery.refresh')}
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
          <h2 className={styles.panelTitle}>{t('autoDelivery.orders.title')}</h2>
          {orders.data && <Badge tone="brand">{list.length}</Badge>}
        </div>
        {orders.isPending ? (
          <LoadingBlock label={t('autoDelivery.orders.loading')} />
        ) : orders.isError ? (
          <div className={styles.panelBody}>
            <Alert tone="error" title={t('autoDelivery.orders.fetchFailed')}>
              {orders.error instanceof ApiError && !orders.error.isNetworkError
                ? orders.error.message
                : t('autoDelivery.orders.tryAgain')}
            </Alert>
          </div>
        ) : list.length === 0 ? (
          <div className={styles.empty}>{t('autoDelivery.orders.empty')}</div>
        ) : (
          <table className={styles.table} aria-label={t('autoDelivery.orders.tableLabel')}>
            <thead>
              <tr>
                {ORDER_COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {t(`autoDelivery.orders.columns.${column}`)}
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
        title={
          confirming?.step === 'auto-ship'
            ? t('autoDelivery.confirmShip.title')
            : t('autoDelivery.confirmDelivery.title')
        }
        confirmLabel={
          confirming?.step === 'auto-ship'
            ? t('autoDelivery.confirmShip.confirm')
            : t('autoDelivery.confirmDelivery.confirm')
        }
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) void steps.start(confirming.orderId, confirming.step);
          setConfirming(null);
        }}
      >
        {confirming?.step === 'auto-ship'
          ? t('autoDelivery.confirmShip.body', { orderId: confirming.orderId })
          : t(
              `autoDelivery.confirmDelivery.${deliveryKindOf(list.find((order) => order.orderId === confirming?.orderId))}`,
              {
                orderId: confirming?.orderId ?? '',
              },
            )}
      </ConfirmDialog>

      <Modal open={selected !== null} title={t('autoDelivery.details.title')} onClose={() => setDetailsId(null)}>
        {selected && <AutoDeliveryDetails order={selected} />}
      </Modal>
    </section>
  );
}
