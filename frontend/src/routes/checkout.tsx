import {
  MAX_COMPANY_NAME_LENGTH,
  MAX_REGISTRATION_NUMBER_LENGTH,
  normaliseWhatsapp,
  PAYMENT_METHOD_LABELS,
  type GatewayMethodKey,
  type ManualMethodInfo,
  type OrderQuote,
  type PaymentMethodKey,
} from '@kedai/contracts';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { lineKey, type CartItem } from '@/features/cart/cart-types';
import { useOrderQuote } from '@/features/cart/api/check-cart';
import { PriceLockCountdown } from '@/features/cart/components/price-lock-countdown';
import { useCart } from '@/features/cart/hooks/use-cart';
import { setDiscountCode, useDiscountCode } from '@/features/cart/discount-code';
import { errorMessage, isDiscountRefusal } from '@/lib/api-client';
import { createOrder } from '@/features/orders/api/create-order';
import { useGatewayMethods } from '@/features/orders/api/online-payments';
import { saveCurrentOrder } from '@/features/orders/current-order';
import {
  checkCheckoutReceipt,
  RECEIPT_MISSING_MESSAGE,
  RECEIPT_SIZE_MESSAGE,
  RECEIPT_TYPE_MESSAGE,
  uploadProblem,
} from '@/features/orders/upload-errors';
import { useLocalizedLines } from '@/features/catalog/hooks/use-localized-lines';
import { currentLanguage } from '@/lib/i18n/i18n';
import { formatRM } from '@/lib/money';
import { PrivacyConsent } from '@/components/privacy-consent/privacy-consent';
import styles from './checkout.module.css';

/** A line's total as the server quoted it (lines are merged by product and option there too). */
function quotedLineTotal(quote: OrderQuote | undefined, item: CartItem): number | undefined {
  return quote?.lines.find(
    (line) => line.productId === item.productId && (line.optionValue ?? null) === (item.optionValue ?? null),
  )?.lineTotal;
}

/** The receipt rules' messages (upload-errors.ts, shared with the receipt page), as this page's catalogue keys. */
const RECEIPT_MESSAGE_KEYS = {
  [RECEIPT_MISSING_MESSAGE]: 'form.receipt.missing',
  [RECEIPT_TYPE_MESSAGE]: 'form.receipt.wrongType',
  [RECEIPT_SIZE_MESSAGE]: 'form.receipt.tooLarge',
} as const;

const isReceiptMessage = (message: string): message is keyof typeof RECEIPT_MESSAGE_KEYS =>
  Object.hasOwn(RECEIPT_MESSAGE_KEYS, message);

