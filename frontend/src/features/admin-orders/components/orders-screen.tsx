import { PAYMENT_STATUSES, type OrderStatus, type PaymentStatus } from '@kedai/contracts';
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
import { capitalise, ORDER_STATUSES, shortOrderId } from '../order-labels';
import styles from './admin-screen.module.css';
import { OrderDetailsModal } from './order-details-modal';
import { OrderRow } from './order-row';
import { OrderStats } from './order-stats';
import { OrdersDebugPanel } from './orders-debug-panel';
import { StepNoticeBanner } from './step-notice';

const COLUMNS = ['Order ID', 'Customer', 'Amount', 'Status', 'Payment', 'Receipt', 'Date', 'Actions'];

/** Admin Orders (admin spec §2): the live list with fulfilment actions. */
export function OrdersScreen({ canExport = false }: { canExport?: boolean }) {
  const screen = useOrdersScreen();
  const chats = useOrderChats(screen.list.map((order) => order.orderId));

  if (screen.loadError) {
    return (
      <div className={styles.fullError} role="alert">
        <p className={styles.fullErrorMessage}>{screen.loadError}</p>
        <Button onClick={screen.refresh}>Retry</Button>
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
              Order Management
            </h1>
            {!screen.loading && (
              <Badge tone="brand" aria-live="polite">
                {screen.total} {screen.total === 1 ? 'order' : 'orders'}
              </Badge>
            )}
          </div>
          <p className={styles.subtitle}>Updates live. Send the installation guide first, then the activation code.</p>
        </div>
        <div className={styles.controls}>
          <Field label="Search">
            {(control) => (
              <Input
                {...control}
                type="search"
                placeholder="Order ID or customer"
                value={screen.search}
                onChange={(event) => screen.setSearch(event.target.value)}
              />
            )}
          </Field>
          <Field label="Status">
            {(control) => (
              <select
                {...control}
                className={styles.select}
                value={screen.status}
                onChange={(event) => screen.setStatus(event.target.value as OrderStatus | 'all')}
              >
                <option value="all">All</option>
                {ORDER_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {capitalise(status)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Payment">
            {(control) => (
              <select
                {...control}
                className={styles.select}
                value={screen.paymentStatus}
                onChange={(event) => screen.setPaymentStatus(event.target.value as PaymentStatus | 'all')}
              >
                <option value="all">All</option>
                {PAYMENT_STATUSES.map((payment) => (
                  <option key={payment} value={payment}>
                    {capitalise(payment)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="From">
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
          <Field label="To">
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
            Refresh
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
            Debug
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
          <LoadingBlock label="Loading orders..." />
        ) : screen.list.length === 0 ? (
          <div className={styles.empty}>
            <p>{screen.filtered ? 'No orders match your current filters' : 'No orders found'}</p>
          </div>
        ) : (
          <>
            <table className={styles.table} aria-label="Orders">
              <thead>
                <tr>
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col">
                      {column}
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
                {screen.refreshing && <Spinner size="sm" label="Loading" />}
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={screen.page <= 1}
                  onClick={() => screen.setPage(screen.page - 1)}
                >
                  Previous
                </Button>
                <span>
                  Page {screen.page} of {pages}
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={screen.page >= pages}
                  onClick={() => screen.setPage(screen.page + 1)}
                >
                  Next
                </Button>
              </div>
            )}
          </>
        )}
      </div>

      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.step === 'activate' ? 'Send activation code?' : 'Send installation guide?'}
        confirmLabel={confirming?.step === 'activate' ? 'ACTIVATE' : 'Send guide'}
        onConfirm={screen.confirm}
        onCancel={screen.cancelConfirmation}
      >
        {confirming &&
          (confirming.step === 'activate'
            ? `Final step: assign an activation code to order ${shortOrderId(confirming.order.orderId)} (${confirming.order.customerInfo.name}), mark it shipped and e-mail the code to the customer.`
            : `Step 1: send the installation guide for order ${shortOrderId(confirming.order.orderId)} to ${confirming.order.customerInfo.name}.`)}
      </ConfirmDialog>

      <OrderDetailsModal orderId={screen.detailsId} onClose={screen.closeDetails} />
    </section>
  );
}
