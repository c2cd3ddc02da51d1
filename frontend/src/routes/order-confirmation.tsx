import { useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { isGatewayMethod } from '@kedai/contracts';
import { Button } from '@/components/ui/button';
import { CheckCircleIcon } from '@/components/ui/icons';
import { whatsappLink } from '@/config/business';
import { paths } from '@/config/paths';
import { useCart } from '@/features/cart/hooks/use-cart';
import { GatewayPaymentStatus } from '@/features/orders/components/gateway-payment-status';
import { loadCurrentOrder, saveCurrentOrder } from '@/features/orders/current-order';
import { formatDateTime } from '@/lib/format';
import { useCopy } from '@/features/orders/hooks/use-copy';
import { canUploadReceipt } from '@/features/orders/receipt-links';
import { formatRM } from '@/lib/money';
import styles from './order-confirmation.module.css';

const CELEBRATION_MS = 4000;

export function OrderConfirmationRoute() {
  const { t } = useTranslation('orders');
  const [current] = useState(loadCurrentOrder);
  const [searchParams] = useSearchParams();
  const { removeItems } = useCart();
  const { copied, copy } = useCopy();
  const [celebrating, setCelebrating] = useState(true);
  const [policyRead, setPolicyRead] = useState(false);
  const [screenshotTaken, setScreenshotTaken] = useState(false);

  const cleared = useRef(false);

  useEffect(() => {
    if (!current || current.cartCleared || cleared.current) return;
    cleared.current = true;
    removeItems(current.cartKeys);
    saveCurrentOrder({ ...current, cartCleared: true });
  }, [current, removeItems]);

  useEffect(() => {
    const timer = setTimeout(() => setCelebrating(false), CELEBRATION_MS);
    return () => clearTimeout(timer);
  }, []);

  // Back from a payment provider (or a gateway order just placed): the order's payment, followed live.
  const returnedId = searchParams.get('orderId');
  const returnedToken = searchParams.get('token');
  const gatewayOrder =
    returnedId && returnedToken
      ? { orderId: returnedId, token: returnedToken }
      : current && isGatewayMethod(current.order.paymentMethod) && current.order.watchToken
        ? { orderId: current.order.orderId, token: current.order.watchToken }
        : null;
  if (gatewayOrder) {
    return (
      <section className={`container ${styles.page}`}>
        <title>{t('confirmation.pageTitle')}</title>
        <div className={styles.card}>
          <h1>{t('confirmation.heading')}</h1>
          <GatewayPaymentStatus
            orderId={gatewayOrder.orderId}
            token={gatewayOrder.token}
            returnedCancelled={searchParams.get('payment') === 'cancelled'}
          />
        </div>
      </section>
    );
  }

  if (!current) return <Navigate to={paths.checkout} replace />;
  const { order } = current;
  const products = order.items.map((item) => item.title).join(', ');
  const message = t('confirmation.whatsappMessage', {
    orderId: order.orderId,
    products,
    total: formatRM(order.totalAmount),
  });

  return (
    <section className={`container ${styles.page}`}>
      <title>{t('confirmation.pageTitle')}</title>
      {celebrating && (
        <div className={styles.celebration} aria-hidden="true" data-testid="celebration">
          {Array.from({ length: 24 }, (_, index) => (
            <span key={index} style={{ left: `${(index * 37) % 100}%`, animationDelay: `${(index % 6) * 0.2}s` }} />
          ))}
        </div>
      )}
      <div className={styles.card}>
        <CheckCircleIcon size={48} className={styles.icon} />
        <h1>{t('confirmation.heading')}</h1>
        <p className={styles.orderNumber}>
          <Trans
            t={t}
            i18nKey="confirmation.orderNumber"
            values={{ orderId: order.orderId }}
            components={{ number: <strong data-testid="order-number" /> }}
          />
          <Button variant="secondary" size="sm" onClick={() => void copy(order.orderId)}>
            {copied ? t('shared.copied') : t('shared.copy')}
          </Button>
        </p>
        <p className={styles.muted}>{t('confirmation.orderTime', { time: formatDateTime(order.createdAt) })}</p>
        <ul className={styles.items}>
          {order.items.map((item) => (
            <li key={`${item.productCode}-${item.optionValue ?? ''}`}>
              <span>
                {item.title}
                {item.optionLabel && ` · ${item.optionLabel}`} × {item.quantity}
              </span>
              <strong>{formatRM(item.lineTotal)}</strong>
            </li>
          ))}
        </ul>
        {order.discount && (
          <p className={styles.total} data-testid="order-discount">
            <span>{t('shared.discount', { code: order.discount.code })}</span>
            <span>−{formatRM(order.discount.amount)}</span>
          </p>
        )}
        <p className={styles.total}>
          <span>{t('shared.total')}</span>
          <strong>{formatRM(order.totalAmount)}</strong>
        </p>
        <p className={styles.links}>
          <Link to={paths.orderReceipt(order.orderId, order.watchToken)}>{t('confirmation.viewReceipt')}</Link>
          {canUploadReceipt(order) && (
            <Link to={paths.uploadReceiptFor(order.orderId)}>{t('shared.replacePaymentReceipt')}</Link>
          )}
        </p>
        <p className={styles.muted}>
          <Trans
            t={t}
            i18nKey="confirmation.checking"
            components={{ redeemLink: <Link to={paths.redeemOrder(order.orderId)} /> }}
          />
        </p>
        <label className={styles.check}>
          <input type="checkbox" checked={policyRead} onChange={(event) => setPolicyRead(event.target.checked)} />
          {/* One span: in the flex label, each link and text piece was a column of its own on a phone. */}
          <span data-testid="policy-read-sentence">
            <Trans
              t={t}
              i18nKey="confirmation.policyRead"
              components={{
                accessTimeLink: <a href={paths.policies.accessTime} target="_blank" rel="noopener" />,
                refundLink: <a href={paths.policies.refund} target="_blank" rel="noopener" />,
              }}
            />
          </span>
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={screenshotTaken}
            onChange={(event) => setScreenshotTaken(event.target.checked)}
          />
          <span>{t('confirmation.screenshotTaken')}</span>
        </label>
        <Button
          size="lg"
          block
          disabled={!policyRead || !screenshotTaken}
          onClick={() => window.open(whatsappLink(message), '_blank', 'noopener,noreferrer')}
        >
          {t('confirmation.contactWhatsapp')}
        </Button>
      </div>
    </section>
  );
}
