import type { CustomerHistoryView, CustomerReceiptReview, MaskedCustomerHistoryView } from '@kedai/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
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
import { statusLabel, statusMeaning } from '@/features/orders/order-status';
import { canUploadReceipt } from '@/features/orders/receipt-links';
import { errorMessage } from '@/lib/api-client';
import { usePublishPageContext } from '@/lib/page-context';
import { formatDate, formatDateTime } from '@/lib/format';
import { formatRM } from '@/lib/money';
import styles from './redeem.module.css';
import { WaitingForStock } from '@/features/orders/components/waiting-for-stock';

type Mode = 'order' | 'email';

function OrderResult({ orderId }: { orderId: string }) {
  const query = useGuestOrder(orderId);
  const { copied, copy } = useCopy();
  // The code, status and rental appear as soon as the admin acts, without a reload.
  const liveKeys = useMemo(() => [guestOrderQuery(orderId).queryKey], [orderId]);
  useOrderLive(orderId, query.data?.watchToken, liveKeys);
  usePublishPageContext({ orderId, productName: query.data?.items[0]?.name });
  const rentalOnly = useRentalOnly(query.data?.items.map((item) => item.productCode) ?? []);
  if (query.isPending) return <LoadingBlock label="Finding your order..." />;
  if (query.isError) {
    return (
      <div className={styles.card}>
        <h2>Order Not Found</h2>
        <p>{errorMessage(query.error, 'Order not found or unable to retrieve activation information')}</p>
        <ul className={styles.hints}>
          <li>Check the order number on your confirmation page or e-mail (10 digits and 5 letters).</li>
          <li>Payments are checked by our team; a new order can take a few minutes to appear.</li>
          <li>
            Still stuck? <a href={whatsappLink(`Hi Kedai, I cannot find my order ${orderId}.`)}>Contact support</a>.
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
      <h2>Order {order.orderId}</h2>
      <dl className={styles.info}>
        <dt>Name</dt>
        <dd>{order.userName}</dd>
        <dt>Ordered</dt>
        <dd>{formatDateTime(order.createdAt)}</dd>
        <dt>Status</dt>
        <dd className={styles.status} data-testid="order-status">
          {statusLabel(order.status)}
        </dd>
        <dt>What it means</dt>
        <dd data-testid="order-status-meaning">{statusMeaning(order.status, rentalOnly)}</dd>
      </dl>
      {order.receiptReview && <ReceiptReviewNotice orderId={order.orderId} review={order.receiptReview} />}
      <h3>Purchased products</h3>
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
              {rentalOnly
                ? 'Your game account appears here once our team delivers it; rental time starts then. This page updates by itself.'
                : 'Your activation code appears here once our team has confirmed your payment. This page updates by itself.'}
            </Alert>
          )
        : codes.map((code) => {
            const guide = activationGuide(code.productCode);
            const ofProduct = codes.filter((other) => other.productCode === code.productCode);
            const position = ofProduct.indexOf(code) + 1;
            return (
              <section key={code.code} className={styles.code}>
                <h3>
                  Activation code for {nameOf(code.productCode)}
                  {ofProduct.length > 1 ? ` (${position} of ${ofProduct.length})` : ''}
                </h3>
                <p className={styles.codeRow}>
                  <code data-testid="activation-code">{code.code}</code>
                  <Button size="sm" variant="secondary" onClick={() => void copy(code.code)}>
                    {copied === code.code ? 'Copied' : 'Copy'}
                  </Button>
                </p>
                <h4>{guide.title}: steps</h4>
                <ol>
                  {guide.steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
                <h4>Notes</h4>
                <ul>
                  {guide.notes.map((note) => (
                    <li key={note}>{note}</li>
                  ))}
                </ul>
                {code.instructions && (
                  <details>
                    <summary>Detailed instructions</summary>
                    <p>{code.instructions}</p>
                  </details>
                )}
              </section>
            );
          })}
      <p className={styles.codeRow}>
        <ButtonLink to={paths.installationGuideOrder(order.orderId)} variant="secondary" size="sm">
          Installation Guide
        </ButtonLink>
        <ButtonLink to={paths.orderReceipt(order.orderId, order.watchToken)} variant="secondary" size="sm">
          Receipt
        </ButtonLink>
        {!order.receiptReview && canUploadReceipt(order) && (
          <ButtonLink to={paths.uploadReceiptFor(order.orderId)} variant="secondary" size="sm">
            Upload payment receipt
          </ButtonLink>
        )}
      </p>
      <Alert tone="info">
        Need help activating?{' '}
        <a href={whatsappLink(`Hi Kedai, I need help with order ${order.orderId}.`)}>Message us on WhatsApp</a>. See
        also the <Link to={paths.activationTutorials}>activation tutorials</Link> and{' '}
        <Link to={paths.productActivationTutorials}>product activation tutorials</Link>.
      </Alert>
    </div>
  );
}

