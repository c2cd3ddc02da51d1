import type { OrderReceiptDocument } from '@kedai/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { buttonClass } from '@/components/ui/button-styles';
import { LoadingBlock } from '@/components/ui/spinner';
import { loginPath, paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { orderReceiptPdfUrl, useOrderReceipt } from '@/features/orders/api/get-order-receipt';
import { errorMessage } from '@/lib/api-client';
import { formatRM } from '@/lib/money';
import styles from './order-receipt.module.css';
import { onMalaysiaTime, shopZoneLabel } from '@/lib/shop-zone-label';

function ReceiptSheet({ receipt }: { receipt: OrderReceiptDocument }) {
  const { t } = useTranslation('orders');
  return (
    <article className={styles.sheet} aria-labelledby="receipt-title" data-testid="customer-receipt">
      <header className={styles.head}>
        <div>
          <div className={styles.shop}>{receipt.shopName}</div>
          <h1 id="receipt-title">{t('receipt.heading')}</h1>
        </div>
        <div>
          <div className={styles.orderId}>{t('shared.orderHeading', { orderId: receipt.orderId })}</div>
          <div>
            {onMalaysiaTime()
              ? t('receipt.createdAt', { time: receipt.createdAtText })
              : t('receipt.createdAtIn', {
                  time: receipt.createdAtText,
                  zone: shopZoneLabel(new Date(receipt.createdAt)),
                })}
          </div>
        </div>
      </header>
      <dl className={styles.facts}>
        <dt>{t('receipt.customer')}</dt>
        <dd>{receipt.customerName}</dd>
        <dt>{t('receipt.paymentMethod')}</dt>
        <dd>{receipt.paymentMethod}</dd>
        <dt>{t('receipt.paymentStatus')}</dt>
        <dd data-testid="receipt-payment-status">{receipt.paymentStatus}</dd>
      </dl>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('receipt.columns.item')}</th>
            <th scope="col">{t('receipt.columns.quantity')}</th>
            <th scope="col">{t('receipt.columns.unitPrice')}</th>
            <th scope="col">{t('receipt.columns.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {receipt.lines.map((line, index) => (
            <tr key={index}>
              <td>
                {line.title}
                {line.optionLabel && ` · ${line.optionLabel}`}
              </td>
              <td>{line.quantity}</td>
              <td>{formatRM(line.unitPrice)}</td>
              <td>{formatRM(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t('shared.total')}
            </th>
            <td data-testid="receipt-total">{formatRM(receipt.totalAmount)}</td>
          </tr>
        </tfoot>
      </table>
      <p className={styles.note}>{t('receipt.note')}</p>
    </article>
  );
}

/** /order/{orderId}/receipt: the printable receipt, for the order's owner or a guest holding its access link. */
export function OrderReceiptRoute() {
  const { t } = useTranslation('orders');
  const { orderId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const { status } = useAuth();
  const waitingForSession = !token && status === 'loading';
  // Without the access token only the signed-in owner may ask; nobody else is sent to the server.
  const canAsk = Boolean(token) || status === 'authenticated';
  const query = useOrderReceipt(canAsk ? orderId.trim().toUpperCase() : '', token);

  let body;
  if (!token && status === 'anonymous') {
    body = (
      <Alert tone="info" title={t('receipt.signIn.title')}>
        <Trans
          t={t}
          i18nKey="receipt.signIn.body"
          components={{
            loginLink: <Link to={loginPath(paths.orderReceipt(orderId))} />,
            redeemLink: <Link to={paths.redeemOrder(orderId)} />,
          }}
        />
      </Alert>
    );
  } else if (waitingForSession || query.isPending) {
    body = <LoadingBlock label={t('receipt.loading')} />;
  } else if (query.isError) {
    body = (
      <Alert tone="error" title={t('receipt.unavailable.title')}>
        {errorMessage(query.error, t('receipt.unavailable.fallback'))}{' '}
        <Trans
          t={t}
          i18nKey="receipt.unavailable.body"
          components={{
            redeemLink: <Link to={paths.redeemOrder(orderId)} />,
            ordersLink: <Link to={paths.myOrders} />,
          }}
        />
      </Alert>
    );
  } else {
    const receipt = query.data;
    body = (
      <>
        <div className={styles.actions}>
          <Button onClick={() => window.print()}>{t('receipt.print')}</Button>
          <a
            className={buttonClass({ variant: 'secondary' })}
            href={orderReceiptPdfUrl(receipt.orderId, receipt.accessToken)}
            download={`receipt-${receipt.orderId}.pdf`}
          >
            {t('receipt.downloadPdf')}
          </a>
          {receipt.canReplaceReceipt && (
            <ButtonLink to={paths.uploadReceiptFor(receipt.orderId)} variant="ghost">
              {t('shared.uploadPaymentReceipt')}
            </ButtonLink>
          )}
        </div>
        <ReceiptSheet receipt={receipt} />
      </>
    );
  }
  return (
    <section className={`container ${styles.page}`}>
      <title>{t('receipt.pageTitle', { orderId })}</title>
      {body}
    </section>
  );
}
