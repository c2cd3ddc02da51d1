import {
  DEFAULT_WALLET_LABEL,
  enabledPaymentMethods,
  normaliseWhatsapp,
  PAYMENT_METHOD_LABELS,
  PAYMENT_UNAVAILABLE_MESSAGE,
  WHATSAPP_ERROR,
  type OrderQuote,
  type PaymentMethodKey,
} from '@kedai/contracts';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { lineKey, type CartItem } from '@/features/cart/cart-types';
import { useOrderQuote } from '@/features/cart/api/check-cart';
import { useCart } from '@/features/cart/hooks/use-cart';
import { errorMessage } from '@/lib/api-client';
import { createOrder } from '@/features/orders/api/create-order';
import { saveCurrentOrder } from '@/features/orders/current-order';
import { checkCheckoutReceipt, RECEIPT_MISSING_MESSAGE, uploadErrorMessage } from '@/features/orders/upload-errors';
import { formatRM } from '@/lib/money';
import styles from './checkout.module.css';

/** A line's total as the server quoted it (lines are merged by product and option there too). */
function quotedLineTotal(quote: OrderQuote | undefined, item: CartItem): number | undefined {
  return quote?.lines.find(
    (line) => line.productId === item.productId && (line.optionValue ?? null) === (item.optionValue ?? null),
  )?.lineTotal;
}

