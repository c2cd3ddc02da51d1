import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatRM } from '@/lib/money';
import { useGuestOrder } from '../api/get-guest-order';
import { paymentStateKey, restartPayment, usePaymentState } from '../api/online-payments';
import { useOrderLive } from '../hooks/use-order-live';
import styles from './gateway-payment-status.module.css';

/**
 * The confirmation page of an order paid online: it waits live (order:updated over the order's watch token) for
 * the provider's word, then shows the code; a payment that was cancelled or failed offers a new attempt.
 */
export function GatewayPaymentStatus({
  orderId,
  token,
  returnedCancelled,
}: {
  orderId: string;
  token: string;
  returnedCancelled: boolean;
}) {
  const { t } = useTranslation('orders');
  const state = usePaymentState(orderId, token);
  const delivered = state.data?.delivered === true;
  const guest = useGuestOrder(delivered ? orderId : undefined);
  useOrderLive(orderId, token, [paymentStateKey(orderId), ['guest-order', orderId]]);
  const [restarting, setRestarting] = useState(false);
  const [restartError, setRestartError] = useState<string | null>(null);

  const tryAgain = async () => {
    setRestarting(true);
    setRestartError(null);
    try {
      const next = await restartPayment(orderId, token);
      if (next.redirect) window.location.assign(next.redirect.redirectUrl);
    } catch (error) {
      setRestartError(errorMessage(error));
      setRestarting(false);
    }
  };

  if (state.isError) return <Alert tone="error">{errorMessage(state.error)}</Alert>;
  if (!state.data) return <Spinner label={t('gateway.checking')} />;
  const payment = state.data;
  const paid = payment.paymentStatus === 'paid';
  const unpaidAndOpen = !paid && payment.status !== 'cancelled';
  const failed = payment.paymentStatus === 'failed' || (returnedCancelled && unpaidAndOpen);
  const codes = guest.data?.autoDelivery.redeemCodes ?? [];

  return (
    <div className={styles.status} data-testid="gateway-status">
      <p className={styles.amount}>
        {t('gateway.amount', { orderId: payment.orderId, amount: formatRM(payment.totalAmount) })}
      </p>
      {paid && delivered && (
        <div role="status">
          <h2 className={styles.heading}>{t('gateway.ready')}</h2>
          {codes.length > 0 ? (
            <ul className={styles.codes}>
              {codes.map((code) => (
                <li key={`${code.productCode}-${code.code}`}>
                  <code data-testid="gateway-code">{code.code}</code>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('gateway.seeOrderPage')}</p>
          )}
        </div>
      )}
      {paid && !delivered && (
        <p role="status" className={styles.heading}>
          {payment.waitingForStock ? t('gateway.waitingForStock') : t('gateway.paidPreparing')}
        </p>
      )}
      {payment.underReview && <Alert tone="info">{t('gateway.underReview')}</Alert>}
      {!paid && !payment.underReview && unpaidAndOpen && !failed && (
        <p role="status" className={styles.waiting}>
          <Spinner size="sm" decorative /> {t('gateway.waiting')}
        </p>
      )}
      {failed && unpaidAndOpen && (
        <Alert tone="error">
          <p>{t('gateway.notCompleted')}</p>
          <Button onClick={() => void tryAgain()} loading={restarting}>
            {t('gateway.tryAgain')}
          </Button>
        </Alert>
      )}
      {payment.status === 'cancelled' && !paid && <Alert tone="error">{t('gateway.cancelled')}</Alert>}
      {restartError && <Alert tone="error">{restartError}</Alert>}
      <p>
        <Link to={paths.redeemOrder(orderId)}>{t('gateway.orderPage')}</Link>
      </p>
    </div>
  );
}
