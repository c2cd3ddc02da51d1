import type { OrderView } from '@kedai/contracts';
import { useState } from 'react';
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
  const query = useMyOrders();
  const [reviewing, setReviewing] = useState<OrderView | null>(null);
  if (query.isPending) return <LoadingBlock label="Loading your orders..." />;
  if (query.isError) {
    return (
      <Alert tone="error">
        {errorMessage(query.error)} <Button onClick={() => void query.refetch()}>Try Again</Button>
      </Alert>
    );
  }
  const { stats, orders } = query.data;
  return (
    <>
      <div className={styles.tiles}>
        <p>
          <strong data-testid="stat-total">{stats.totalOrders}</strong> Total Orders
        </p>
        <p>
          <strong data-testid="stat-completed">{stats.completed}</strong> Completed
        </p>
        <p>
          <strong data-testid="stat-reviewed">{stats.reviewed}</strong> Reviewed
        </p>
        <p>
          <strong data-testid="stat-active">{stats.active}</strong> Active
        </p>
      </div>
      {orders.length === 0 ? (
        <div className={styles.empty}>
          <p>You have no orders yet.</p>
          <ButtonLink to={paths.products}>Browse Products</ButtonLink>
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
  return (
    <section className={`container ${styles.page}`}>
      <title>My Orders · Kedai</title>
      <h1>My Orders</h1>
      <RequireAuth message="Please login to view your order history">
        <MyOrders />
      </RequireAuth>
    </section>
  );
}
