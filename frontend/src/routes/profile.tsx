import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { LoadingBlock } from '@/components/ui/spinner';
import { TabList, tabPanelProps } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useUpdateProfile } from '@/features/auth/api/update-profile';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { useLikes } from '@/features/catalog/hooks/use-likes';
import { useMyOrders } from '@/features/orders/api/get-my-orders';
import { useMyReviews } from '@/features/orders/api/get-my-reviews';
import { statusLabel } from '@/features/orders/order-status';
import { canUploadReceipt } from '@/features/orders/receipt-links';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatDateTime } from '@/lib/format';
import { formatRM } from '@/lib/money';
import styles from './account.module.css';

type Tab = 'profile' | 'orders' | 'reviews' | 'favorites';
const TABS = [
  { value: 'profile', label: 'Profile' },
  { value: 'orders', label: 'Orders' },
  { value: 'reviews', label: 'Reviews' },
  { value: 'favorites', label: 'Favorites' },
] as const;

function Profile() {
  const { user } = useAuth();
  const logout = useLogout();
  const orders = useMyOrders();
  const reviews = useMyReviews();
  const likes = useLikes();
  const [tab, setTab] = useState<Tab>('profile');
  const [phone, setPhone] = useState(user?.phone ?? '');
  const saveProfile = useUpdateProfile();
  if (orders.isPending || reviews.isPending) return <LoadingBlock label="Loading your profile..." />;
  const orderList = orders.data?.orders ?? [];
  const reviewList = reviews.data ?? [];
  const average = reviewList.length
    ? (reviewList.reduce((sum, review) => sum + review.rating, 0) / reviewList.length).toFixed(1)
    : '–';

  return (
    <>
      <div className={styles.tiles}>
        <p>
          <strong>{orders.data?.stats.totalOrders ?? 0}</strong> Orders
        </p>
        <p>
          <strong>{reviewList.length}</strong> Reviews
        </p>
        <p>
          <strong>{average}</strong> Average rating given
        </p>
        <p>
          <strong>{likes.count}</strong> Favourites
        </p>
      </div>
      <TabList idBase="profile" label="Profile sections" items={TABS} value={tab} onChange={setTab} />
      <div {...tabPanelProps('profile', tab)} className={styles.card}>
        {tab === 'profile' && (
          <>
            <dl className={styles.info}>
              <dt>Name</dt>
              <dd>{user?.name}</dd>
              <dt>E-mail</dt>
              <dd>{user?.email}</dd>
            </dl>
            <form
              className={styles.phoneForm}
              onSubmit={(event: FormEvent) => {
                event.preventDefault();
                saveProfile.mutate({ phone });
              }}
            >
              <Field label="Phone" hint="Digits only">
                {(control) => (
                  <Input
                    {...control}
                    inputMode="numeric"
                    value={phone}
                    onChange={(event) => {
                      saveProfile.reset();
                      setPhone(event.target.value.replace(/\D/g, ''));
                    }}
                  />
                )}
              </Field>
              <Button type="submit" variant="secondary" loading={saveProfile.isPending}>
                Save phone
              </Button>
            </form>
            {saveProfile.isSuccess && <Alert tone="success">Phone number saved</Alert>}
            {saveProfile.isError && <Alert tone="error">{errorMessage(saveProfile.error)}</Alert>}
            <div>
              <Button variant="danger-outline" loading={logout.isPending} onClick={() => logout.mutate()}>
                Logout
              </Button>
            </div>
          </>
        )}
        {tab === 'orders' &&
          (orderList.length === 0 ? (
            <p>
              No orders yet. <Link to={paths.products}>Browse products</Link>
            </p>
          ) : (
            <ul className={styles.list}>
              {orderList.map((order) => (
                <li key={order.orderId}>
                  <Link to={paths.order(order.orderId)}>{order.orderId}</Link> · {statusLabel(order.status)} ·{' '}
                  {formatRM(order.totalAmount)} · {formatDateTime(order.createdAt)} ·{' '}
                  <Link to={paths.orderReceipt(order.orderId)}>Receipt</Link>
                  {canUploadReceipt(order) && (
                    <>
                      {' · '}
                      <Link to={paths.uploadReceiptFor(order.orderId)}>Upload receipt</Link>
                    </>
                  )}
                  <ul>
                    {order.items.map((item) => (
                      <li key={`${item.productCode}-${item.optionValue ?? ''}`}>
                        {item.title} × {item.quantity} ({formatRM(item.unitPrice)})
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          ))}
        {tab === 'reviews' &&
          (reviewList.length === 0 ? (
            <p>
              No reviews yet. Rate a delivered order from <Link to={paths.myOrders}>My Orders</Link>.
            </p>
          ) : (
            <>
              <ul className={styles.list}>
                {reviewList.map((review) => (
                  <li key={review.id}>
                    <Link to={paths.product(review.productId)}>{review.productName}</Link>: {review.rating}/5
                    {review.comment && ` · “${review.comment}”`} · {formatDate(review.createdAt)}
                  </li>
                ))}
              </ul>
              <Link to={paths.viewRatings}>See all ratings</Link>
            </>
          ))}
        {tab === 'favorites' && (
          <>
            <p>
              You have {likes.count} favourite{likes.count === 1 ? '' : 's'}.
            </p>
            <ButtonLink to={paths.myLikes} variant="secondary">
              Open My Likes
            </ButtonLink>
          </>
        )}
      </div>
    </>
  );
}

export function ProfileRoute() {
  return (
    <section className={`container ${styles.page}`}>
      <title>Profile · Kedai</title>
      <h1>My Profile</h1>
      <RequireAuth message="Please login to view your profile">
        <Profile />
      </RequireAuth>
    </section>
  );
}
