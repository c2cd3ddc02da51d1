import type { CustomerHistoryView, CustomerReceiptReview, MaskedCustomerHistoryView } from '@kedai/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { LoadingBlock } from '@/components/ui/spinner';
import { whatsappLink } from '@/config/business';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { activationGuide } from '@/features/orders/activation-guides';
import { useCustomerHistory } from '@/features/orders/api/get-customer-history';
import { guestOrderQuery, useGuestOrder } from '@/features/orders/api/get-guest-order';
import { useRentalOnly } from '@/features/orders/api/get-product-categories';
import { EmailProof } from '@/features/orders/components/email-proof';
import { RentalAccount } from '@/features/orders/components/rental-account';
import { useCopy } from '@/features/orders/hooks/use-copy';
import { useOrderLive } from '@/features/orders/hooks/use-order-live';
import { ProblemReportsPanel } from '@/features/problem-reports/components/problem-reports-panel';
import { statusLabelKey, statusMeaningKey } from '@/features/orders/order-status';
import { canUploadReceipt } from '@/features/orders/receipt-links';
import { errorMessage } from '@/lib/api-client';
import { usePublishPageContext } from '@/lib/page-context';
import { formatDate, formatDateTime } from '@/lib/format';
import { formatRM } from '@/lib/money';
import styles from './redeem.module.css';
import { WaitingForStock } from '@/features/orders/components/waiting-for-stock';

type Mode = 'order' | 'email';

