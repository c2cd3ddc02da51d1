import { isRentalOnly } from '@kedai/contracts';
import { useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { whatsappLink } from '@/config/business';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { myOrderQuery, useMyOrder } from '@/features/orders/api/get-my-order';
import { RentalAccount } from '@/features/orders/components/rental-account';
import { useCopy } from '@/features/orders/hooks/use-copy';
import { useOrderLive } from '@/features/orders/hooks/use-order-live';
import { statusLabelKey, statusMeaningKey } from '@/features/orders/order-status';
import { canUploadReceipt } from '@/features/orders/receipt-links';
import { errorMessage } from '@/lib/api-client';
import { requestLiveChat, usePublishPageContext } from '@/lib/page-context';
import { formatRM } from '@/lib/money';
import styles from './account.module.css';
import { formatDateTime } from '@/lib/format';
import { WaitingForStock } from '@/features/orders/components/waiting-for-stock';
import { ProblemReportsPanel } from '@/features/problem-reports/components/problem-reports-panel';

function OrderDetail({ orderId }: { orderId: string }) {
  const { t } = useTranslation('orders');
  const query = useMyOrder(orderId);
  const { copied, copy } = useCopy();
  const liveKeys = useMemo(() => [myOrderQuery(orderId).queryKey], [orderId]);
  useOrderLive(orderId, query.data?.watchToken, liveKeys);
  usePublishPageContext({ orderId, productName: query.data?.items[0]?.title });
  if (query.isPending) return <LoadingBlock label={t('detail.loading')} />;
  if (query.isError) {
    return (
      <div className={styles.card}>
        <h2>{t('shared.orderNotFound')}</h2>
        <p>{errorMessage(query.error, t('detail.notFoundFallback'))}</p>
        <ButtonLink to={paths.myOrders}>{t('detail.backToOrders')}</ButtonLink>
      </div>
    );
  }
  const order = query.data;
  const rentalOnly = isRentalOnly(order.items);
  return (
    <div className={styles.card}>
      <h1 className={styles.cardTitle}>{t('shared.orderHeading', { orderId: order.orderId })}</h1>
      <dl className={styles.info}>
        <dt>{t('shared.status')}</dt>
        <dd className={styles.status} data-testid="order-status">
          {t(statusLabelKey(order.status))}
        </dd>
        <dt>{t('shared.statusMeaning')}</dt>
        <dd data-testid="order-status-meaning">{t(statusMeaningKey(order.status, rentalOnly))}</dd>
        <dt>{t('shared.ordered')}</dt>
        <dd>{formatDateTime(order.createdAt)}</dd>
        {order.shippedAt && (
          <>
            <dt>{t('detail.delivered')}</dt>
            <dd>{formatDateTime(order.shippedAt)}</dd>
          </>
        )}
        <dt>{t('detail.installationGuide')}</dt>
        <dd>{order.installationStepsSent ? t('detail.guideSent') : t('detail.guideNotSent')}</dd>
        {order.discount && (
          <>
            <dt>{t('shared.discount', { code: order.discount.code })}</dt>
            <dd data-testid="order-discount">−{formatRM(order.discount.amount)}</dd>
          </>
        )}
        <dt>{t('shared.total')}</dt>
        <dd>{formatRM(order.totalAmount)}</dd>
        <dt>{t('detail.whatsapp')}</dt>
        <dd>{order.whatsapp}</dd>
      </dl>
      <h3>{t('detail.items')}</h3>
      <ul className={styles.list}>
        {order.items.map((item) => (
          <li key={`${item.productCode}-${item.optionValue ?? ''}`}>
            {item.title}
            {item.optionLabel && ` · ${item.optionLabel}`} × {item.quantity} — {formatRM(item.lineTotal)}
          </li>
        ))}
      </ul>
      {(order.rentals ?? (order.rental ? [order.rental] : [])).map((rental) => (
        <RentalAccount key={rental.username} rental={rental} />
      ))}
      <WaitingForStock waiting={order.waitingForStock} />
      {order.codes && order.codes.length > 0 ? (
        <div data-testid="activation-code">
          {order.codes.map((code) => (
            <p key={code.code} className={styles.row}>
              {t('detail.activationCodeFor', {
                product: order.items.find((item) => item.productCode === code.productCode)?.title ?? code.productCode,
              })}{' '}
              <code>{code.code}</code>
              <Button size="sm" variant="secondary" onClick={() => void copy(code.code)}>
                {copied ? t('shared.copied') : t('shared.copy')}
              </Button>
            </p>
          ))}
        </div>
      ) : (
        order.activationCode && (
          <p className={styles.row} data-testid="activation-code">
            {t('detail.activationCode')} <code>{order.activationCode}</code>
            <Button size="sm" variant="secondary" onClick={() => void copy(order.activationCode ?? '')}>
              {copied ? t('shared.copied') : t('shared.copy')}
            </Button>
          </p>
        )
      )}
      <ProblemReportsPanel orderId={order.orderId} token={order.watchToken} />
      <h3>{t('detail.quickActions')}</h3>
      <div className={styles.row}>
        <ButtonLink to={paths.installationGuideOrder(order.orderId)} variant="secondary" size="sm">
          {t('shared.installationGuide')}
        </ButtonLink>
        <ButtonLink to={paths.orderReceipt(order.orderId)} variant="secondary" size="sm">
          {t('shared.receipt')}
        </ButtonLink>
        {canUploadReceipt(order) && (
          <ButtonLink to={paths.uploadReceiptFor(order.orderId)} variant="secondary" size="sm">
            {order.receiptReview?.status === 'rejected'
              ? t('shared.uploadNewReceipt')
              : t('shared.replacePaymentReceipt')}
          </ButtonLink>
        )}
        <Button variant="secondary" size="sm" onClick={requestLiveChat}>
          {t('shared.contactSupport')}
        </Button>
        <a
          href={whatsappLink(t('detail.whatsappMessage', { orderId: order.orderId }))}
          target="_blank"
          rel="noreferrer"
        >
          {t('shared.messageOnWhatsapp')}
        </a>
      </div>
      <p data-testid="order-notes">
        {t('detail.notes.label')} {rentalOnly ? t('detail.notes.rentalOnly') : t('detail.notes.codes')}
        {!rentalOnly && order.rental && ` ${t('detail.notes.rentalToo')}`}{' '}
        <Trans
          t={t}
          i18nKey="detail.notes.policy"
          components={{ policyLink: <Link to={paths.policies.accessTime} /> }}
        />
      </p>
    </div>
  );
}

export function OrderDetailRoute() {
  const { t } = useTranslation('orders');
  const { orderId = '' } = useParams();
  return (
    <section className={`container ${styles.page}`}>
      <title>{t('detail.pageTitle')}</title>
      <RequireAuth message={t('detail.loginRequired')}>
        <OrderDetail orderId={orderId} />
      </RequireAuth>
    </section>
  );
}
