import { formatMoney, type OrderReceiptDocument } from '@kedai/contracts';
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
import styles from './order-receipt.module.css';
import { onMalaysiaTime, shopZoneLabel } from '@/lib/shop-zone-label';

const percent = (rate: number) => (Number.isInteger(rate) ? String(rate) : rate.toFixed(2));

function ReceiptSheet({ receipt }: { receipt: OrderReceiptDocument }) {
  const { t } = useTranslation('orders');
  const { t: tc } = useTranslation();
  const money = (amount: number) => formatMoney(amount, receipt.currency);
  const { seller, tax } = receipt;
  const invoice = receipt.kind === 'invoice';
  return (
    <article className={styles.sheet} aria-labelledby="receipt-title" data-testid="customer-receipt">
      <header className={styles.head}>
        <div>
          <div className={styles.shop}>{seller.name}</div>
          <div className={styles.seller} data-testid="receipt-seller">
            {seller.registrationNumber && <div>{t('receipt.registration', { number: seller.registrationNumber })}</div>}
            {seller.address && <div className={styles.address}>{seller.address}</div>}
            {seller.email && <div>{seller.email}</div>}
          </div>
          <h1 id="receipt-title">{invoice ? t('receipt.invoiceHeading') : t('receipt.heading')}</h1>
        </div>
        <div>
          {receipt.invoiceNumber && (
            <div className={styles.orderId} data-testid="receipt-invoice-number">
              {t('receipt.invoiceNumber')} {receipt.invoiceNumber}
            </div>
          )}
          {receipt.invoiceIssuedAtText && (
            <div>
              {t('receipt.invoiceDate')}: {receipt.invoiceIssuedAtText}
            </div>
          )}
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
        {receipt.company && (
          <>
            <dt>{t('receipt.company')}</dt>
            <dd data-testid="receipt-company">{receipt.company.name}</dd>
            {receipt.company.registrationNumber && (
              <>
                <dt>{t('receipt.companyRegistration')}</dt>
                <dd>{receipt.company.registrationNumber}</dd>
              </>
            )}
          </>
        )}
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
              <td>{money(line.unitPrice)}</td>
              <td>{money(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {receipt.discount && (
            <tr>
              <th scope="row" colSpan={3}>
                {t('shared.discount', { code: receipt.discount.code })}
              </th>
              <td data-testid="receipt-discount">−{money(receipt.discount.amount)}</td>
            </tr>
          )}
          {tax && (
            <>
              <tr>
                <th scope="row" colSpan={3}>
                  {t('receipt.subtotal')}
                </th>
                <td>{money(tax.subtotal)}</td>
              </tr>
              <tr>
                <th scope="row" colSpan={3}>
                  {t('receipt.sst', { rate: percent(tax.ratePercent) })}
                </th>
                <td data-testid="receipt-tax">{money(tax.tax)}</td>
              </tr>
            </>
          )}
          <tr>
            <th scope="row" colSpan={3}>
              {t('shared.total')}
            </th>
            <td data-testid="receipt-total">{money(receipt.totalAmount)}</td>
          </tr>
        </tfoot>
      </table>
      <p className={styles.note}>
        {tax?.pricesIncludeTax && `${t('receipt.pricesIncludeTax', { rate: percent(tax.ratePercent) })} `}
        {t('receipt.note', { currency: tc(`footer.currencyNames.${receipt.currency}`) })}
      </p>
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
