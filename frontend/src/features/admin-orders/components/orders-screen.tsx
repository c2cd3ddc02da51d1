import { PAYMENT_STATUSES, type OrderStatus, type PaymentStatus } from '@kedai/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { LoadingBlock, Spinner } from '@/components/ui/spinner';
import { ExportOrdersButton } from './export-orders-button';
import { ORDER_PAGE_SIZE } from '../api/get-admin-orders';
import { useOrderChats } from '../api/get-order-chats';
import { useOrdersScreen } from '../hooks/use-orders-screen';
import { ORDER_STATUSES, shortOrderId } from '../order-labels';
import styles from './admin-screen.module.css';
import { OrderDetailsModal } from './order-details-modal';
import { OrderRow } from './order-row';
import { OrderStats } from './order-stats';
import { OrdersDebugPanel } from './orders-debug-panel';
import { StepNoticeBanner } from './step-notice';

const COLUMNS = [
  'orders.columns.orderId',
  'orders.columns.customer',
  'orders.columns.amount',
  'orders.columns.status',
  'orders.columns.payment',
  'orders.columns.receipt',
  'orders.columns.date',
  'orders.columns.actions',
] as const;

/** Admin Orders (docs/product/admin.md#orders): the live list with fulfilment actions. */
export function OrdersScreen({ canExport = false }: { canExport?: boolean }) {
  const { t } = useTranslation('admin-orders');
  const screen = useOrdersScreen();
  const chats = useOrderChats(screen.list.map((order) => order.orderId));

  if (screen.loadError) {
    return (
      <div className={styles.fullError} role="alert">
        <p className={styles.fullErrorMessage}>{screen.loadError}</p>
        <Button onClick={screen.refresh}>{t('orders.retry')}</Button>
      </div>
    );
  }

  const pages = Math.max(1, Math.ceil(screen.total / ORDER_PAGE_SIZE));
  const confirming = screen.confirming;

  return (
    <section className={styles.page} aria-labelledby="orders-title">
      <header className={styles.header}>
        <div>
          <div className={styles.titleRow}>
            <h1 id="orders-title" className={styles.title}>
              {t('orders.title')}
            </h1>
            {!screen.loading && (
              <Badge tone="brand" aria-live="polite">
                {t('orders.count', { count: screen.total })}
              </Badge>
            )}
          </div>
          <p className={styles.subtitle}>{t('orders.subtitle')}</p>
        </div>
        <div className={styles.controls}>
          <Field label={t('orders.filters.search')}>
            {(control) => (
              <Input
                {...control}
                type="search"
                placeholder={t('orders.filters.searchPlaceholder')}
                value={screen.search}
                onChange={(event) => screen.setSearch(event.target.value)}
              />
            )}
          </Field>
          <Field label={t('orders.filters.status')}>
            {(control) => (
              <select
                {...control}
                className={styles.select}
                value={screen.status}
                onChange={(event) => screen.setStatus(event.target.value as OrderStatus | 'all')}
              >
                <option value="all">{t('orders.filters.all')}</option>
                {ORDER_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t(`status.label.${status}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('orders.filters.paymentStatus')}>
            {(control) => (
              <select
                {...control}
                className={styles.select}
                value={screen.paymentStatus}
                onChange={(event) => screen.setPaymentStatus(event.target.value as PaymentStatus | 'all')}
              >
                <option value="all">{t('orders.filters.all')}</option>
                {PAYMENT_STATUSES.map((payment) => (
                  <option key={payment} value={payment}>
                    {t(`status.label.${payment}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('orders.filters.from')}>
            {(control) => (
              <Input
                {...control}
                type="date"
                value={screen.from}
                max={screen.to || undefined}
                onChange={(event) => screen.setDateRange({ from: event.target.value })}
              />
            )}
          </Field>
          <Field label={t('orders.filters.to')}>
            {(control) => (
              <Input
                {...control}
                type="date"
                value={screen.to}
                min={screen.from || undefined}
                onChange={(event) => screen.setDateRange({ to: event.target.value })}
              />
            )}
          </Field>
          <Button variant="secondary" onClick={screen.refresh} loading={screen.refreshing}>
            {t('orders.refresh')}
          </Button>
          {canExport && (
            <ExportOrdersButton
              filter={{
                search: screen.search,
                status: screen.status,
                paymentStatus: screen.paymentStatus,
                from: screen.from,
                to: screen.to,
              }}
            />
          )}
          <Button variant="ghost" onClick={screen.toggleDebug} aria-pressed={screen.debugOpen}>
            {t('orders.debug')}
          </Button>
        </div>
      </header>

      <OrderStats summary={screen.summary} />

      {screen.debugOpen && <OrdersDebugPanel info={screen.debugInfo} />}

      <StepNoticeBanner
        notice={screen.notice}
        onDismiss={screen.dismissNotice}
        emails={screen.list.find((order) => order.orderId === screen.notice?.orderId)?.emails}
      />

      <div className={styles.panel}>
        {screen.loading ? (
          <LoadingBlock label={t('orders.loading')} />
        ) : screen.list.length === 0 ? (
          <div className={styles.empty}>
            <p>{screen.filtered ? t('orders.emptyFiltered') : t('orders.empty')}</p>
          </div>
        ) : (
          <>
            <table className={styles.table} aria-label={t('orders.tableLabel')}>
              <thead>
                <tr>
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col">
                      {t(column)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {screen.list.map((order) => (
                  <OrderRow
                    key={order._id}
                    order={order}
                    sendingStep={screen.sendingStep(order)}
                    onDetails={screen.openDetails}
                    onStep={screen.askConfirmation}
                    onSendInstallation={screen.sendInstallation}
                    chatSessionId={chats.data?.[order.orderId] ?? null}
                  />
                ))}
              </tbody>
            </table>
            {pages > 1 && (
              <div className={styles.pager}>
                {screen.refreshing && <Spinner size="sm" label={t('orders.pager.loading')} />}
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={screen.page <= 1}
                  onClick={() => screen.setPage(screen.page - 1)}
                >
                  {t('orders.pager.previous')}
                </Button>
                <span>{t('orders.pager.page', { page: screen.page, pages })}</span>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={screen.page >= pages}
                  onClick={() => screen.setPage(screen.page + 1)}
                >
                  {t('orders.pager.next')}
                </Button>
              </div>
            )}
          </>
        )}
      </div>

      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.step === 'activate' ? t('orders.confirm.activateTitle') : t('orders.confirm.guideTitle')}
        confirmLabel={
          confirming?.step === 'activate' ? t('orders.confirm.activateButton') : t('orders.confirm.guideButton')
        }
        onConfirm={screen.confirm}
        onCancel={screen.cancelConfirmation}
      >
        {confirming &&
          (confirming.step === 'activate'
            ? t('orders.confirm.activateBody', {
                orderId: shortOrderId(confirming.order.orderId),
                customer: confirming.order.customerInfo.name,
              })
            : t('orders.confirm.guideBody', {
                orderId: shortOrderId(confirming.order.orderId),
                customer: confirming.order.customerInfo.name,
              }))}
      </ConfirmDialog>

      <OrderDetailsModal orderId={screen.detailsId} onClose={screen.closeDetails} />
    </section>
  );
}