/** How our team judged the payment receipt; a rejected one says why and links to a new upload. */
function ReceiptReviewNotice({ orderId, review }: { orderId: string; review: CustomerReceiptReview }) {
  if (review.status === 'rejected') {
    return (
      <Alert tone="error" title="Your payment receipt was not accepted">
        <span data-testid="receipt-rejection-reason">{review.rejectionReason}</span>{' '}
        {review.canReplace && <Link to={paths.uploadReceiptFor(orderId)}>Upload a new receipt</Link>}
      </Alert>
    );
  }
  if (review.status === 'pending') {
    return (
      <Alert tone="info">
        Our team is checking your payment receipt.{' '}
        {review.canReplace && <Link to={paths.uploadReceiptFor(orderId)}>Uploaded the wrong one? Replace it</Link>}
      </Alert>
    );
  }
  return <Alert tone="success">Payment confirmed.</Alert>;
}

function EmailResult({ email }: { email: string }) {
  const query = useCustomerHistory(email);
  const queryClient = useQueryClient();
  if (query.isPending) return <LoadingBlock label="Finding your orders..." />;
  if (query.isError) {
    return (
      <div className={styles.card}>
        <h2>No Orders Found for Email</h2>
        <p>{errorMessage(query.error, 'No orders found for this email address')}</p>
        <ul className={styles.hints}>
          <li>Use the e-mail you entered at checkout.</li>
          <li>
            Still stuck? <a href={whatsappLink(`Hi Kedai, I cannot find orders for ${email}.`)}>Contact support</a>.
          </li>
        </ul>
      </div>
    );
  }
  const history: CustomerHistoryView | MaskedCustomerHistoryView = query.data;
  return (
    <div className={styles.card}>
      <h2>Orders for {history.email}</h2>
      <div className={styles.tiles}>
        <p>
          <strong>{history.totalOrders}</strong> Total orders
        </p>
        <p>
          <strong>{history.activatedProducts}</strong> Activated products
        </p>
        <p>
          <strong>{history.productTypes.length}</strong> Product types
        </p>
      </div>
      <h3>Product types</h3>
      <ul className={styles.products}>
        {history.productTypes.map((type) => (
          <li key={type}>{type}</li>
        ))}
      </ul>
      <h3>Orders</h3>
      {history.verified ? (
        <ul className={styles.orderList}>
          {history.orders.map((order) => (
            <li key={order.orderId}>
              <Link to={paths.redeemOrder(order.orderId)}>{order.orderId}</Link>
              <span>{formatDate(order.createdAt)}</span>
              <span className={styles.status}>{statusLabel(order.status)}</span>
              <span>{formatRM(order.totalAmount)}</span>
              {order.hasActivationCode && <span>Code ready</span>}
              {order.waitingForStock && <span data-testid="history-waiting">Waiting for stock</span>}
            </li>
          ))}
        </ul>
      ) : (
        <>
          <p>To see your orders and their codes, confirm that this e-mail address is yours.</p>
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
      if (id) navigate(paths.redeemOrder(id));
    } else {
      const value = emailText.trim().toLowerCase();
      if (value) setEmail(value);
    }
  };

  const orderId = params.orderId?.trim().toUpperCase();
  return (
    <section className={`container ${styles.page}`}>
      <title>Product Activation Center · Kedai</title>
      <h1>Product Activation Center</h1>
      <p className={styles.lead}>Find your order and activation code by order number or by e-mail.</p>
      <form className={styles.search} onSubmit={onSearch}>
        <fieldset className={styles.modes}>
          <legend className="sr-only">Search by</legend>
          <label>
            <input type="radio" name="mode" checked={mode === 'order'} onChange={() => setMode('order')} /> Order ID
          </label>
          <label>
            <input type="radio" name="mode" checked={mode === 'email'} onChange={() => setMode('email')} /> E-mail
          </label>
        </fieldset>
        <div className={styles.searchRow}>
          {mode === 'order' ? (
            <Input
              aria-label="Order ID"
              placeholder="e.g. 2511221305ABCDE"
              value={orderText}
              onChange={(event) => setOrderText(event.target.value)}
            />
          ) : (
            <Input
              aria-label="E-mail"
              type="email"
              placeholder="you@example.com"
              value={emailText}
              onChange={(event) => setEmailText(event.target.value)}
            />
          )}
          <Button type="submit">Search</Button>
        </div>
      </form>
      {mode === 'order' && orderId && <OrderResult orderId={orderId} />}
      {mode === 'email' && email && <EmailResult email={email} />}
    </section>
  );
}