export function CheckoutRoute() {
  const { t } = useTranslation('checkout');
  const { user } = useAuth();
  const cart = useCart();
  const navigate = useNavigate();
  const [name, setName] = useState(user?.name ?? '');
  const [email, setEmail] = useState('');
  const [whatsapp, setWhatsapp] = useState('');
  const [whatsappInvalid, setWhatsappInvalid] = useState(false);
  const [whatsappUpdates, setWhatsappUpdates] = useState(false);
  const [companyName, setCompanyName] = useState('');
  const [companyRegistration, setCompanyRegistration] = useState('');
  const [emailMissing, setEmailMissing] = useState(false);
  const [consent, setConsent] = useState(false);
  const [consentMissing, setConsentMissing] = useState(false);
  const [receipt, setReceipt] = useState<File | null>(null);
  const [receiptError, setReceiptError] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [chosenMethod, setChosenMethod] = useState<PaymentMethodKey | GatewayMethodKey | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  // Card, FPX and GrabPay, when the shop has a payment gateway set up (none: only the manual methods).
  const gateways = useGatewayMethods().data?.gatewayMethods ?? [];
  // Titles and choices in the shopper's language now (the order itself is sent by ids and values).
  const items = useLocalizedLines(cart.selectedItems);
  // What the server will charge: the QR screen shows it, and the order is refused if it changes meanwhile.
  // The discount code applied in the cart: the server prices it in the quote and again with the order.
  const discountCode = useDiscountCode();
  const quote = useOrderQuote(items, discountCode);
  const discount = quote.data?.discount ?? null;
  const total = quote.data?.total;
  // Only the methods the admin turned on in Settings (the server refuses any other), each as the admin set it up.
  const offered = quote.data?.manualMethods ?? [];
  const chosenGateway =
    gateways.find((gateway) => gateway.key === chosenMethod) ??
    (quote.data && offered.length === 0 ? (gateways[0] ?? null) : null);
  const methods = offered.map((info) => info.key);
  const chosen = chosenGateway ? null : (offered.find((info) => info.key === chosenMethod) ?? offered[0] ?? null);
  const method = chosenGateway?.key ?? chosen?.key ?? null;
  const paymentUnavailable = quote.data !== undefined && methods.length === 0 && gateways.length === 0;
  // The admin's own name for a method, else its name in the shopper's language.
  const labelOf = (info: ManualMethodInfo) =>
    info.label === PAYMENT_METHOD_LABELS[info.key] ? t(`payment.methods.${info.key}`) : info.label;
  const walletLabel = chosen ? labelOf(chosen) : '';
  const { refetch: refetchQuote } = quote;
  const renewQuote = useCallback(() => void refetchQuote(), [refetchQuote]);
  const receiptMessage = (message: string) => (isReceiptMessage(message) ? t(RECEIPT_MESSAGE_KEYS[message]) : message);

  if (items.length === 0) {
    return (
      <section className={`container ${styles.empty}`}>
        <title>{t('page.title')}</title>
        <h1>{t('empty.heading')}</h1>
        <ButtonLink to={paths.products}>{t('empty.continueShopping')}</ButtonLink>
      </section>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitError(null);
    const stored = normaliseWhatsapp(whatsapp);
    if (!stored) setWhatsappInvalid(true);
    const needsEmail = !user && !email.trim();
    if (needsEmail) setEmailMissing(true);
    if (!receipt && !chosenGateway) setReceiptError(RECEIPT_MISSING_MESSAGE);
    if (!consent) setConsentMissing(true);
    if (!stored || needsEmail || (!receipt && !chosenGateway) || !method || !consent) return;
    setBusy(true);
    try {
      const order = await createOrder(
        {
          items: items.map((item) => ({
            productId: item.productId,
            quantity: item.quantity,
            option: item.optionValue,
          })),
          privacyConsent: true,
          customerInfo: {
            name: name.trim() || undefined,
            email: email.trim() || undefined,
            whatsapp: stored,
            whatsappUpdates,
            companyName: companyName.trim() || undefined,
            companyRegistrationNumber: companyRegistration.trim() || undefined,
          },
          expectedTotal: total,
          // The price the shopper saw and paid, held by the server's signed lock for 30 minutes.
          quoteToken: quote.data?.priceLock.token,
          discountCode: discountCode ?? undefined,
          paymentMethod: method ?? undefined,
          language: currentLanguage(),
        },
        chosenGateway ? null : receipt,
      );
      saveCurrentOrder({ order, cartKeys: items.map(lineKey), cartCleared: false });
      // The code is used by this order: the next cart starts without it.
      setDiscountCode(null);
      // An online payment goes on at the provider's page; it sends the shopper back to the confirmation page.
      if (order.payment) {
        setRedirecting(true);
        window.location.assign(order.payment.redirectUrl);
        return;
      }
      void navigate(paths.orderConfirmation);
    } catch (error) {
      const problem = uploadProblem(error);
      setSubmitError('kind' in problem ? t(`upload.errors.${problem.kind}`, { ns: 'orders' }) : errorMessage(error));
      // A changed price or stock: show the new total at once (the customer keeps what they typed and chose).
      void quote.refetch();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={`container ${styles.page}`}>
      <title>{t('page.title')}</title>
      <h1 className={styles.title}>{t('page.heading')}</h1>
      <div className={styles.grid}>
        <aside className={styles.card} aria-labelledby="checkout-summary">
          <h2 id="checkout-summary">{t('summary.heading')}</h2>
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
          {discount && (
            <p className={styles.row} data-testid="checkout-discount">
              <span>{t('summary.discount', { code: discount.code })}</span>
              <span>−{formatRM(discount.amount)}</span>
            </p>
          )}
          <p className={styles.row}>
            <span>{t('summary.shipping')}</span>
            <span>{t('summary.free')}</span>
          </p>
          {quote.data?.tax && (
            <p className={styles.row} data-testid="checkout-tax">
              <span>
                {t(quote.data.tax.pricesIncludeTax ? 'summary.sstIncluded' : 'summary.sst', {
                  rate: quote.data.tax.ratePercent,
                })}
              </span>
              <span>{formatRM(quote.data.tax.tax)}</span>
            </p>
          )}
          <p className={`${styles.row} ${styles.total}`}>
            <span>{t('summary.total')}</span>
            <strong data-testid="checkout-total">{total === undefined ? '…' : formatRM(total)}</strong>
          </p>
        </aside>

        <form className={styles.card} onSubmit={(event) => void onSubmit(event)} noValidate>
          <h2 data-testid="checkout-wallet">
            {chosenGateway
              ? t('payment.gatewayHeading', { method: t(`payment.gateway.${chosenGateway.key}`) })
              : chosen
                ? t('payment.heading', { wallet: walletLabel })
                : t('payment.headingNone')}
          </h2>
          {paymentUnavailable ? (
            <Alert tone="error">
              <span data-testid="payment-unavailable">{t('payment.unavailable')}</span>
            </Alert>
          ) : (
            <>
              {offered.length + gateways.length > 0 && (
                <fieldset className={styles.methods}>
                  <legend>{t('payment.methodLegend')}</legend>
                  {offered.map((info) => (
                    <label key={info.key} className={styles.method}>
                      <input
                        type="radio"
                        name="payment-method"
                        value={info.key}
                        checked={method === info.key}
                        onChange={() => setChosenMethod(info.key)}
                      />
                      {labelOf(info)}
                    </label>
                  ))}
                  {gateways.map((gateway) => (
                    <label key={gateway.key} className={styles.method}>
                      <input
                        type="radio"
                        name="payment-method"
                        value={gateway.key}
                        checked={method === gateway.key}
                        onChange={() => setChosenMethod(gateway.key)}
                      />
                      {t(`payment.gateway.${gateway.key}`)}
                    </label>
                  ))}
                </fieldset>
              )}
              {chosen?.qrUrl && (
                <img
                  key={chosen.key}
                  className={styles.qr}
                  src={chosen.qrUrl}
                  alt={t('payment.qrAlt', { wallet: walletLabel })}
                  width={260}
                  height={260}
                />
              )}
              {chosen?.accountDetails && (
                <p className={styles.account} data-testid="checkout-account">
                  {chosen.accountDetails}
                </p>
              )}
              {chosen?.instructions && (
                <p className={styles.account} data-testid="checkout-method-instructions">
                  {chosen.instructions}
                </p>
              )}
            </>
          )}
          {quote.isError ? (
            <Alert tone="error">
              {errorMessage(quote.error)}{' '}
              {isDiscountRefusal(quote.error) ? (
                <Button type="button" variant="secondary" size="sm" onClick={() => setDiscountCode(null)}>
                  {t('summary.removeCode')}
                </Button>
              ) : (
                <Link to={paths.cart}>{t('payment.backToCart')}</Link>
              )}
            </Alert>
          ) : (
            !paymentUnavailable && (
              <p className={styles.hint} data-testid="checkout-pay-hint">
                {total === undefined
                  ? t('payment.checking')
                  : t(
                      chosenGateway
                        ? 'payment.gatewayInstructions'
                        : chosen?.qrUrl
                          ? 'payment.instructions'
                          : 'payment.instructionsTransfer',
                      { amount: formatRM(total) },
                    )}
              </p>
            )
          )}
          {quote.data && !paymentUnavailable && (
            <PriceLockCountdown lock={quote.data.priceLock} receivedAt={quote.dataUpdatedAt} onExpired={renewQuote} />
          )}

          <Field label={t('form.name')} optional>
            {(control) => <Input {...control} value={name} onChange={(event) => setName(event.target.value)} />}
          </Field>
          {!user && (
            <Field
              label={t('form.email.label')}
              error={emailMissing ? t('form.email.missing') : null}
              hint={t('form.email.hint')}
            >
              {(control) => (
                <Input
                  {...control}
                  type="email"
                  autoComplete="email"
                  value={email}
                  onChange={(event) => {
                    setEmail(event.target.value);
                    setEmailMissing(false);
                  }}
                />
              )}
            </Field>
          )}
          <Field label={t('form.whatsapp.label')} error={whatsappInvalid ? t('form.whatsapp.invalid') : null}>
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
                    setWhatsappInvalid(false);
                  }}
                />
              </div>
            )}
          </Field>
          <label className={styles.consent}>
            <input
              type="checkbox"
              checked={whatsappUpdates}
              onChange={(event) => setWhatsappUpdates(event.target.checked)}
              data-testid="checkout-whatsapp-updates"
            />
            <span>{t('form.whatsapp.updates')}</span>
          </label>
          <details className={styles.company} open={companyName !== '' || companyRegistration !== ''}>
            <summary>{t('form.company.toggle')}</summary>
            <Field label={t('form.company.name')} optional hint={t('form.company.hint')}>
              {(control) => (
                <Input
                  {...control}
                  autoComplete="organization"
                  maxLength={MAX_COMPANY_NAME_LENGTH}
                  value={companyName}
                  onChange={(event) => setCompanyName(event.target.value)}
                />
              )}
            </Field>
            <Field label={t('form.company.registration')} optional>
              {(control) => (
                <Input
                  {...control}
                  maxLength={MAX_REGISTRATION_NUMBER_LENGTH}
                  value={companyRegistration}
                  onChange={(event) => setCompanyRegistration(event.target.value)}
                />
              )}
            </Field>
          </details>
          {!chosenGateway && (
            <Field label={t('form.receipt.label')} error={receiptError && receiptMessage(receiptError)}>
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
          )}
          {receipt && !chosenGateway && (
            <p className={styles.hint}>{t('form.receipt.selected', { name: receipt.name })}</p>
          )}
          <PrivacyConsent
            checked={consent}
            onChange={(checked) => {
              setConsent(checked);
              if (checked) setConsentMissing(false);
            }}
            error={consentMissing ? t('form.privacyConsentRequired') : null}
          />
          {redirecting && <p role="status">{t('payment.redirecting')}</p>}
          {submitError && <Alert tone="error">{submitError}</Alert>}
          <Button
            type="submit"
            block
            size="lg"
            disabled={(!receipt && !chosenGateway) || total === undefined || !method}
            loading={busy || redirecting}
          >
            {chosenGateway && total !== undefined
              ? t('payment.gatewaySubmit', { amount: formatRM(total) })
              : t('form.submit')}
          </Button>
        </form>
      </div>
    </section>
  );
}