function OrderResult({ orderId }: { orderId: string }) {
  const { t } = useTranslation('orders');
  const query = useGuestOrder(orderId);
  const { copied, copy } = useCopy();
  // The code, status and rental appear as soon as the admin acts, without a reload.
  const liveKeys = useMemo(() => [guestOrderQuery(orderId).queryKey], [orderId]);
  useOrderLive(orderId, query.data?.watchToken, liveKeys);
  usePublishPageContext({ orderId, productName: query.data?.items[0]?.name });
  const rentalOnly = useRentalOnly(query.data?.items.map((item) => item.productCode) ?? []);
  if (query.isPending) return <LoadingBlock label={t('redeem.order.loading')} />;
  if (query.isError) {
    return (
      <div className={styles.card}>
        <h2>{t('shared.orderNotFound')}</h2>
        <p>{errorMessage(query.error, t('redeem.order.notFoundFallback'))}</p>
        <ul className={styles.hints}>
          <li>{t('redeem.order.checkNumber')}</li>
          <li>{t('redeem.order.paymentsChecked')}</li>
          <li>
            <Trans
              t={t}
              i18nKey="redeem.stillStuck"
              components={{ supportLink: <a href={whatsappLink(t('redeem.order.whatsappNotFound', { orderId }))} /> }}
            />
          </li>
        </ul>
      </div>
    );
  }
  const order = query.data;
  const codes = order.autoDelivery.redeemCodes;
  const rentals = order.rentals ?? (order.rental ? [order.rental] : []);
  const nameOf = (productCode: string) =>
    order.items.find((item) => item.productCode === productCode)?.name ?? productCode;
  return (
    <div className={styles.card} data-testid="redeem-order">
      <h2>{t('shared.orderHeading', { orderId: order.orderId })}</h2>
      <dl className={styles.info}>
        <dt>{t('redeem.order.name')}</dt>
        <dd>{order.userName}</dd>
        <dt>{t('shared.ordered')}</dt>
        <dd>{formatDateTime(order.createdAt)}</dd>
        <dt>{t('shared.status')}</dt>
        <dd className={styles.status} data-testid="order-status">
          {t(statusLabelKey(order.status))}
        </dd>
        <dt>{t('shared.statusMeaning')}</dt>
        <dd data-testid="order-status-meaning">{t(statusMeaningKey(order.status, rentalOnly))}</dd>
      </dl>
      {order.receiptReview && <ReceiptReviewNotice orderId={order.orderId} review={order.receiptReview} />}
      <h3>{t('redeem.order.purchasedProducts')}</h3>
      <ul className={styles.products}>
        {order.items.map((item) => (
          <li key={`${item.productCode}-${item.name}`}>
            {item.name} <small>({item.productCode})</small> × {item.quantity}
          </li>
        ))}
      </ul>
      {rentals.map((rental) => (
        <RentalAccount key={rental.username} rental={rental} />
      ))}
      <WaitingForStock waiting={order.waitingForStock} />
      {codes.length === 0
        ? rentals.length === 0 &&
          !order.waitingForStock && (
            <Alert tone="info">
              {rentalOnly ? t('redeem.order.waitingForRental') : t('redeem.order.waitingForCode')}
            </Alert>
          )
        : codes.map((code) => {
            const guide = activationGuide(code.productCode);
            const ofProduct = codes.filter((other) => other.productCode === code.productCode);
            const position = ofProduct.indexOf(code) + 1;
            return (
              <section key={code.code} className={styles.code}>
                <h3>
                  {t('redeem.order.codeFor', { product: nameOf(code.productCode) })}
                  {ofProduct.length > 1
                    ? ` ${t('redeem.order.codePosition', { position, total: ofProduct.length })}`
                    : ''}
                </h3>
                <p className={styles.codeRow}>
                  <code data-testid="activation-code">{code.code}</code>
                  <Button size="sm" variant="secondary" onClick={() => void copy(code.code)}>
                    {copied === code.code ? t('shared.copied') : t('shared.copy')}
                  </Button>
                </p>
                <h4>{t('redeem.order.guideSteps', { title: guide.title })}</h4>
                <ol>
                  {guide.steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
                <h4>{t('redeem.order.notes')}</h4>
                <ul>
                  {guide.notes.map((note) => (
                    <li key={note}>{note}</li>
                  ))}
                </ul>
                {code.instructions && (
                  <details>
                    <summary>{t('redeem.order.detailedInstructions')}</summary>
                    <p>{code.instructions}</p>
                  </details>
                )}
              </section>
            );
          })}
      {order.watchToken && <ProblemReportsPanel orderId={order.orderId} token={order.watchToken} />}
      <p className={styles.codeRow}>
        <ButtonLink to={paths.installationGuideOrder(order.orderId)} variant="secondary" size="sm">
          {t('shared.installationGuide')}
        </ButtonLink>
        <ButtonLink to={paths.orderReceipt(order.orderId, order.watchToken)} variant="secondary" size="sm">
          {t('shared.receipt')}
        </ButtonLink>
        {!order.receiptReview && canUploadReceipt(order) && (
          <ButtonLink to={paths.uploadReceiptFor(order.orderId)} variant="secondary" size="sm">
            {t('shared.uploadPaymentReceipt')}
          </ButtonLink>
        )}
      </p>
      <Alert tone="info">
        <Trans
          t={t}
          i18nKey="redeem.order.help"
          components={{
            whatsappLink: <a href={whatsappLink(t('redeem.order.whatsappHelp', { orderId: order.orderId }))} />,
            tutorialsLink: <Link to={paths.activationTutorials} />,
            productTutorialsLink: <Link to={paths.productActivationTutorials} />,
          }}
        />
      </Alert>
    </div>
  );
}

/** How our team judged the payment receipt; a rejected one says why and links to a new upload. */
function ReceiptReviewNotice({ orderId, review }: { orderId: string; review: CustomerReceiptReview }) {
  const { t } = useTranslation('orders');
  if (review.status === 'rejected') {
    return (
      <Alert tone="error" title={t('redeem.receiptReview.rejected')}>
        <span data-testid="receipt-rejection-reason">{review.rejectionReason}</span>{' '}
        {review.canReplace && <Link to={paths.uploadReceiptFor(orderId)}>{t('shared.uploadNewReceipt')}</Link>}
      </Alert>
    );
  }
  if (review.status === 'pending') {
    return (
      <Alert tone="info">
        {t('redeem.receiptReview.pending')}{' '}
        {review.canReplace && <Link to={paths.uploadReceiptFor(orderId)}>{t('redeem.receiptReview.replace')}</Link>}
      </Alert>
    );
  }
  return <Alert tone="success">{t('redeem.receiptReview.confirmed')}</Alert>;
}

function EmailResult({ email }: { email: string }) {
  const { t } = useTranslation('orders');
  const query = useCustomerHistory(email);
  const queryClient = useQueryClient();
  if (query.isPending) return <LoadingBlock label={t('redeem.email.loading')} />;
  if (query.isError) {
    return (
      <div className={styles.card}>
        <h2>{t('redeem.email.notFound')}</h2>
        <p>{errorMessage(query.error, t('redeem.email.notFoundFallback'))}</p>
        <ul className={styles.hints}>
          <li>{t('redeem.email.useCheckoutEmail')}</li>
          <li>
            <Trans
              t={t}
              i18nKey="redeem.stillStuck"
              components={{ supportLink: <a href={whatsappLink(t('redeem.email.whatsappNotFound', { email }))} /> }}
            />
          </li>
        </ul>
      </div>
    );
  }
  const history: CustomerHistoryView | MaskedCustomerHistoryView = query.data;
  return (
    <div className={styles.card}>
      <h2>{t('redeem.email.heading', { email: history.email })}</h2>
      <div className={styles.tiles}>
        <p>
          <strong>{history.totalOrders}</strong> {t('redeem.email.totalOrders')}
        </p>
        <p>
          <strong>{history.activatedProducts}</strong> {t('redeem.email.activatedProducts')}
        </p>
        <p>
          <strong>{history.productTypes.length}</strong> {t('redeem.email.productTypes')}
        </p>
      </div>
      <h3>{t('redeem.email.productTypes')}</h3>
      <ul className={styles.products}>
        {history.productTypes.map((type) => (
          <li key={type}>{type}</li>
        ))}
      </ul>
      <h3>{t('redeem.email.orders')}</h3>
      {history.verified ? (
        <ul className={styles.orderList}>
          {history.orders.map((order) => (
            <li key={order.orderId}>
              <Link to={paths.redeemOrder(order.orderId)}>{order.orderId}</Link>
              <span>{formatDate(order.createdAt)}</span>
              <span className={styles.status}>{t(statusLabelKey(order.status))}</span>
              <span>{formatRM(order.totalAmount)}</span>
              {order.hasActivationCode && <span>{t('redeem.email.codeReady')}</span>}
              {order.waitingForStock && <span data-testid="history-waiting">{t('redeem.email.waitingForStock')}</span>}
            </li>
          ))}
        </ul>
      ) : null}
      {history.verified ? (
        <p>
          {/* The address is handed over in the history state, not the URL (/privacy/my-data reads it). */}
          <Link to={paths.guestDataExport} state={{ email }}>
            {t('redeem.email.downloadData')}
          </Link>
        </p>
      ) : (
        <>
          <p>{t('redeem.email.proveOwnership')}</p>
          <EmailProof
            email={email}
            onProved={() => void queryClient.invalidateQueries({ queryKey: ['customer-history', email] })}
          />
        </>
      )}
    </div>
  );
}

export function RedeemRoute() {
  const { t } = useTranslation('orders');
  const { status } = useAuth();
  const params = useParams<{ orderId?: string }>();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('order');
  const [orderText, setOrderText] = useState(params.orderId ?? '');
  const [emailText, setEmailText] = useState('');
  const [email, setEmail] = useState<string | null>(null);
  // Opening /redeem/{orderId} (e.g. from the e-mail list) shows that order in order-id mode.
  const [shownOrderId, setShownOrderId] = useState(params.orderId);
  if (params.orderId !== shownOrderId) {
    setShownOrderId(params.orderId);
    if (params.orderId) {
      setMode('order');
      setOrderText(params.orderId);
    }
  }

  if (status === 'authenticated') return <Navigate to={paths.myOrders} replace />;

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'order') {
      const id = orderText.trim().toUpperCase();
      if (id) void navigate(paths.redeemOrder(id));
    } else {
      const value = emailText.trim().toLowerCase();
      if (value) setEmail(value);
    }
  };

  const orderId = params.orderId?.trim().toUpperCase();
  return (
    <section className={`container ${styles.page}`}>
      <title>{t('redeem.pageTitle')}</title>
      <h1>{t('redeem.heading')}</h1>
      <p className={styles.lead}>{t('redeem.lead')}</p>
      <form className={styles.search} onSubmit={onSearch}>
        <fieldset className={styles.modes}>
          <legend className="sr-only">{t('redeem.searchBy')}</legend>
          <label>
            <input type="radio" name="mode" checked={mode === 'order'} onChange={() => setMode('order')} />{' '}
            {t('redeem.byOrderId')}
          </label>
          <label>
            <input type="radio" name="mode" checked={mode === 'email'} onChange={() => setMode('email')} />{' '}
            {t('redeem.byEmail')}
          </label>
        </fieldset>
        <div className={styles.searchRow}>
          {mode === 'order' ? (
            <Input
              aria-label={t('redeem.byOrderId')}
              placeholder={t('redeem.orderIdPlaceholder')}
              value={orderText}
              onChange={(event) => setOrderText(event.target.value)}
            />
          ) : (
            <Input
              aria-label={t('redeem.byEmail')}
              type="email"
              placeholder={t('redeem.emailPlaceholder')}
              value={emailText}
              onChange={(event) => setEmailText(event.target.value)}
            />
          )}
          <Button type="submit">{t('redeem.search')}</Button>
        </div>
      </form>
      {mode === 'order' && orderId && <OrderResult orderId={orderId} />}
      {mode === 'email' && email && <EmailResult email={email} />}
    </section>
  );
}
