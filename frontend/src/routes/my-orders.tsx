import { ORDER_STATUSES, type MyOrdersQuery, type OrderStatus, type OrderView } from '@kedai/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { useMyOrders } from '@/features/orders/api/get-my-orders';
import { OrderCard } from '@/features/orders/components/order-card';
import { ReviewDialog } from '@/features/orders/components/review-dialog';
import { OrderProblemStatus } from '@/features/problem-reports/components/problem-status';
import { Input } from '@/components/ui/input';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { errorMessage } from '@/lib/api-client';
import styles from './account.module.css';

/** What My orders is filtered by; the search is sent once typing pauses. */
interface Filter {
  search: string;
  status: OrderStatus | '';
  from: string;
  to: string;
  page: number;
}
const NO_FILTER: Filter = { search: '', status: '', from: '', to: '', page: 1 };

function MyOrders() {
  const { t } = useTranslation('orders');
  const [filter, setFilter] = useState<Filter>(NO_FILTER);
  const search = useDebouncedValue(filter.search.trim(), 300);
  const sent: MyOrdersQuery = {
    ...(search && { search }),
    ...(filter.status && { status: filter.status }),
    ...(filter.from && { from: filter.from }),
    ...(filter.to && { to: filter.to }),
    ...(filter.page > 1 && { page: filter.page }),
  };
  const query = useMyOrders(sent);
  const [reviewing, setReviewing] = useState<OrderView | null>(null);
  // A new filter starts again at its first page.
  const change = (patch: Partial<Filter>) => setFilter((current) => ({ ...current, page: 1, ...patch }));
  if (query.isPending) return <LoadingBlock label={t('myOrders.loading')} />;
  if (query.isError && !query.data) {
    return (
      <Alert tone="error">
        {errorMessage(query.error)} <Button onClick={() => void query.refetch()}>{t('myOrders.tryAgain')}</Button>
      </Alert>
    );
  }
  const { stats, orders, total, pageSize } = query.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const filtered = Boolean(filter.search || filter.status || filter.from || filter.to);
  return (
    <>
      <div className={styles.tiles}>
        <p>
          <strong data-testid="stat-total">{stats.totalOrders}</strong> {t('myOrders.stats.total')}
        </p>
        <p>
          <strong data-testid="stat-completed">{stats.completed}</strong> {t('myOrders.stats.completed')}
        </p>
        <p>
          <strong data-testid="stat-reviewed">{stats.reviewed}</strong> {t('myOrders.stats.reviewed')}
        </p>
        <p>
          <strong data-testid="stat-active">{stats.active}</strong> {t('myOrders.stats.active')}
        </p>
      </div>
      {stats.totalOrders > 0 && (
        <form
          className={styles.filters}
          role="search"
          aria-label={t('myOrders.filters.label')}
          onSubmit={(event) => event.preventDefault()}
        >
          <label>
            <span>{t('myOrders.filters.search')}</span>
            <Input
              type="search"
              value={filter.search}
              placeholder={t('myOrders.filters.searchPlaceholder')}
              maxLength={100}
              onChange={(event) => change({ search: event.target.value })}
            />
          </label>
          <label>
            <span>{t('myOrders.filters.status')}</span>
            <select
              className={styles.select}
              value={filter.status}
              onChange={(event) => change({ status: event.target.value as OrderStatus | '' })}
            >
              <option value="">{t('myOrders.filters.allStatuses')}</option>
              {ORDER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`status.label.${status}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>{t('myOrders.filters.from')}</span>
            <Input type="date" value={filter.from} onChange={(event) => change({ from: event.target.value })} />
          </label>
          <label>
            <span>{t('myOrders.filters.to')}</span>
            <Input type="date" value={filter.to} onChange={(event) => change({ to: event.target.value })} />
          </label>
          {filtered && (
            <Button type="button" variant="secondary" onClick={() => setFilter(NO_FILTER)}>
              {t('myOrders.filters.clear')}
            </Button>
          )}
        </form>
      )}
      {query.isError && <Alert tone="error">{errorMessage(query.error)}</Alert>}
      {stats.totalOrders === 0 ? (
        <div className={styles.empty}>
          <p>{t('myOrders.empty')}</p>
          <ButtonLink to={paths.products}>{t('myOrders.browseProducts')}</ButtonLink>
        </div>
      ) : orders.length === 0 ? (
        <p role="status">{t('myOrders.noMatch')}</p>
      ) : (
        <>
          <p role="status" data-testid="my-orders-count">
            {t('myOrders.count', { count: total })}
          </p>
          <ul className={styles.cards}>
            {orders.map((order) => (
              <OrderCard
                key={order.orderId}
                order={order}
                onReview={setReviewing}
                extra={<OrderProblemStatus orderIds={orders.map((shown) => shown.orderId)} orderId={order.orderId} />}
              />
            ))}
          </ul>
          {pages > 1 && (
            <nav className={styles.pager} aria-label={t('myOrders.pager.label')}>
              <Button
                variant="secondary"
                disabled={filter.page <= 1}
                onClick={() => setFilter((current) => ({ ...current, page: current.page - 1 }))}
              >
                {t('myOrders.pager.previous')}
              </Button>
              <span>{t('myOrders.pager.page', { page: filter.page, pages })}</span>
              <Button
                variant="secondary"
                disabled={filter.page >= pages}
                onClick={() => setFilter((current) => ({ ...current, page: current.page + 1 }))}
              >
                {t('myOrders.pager.next')}
              </Button>
            </nav>
          )}
        </>
      )}
      {reviewing && (
        <ReviewDialog
          key={reviewing.orderId}
          order={orders.find((order) => order.orderId === reviewing.orderId) ?? reviewing}
          onClose={() => setReviewing(null)}
        />
      )}
    </>
  );
}

export function MyOrdersRoute() {
  const { t } = useTranslation('orders');
  return (
    <section className={`container ${styles.page}`}>
      <title>{t('myOrders.pageTitle')}</title>
      <h1>{t('myOrders.heading')}</h1>
      <RequireAuth message={t('myOrders.loginRequired')}>
        <MyOrders />
      </RequireAuth>
    </section>
  );
}
