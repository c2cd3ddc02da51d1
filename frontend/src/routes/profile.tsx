import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
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
import { SessionsPanel } from '@/features/auth/components/sessions-panel';
import { TwoFactorPanel } from '@/features/auth/components/two-factor-panel';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { useLikes } from '@/features/catalog/hooks/use-likes';
import { YourDataPanel } from '@/features/data-rights/components/your-data-panel';
import { useMyOrders } from '@/features/orders/api/get-my-orders';
import { useMyReviews } from '@/features/orders/api/get-my-reviews';
import { statusLabelKey } from '@/features/orders/order-status';
import { canUploadReceipt } from '@/features/orders/receipt-links';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatDateTime } from '@/lib/format';
import { formatRM } from '@/lib/money';
import styles from './account.module.css';

type Tab = 'profile' | 'orders' | 'reviews' | 'favorites' | 'security' | 'data';
const TABS: readonly Tab[] = ['profile', 'orders', 'reviews', 'favorites', 'security', 'data'];

function Profile() {
  const { t } = useTranslation('account');
  // The order status words are the `orders` catalogue's (loaded with this route too).
  const { t: tOrders } = useTranslation('orders');
  const { t: tSecurity } = useTranslation('security');
  const { user } = useAuth();
  const logout = useLogout();
  const orders = useMyOrders();
  const reviews = useMyReviews();
  const likes = useLikes();
  const [tab, setTab] = useState<Tab>('profile');
  const [phone, setPhone] = useState(user?.phone ?? '');
  const saveProfile = useUpdateProfile();
  if (orders.isPending || reviews.isPending) return <LoadingBlock label={t('profile.loading')} />;
  const orderList = orders.data?.orders ?? [];
  const reviewList = reviews.data ?? [];
  const average = reviewList.length
    ? (reviewList.reduce((sum, review) => sum + review.rating, 0) / reviewList.length).toFixed(1)
    : '–';
  const tabs = TABS.map((value) => ({
    value,
    label: value === 'security' ? tSecurity('tab') : t(`profile.tabs.${value}`),
  }));
  const strong = { strong: <strong /> };

  return (
    <>
      <div className={styles.tiles}>
        <p>
          <Trans
            t={t}
            i18nKey="profile.stats.orders"
            values={{ value: orders.data?.stats.totalOrders ?? 0 }}
            components={strong}
          />
        </p>
        <p>
          <Trans t={t} i18nKey="profile.stats.reviews" values={{ value: reviewList.length }} components={strong} />
        </p>
        <p>
          <Trans t={t} i18nKey="profile.stats.averageRating" values={{ value: average }} components={strong} />
        </p>
        <p>
          <Trans t={t} i18nKey="profile.stats.favourites" values={{ value: likes.count }} components={strong} />
        </p>
      </div>
      <TabList idBase="profile" label={t('profile.tabs.label')} items={tabs} value={tab} onChange={setTab} />
      <div {...tabPanelProps('profile', tab)} className={styles.card}>
        {tab === 'profile' && (
          <>
            <dl className={styles.info}>
              <dt>{t('fields.name')}</dt>
              <dd>{user?.name}</dd>
              <dt>{t('fields.email')}</dt>
              <dd>{user?.email}</dd>
            </dl>
            <form
              className={styles.phoneForm}
              onSubmit={(event: FormEvent) => {
                event.preventDefault();
                saveProfile.mutate({ phone });
              }}
            >
              <Field label={t('fields.phone')} hint={t('profile.phoneHint')}>
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
                {t('profile.savePhone')}
              </Button>
            </form>
            {saveProfile.isSuccess && <Alert tone="success">{t('profile.phoneSaved')}</Alert>}
            {saveProfile.isError && <Alert tone="error">{errorMessage(saveProfile.error)}</Alert>}
            <div>
              <Button variant="danger-outline" loading={logout.isPending} onClick={() => logout.mutate()}>
                {t('profile.logout')}
              </Button>
            </div>
          </>
        )}
        {tab === 'security' && (
          <>
            <TwoFactorPanel />
            <SessionsPanel />
          </>
        )}
        {tab === 'data' && <YourDataPanel />}
        {tab === 'orders' &&
          (orderList.length === 0 ? (
            <p>
              <Trans t={t} i18nKey="profile.orders.empty" components={{ browse: <Link to={paths.products} /> }} />
            </p>
          ) : (
            <ul className={styles.list}>
              {orderList.map((order) => (
                <li key={order.orderId}>
                  <Link to={paths.order(order.orderId)}>{order.orderId}</Link> · {tOrders(statusLabelKey(order.status))}{' '}
                  · {formatRM(order.totalAmount)} · {formatDateTime(order.createdAt)} ·{' '}
                  <Link to={paths.orderReceipt(order.orderId)}>{t('profile.orders.receipt')}</Link>
                  {canUploadReceipt(order) && (
                    <>
                      {' · '}
                      <Link to={paths.uploadReceiptFor(order.orderId)}>{t('profile.orders.uploadReceipt')}</Link>
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
              <Trans t={t} i18nKey="profile.reviews.empty" components={{ myOrders: <Link to={paths.myOrders} /> }} />
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
              <Link to={paths.viewRatings}>{t('profile.reviews.seeAll')}</Link>
            </>
          ))}
        {tab === 'favorites' && (
          <>
            <p>{t('profile.favorites.count', { count: likes.count })}</p>
            <ButtonLink to={paths.myLikes} variant="secondary">
              {t('profile.favorites.openMyLikes')}
            </ButtonLink>
          </>
        )}
      </div>
    </>
  );
}

export function ProfileRoute() {
  const { t } = useTranslation('account');
  return (
    <section className={`container ${styles.page}`}>
      <title>{t('profile.pageTitle')}</title>
      <h1>{t('profile.heading')}</h1>
      <RequireAuth message={t('profile.loginRequired')}>
        <Profile />
      </RequireAuth>
    </section>
  );
}
