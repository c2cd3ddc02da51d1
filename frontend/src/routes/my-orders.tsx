import type { OrderView } from '@kedai/contracts';
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
import { errorMessage } from '@/lib/api-client';
import styles from './account.module.css';

function MyOrders() {
  const { t } = useTranslation('orders');
  const query = useMyOrders();
  const [reviewing, setReviewing] = useState<OrderView | null>(null);
  if (query.isPending) return <LoadingBlock label={t('myOrders.loading')} />;
  if (query.isError) {
    return (
      <Alert tone="error">
        {errorMessage(query.error)} <Button onClick={() => void query.refetch()}>{t('myOrders.tryAgain')}</Button>
      </Alert>
    );
  }
  const { stats, orders } = query.data;
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
      {orders.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('myOrders.empty')}</p>
          <ButtonLink to={paths.products}>{t('myOrders.browseProducts')}</ButtonLink>
        </div>
      ) : (
        <ul className={styles.cards}>
          {orders.map((order) => (
            <OrderCard key={order.orderId} order={order} onReview={setReviewing} />
          ))}
        </ul>
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