export function CheckoutRoute() {
  const { user } = useAuth();
  const cart = useCart();
  const navigate = useNavigate();
  const [name, setName] = useState(user?.name ?? '');
  const [email, setEmail] = useState('');
  const [whatsapp, setWhatsapp] = useState('');
  const [whatsappError, setWhatsappError] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<File | null>(null);
  const [receiptError, setReceiptError] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [chosenMethod, setChosenMethod] = useState<PaymentMethodKey | null>(null);
  const items = cart.selectedItems;
  // What the server will charge: the QR screen shows it, and the order is refused if it changes meanwhile.
  const quote = useOrderQuote(items);
  const total = quote.data?.total;
  // Only the methods the admin turned on in Settings; the server refuses any other.
  const methods = quote.data ? enabledPaymentMethods(quote.data.paymentMethods) : [];
  const method = chosenMethod && methods.includes(chosenMethod) ? chosenMethod : (methods[0] ?? null);
  const paymentUnavailable = quote.data !== undefined && methods.length === 0;
  const walletLabel = quote.data?.paymentQr.label ?? DEFAULT_WALLET_LABEL;

  if (items.length === 0) {
    return (
      <section className={`container ${styles.empty}`}>
        <title>Checkout · Kedai</title>
        <h1>Your cart is empty</h1>
        <ButtonLink to={paths.products}>Continue Shopping</ButtonLink>
      </section>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitError(null);
    const stored = normaliseWhatsapp(whatsapp);
    if (!stored) setWhatsappError(WHATSAPP_ERROR);
    const needsEmail = !user && !email.trim();
    if (needsEmail) setEmailError('Please enter your e-mail address');
    if (!receipt) setReceiptError(RECEIPT_MISSING_MESSAGE);
    if (!stored || needsEmail || !receipt || !method) return;
    setBusy(true);
    try {
      const order = await createOrder(
        {
          items: items.map((item) => ({
            productId: item.productId,
            quantity: item.quantity,
            option: item.optionValue,
          })),
          customerInfo: {
            name: name.trim() || undefined,
            email: email.trim() || undefined,
            whatsapp: stored,
          },
          expectedTotal: total,
          paymentMethod: method ?? undefined,
        },
        receipt,
      );
      saveCurrentOrder({ order, cartKeys: items.map(lineKey), cartCleared: false });
      navigate(paths.orderConfirmation);
    } catch (error) {
      setSubmitError(uploadErrorMessage(error));
      // A changed price or stock: show the new total at once (the customer keeps what they typed and chose).
      void quote.refetch();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={`container ${styles.page}`}>
      <title>Checkout · Kedai</title>
      <h1 className={styles.title}>Checkout</h1>
      <div className={styles.grid}>
        <aside className={styles.card} aria-labelledby="checkout-summary">
          <h2 id="checkout-summary">Order Summary</h2>
          <ul className={styles.lines}>
            {items.map((item) => (
              <li key={lineKey(item)}>
                <span>
                  {item.title}
                  {item.optionLabel && <small> · {item.optionLabel}</small>} × {item.quantity}
                </span>
                <strong>{formatRM(quotedLineTotal(quote.data, item) ?? item.price * item.quantity)}</strong>
              </li>
            ))}
          </ul>
          <p className={styles.row}>
            <span>Shipping (Virtual Goods)</span>
            <span>Free</span>
          </p>
          <p className={`${styles.row} ${styles.total}`}>
            <span>Total</span>
            <strong data-testid="checkout-total">{total === undefined ? '…' : formatRM(total)}</strong>
          </p>
        </aside>

        <form className={styles.card} onSubmit={onSubmit} noValidate>
          <h2 data-testid="checkout-wallet">Pay with {walletLabel}</h2>
          {paymentUnavailable ? (
            <Alert tone="error">
              <span data-testid="payment-unavailable">{PAYMENT_UNAVAILABLE_MESSAGE}</span>
            </Alert>
          ) : (
            <>
              <img
                className={styles.qr}
                src={quote.data?.paymentQr.imageUrl ?? '/api/payment/qr'}
                alt={`${walletLabel} payment QR code`}
                width={260}
                height={260}
              />
              {methods.length > 0 && (
                <fieldset className={styles.methods}>
                  <legend>Payment method</legend>
                  {methods.map((key) => (
                    <label key={key} className={styles.method}>
                      <input
                        type="radio"
                        name="payment-method"
                        value={key}
                        checked={method === key}
                        onChange={() => setChosenMethod(key)}
                      />
                      {PAYMENT_METHOD_LABELS[key]}
                    </label>
                  ))}
                </fieldset>
              )}
            </>
          )}
          {quote.isError ? (
            <Alert tone="error">
              {errorMessage(quote.error)} <Link to={paths.cart}>Back to cart</Link>
            </Alert>
          ) : (
            !paymentUnavailable && (
              <p className={styles.hint} data-testid="checkout-pay-hint">
                {total === undefined
                  ? 'Checking prices and stock…'
                  : `Scan the QR code, pay ${formatRM(total)}, then upload the payment receipt below.`}
              </p>
            )
          )}

          <Field label="Name" optional>
            {(control) => <Input {...control} value={name} onChange={(event) => setName(event.target.value)} />}
          </Field>
          {!user && (
            <Field label="E-mail" error={emailError} hint="We send your order details and codes here.">
              {(control) => (
                <Input
                  {...control}
                  type="email"
                  autoComplete="email"
                  value={email}
                  onChange={(event) => {
                    setEmail(event.target.value);
                    setEmailError(null);
                  }}
                />
              )}
            </Field>
          )}
          <Field label="WhatsApp number" error={whatsappError}>
            {(control) => (
              <div className={styles.phone}>
                <span className={styles.prefix}>+60</span>
                <Input
                  {...control}
                  type="tel"
                  inputMode="tel"
                  placeholder="12-345 6789"
                  value={whatsapp}
                  onChange={(event) => {
                    setWhatsapp(event.target.value);
                    setWhatsappError(null);
                  }}
                />
              </div>
            )}
          </Field>
          <Field label="Payment receipt (JPEG or PNG, under 5MB)" error={receiptError}>
            {(control) => (
              <input
                {...control}
                type="file"
                accept="image/jpeg,image/png"
                onChange={(event) => {
                  const file = event.target.files?.[0] ?? null;
                  const problem = file ? checkCheckoutReceipt(file) : null;
                  setReceiptError(problem);
                  setReceipt(problem ? null : file);
                  if (problem) event.target.value = '';
                }}
              />
            )}
          </Field>
          {receipt && <p className={styles.hint}>Selected: {receipt.name}</p>}
          {submitError && <Alert tone="error">{submitError}</Alert>}
          <Button type="submit" block size="lg" disabled={!receipt || total === undefined || !method} loading={busy}>
            Proceed to Payment
          </Button>
        </form>
      </div>
    </section>
  );
}
