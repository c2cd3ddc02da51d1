import {
  PAYMENT_PROVIDER_LABELS,
  REFUND_REASON_MAX,
  type AdminOrderPayments,
  type LedgerProvider,
  type RefundRequest,
} from '@kedai/contracts';
import type { TFunction } from 'i18next';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { formatRM } from '@/lib/money';
import { useOrderPayments } from '../api/get-order-payments';
import { useRefundOrder } from '../api/refund-order';
import { formatDateTime } from '../order-labels';
import styles from './admin-screen.module.css';

type AdminT = TFunction<'admin-orders'>;

const providerName = (provider: LedgerProvider | null, t: AdminT) =>
  provider === null || provider === 'manual' ? t('payments.provider.manual') : PAYMENT_PROVIDER_LABELS[provider];

/** How the money goes back, as the confirm dialog says it: only Stripe has a refund API. */
const refundHow = (provider: LedgerProvider | null, t: AdminT) =>
  provider === 'stripe'
    ? t('payments.refund.howStripe')
    : provider === 'billplz'
      ? t('payments.refund.howBillplz')
      : t('payments.refund.howManual');

/** Sen arithmetic, so RM9.99 × 3 is RM29.97 and not a float's idea of it. */
const sumRM = (parts: { unitPrice: number; quantity: number }[]) =>
  parts.reduce((sen, part) => sen + Math.round(part.unitPrice * 100) * part.quantity, 0) / 100;

/**
 * The order details' "Payment" section: what the gateways and staff did with the money (events, ledger rows),
 * and for admins the refund of the whole order or chosen lines. Agents see the same rows without the action (the
 * server refuses them anyway).
 */
export function OrderPayments({
  orderId,
  isAdmin,
  onDone,
}: {
  orderId: string;
  isAdmin: boolean;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation('admin-orders');
  const payments = useOrderPayments(orderId);
  const [refunding, setRefunding] = useState(false);

  return (
    <section className={styles.section} aria-label={t('payments.title')}>
      <h3 className={styles.sectionTitle}>{t('payments.title')}</h3>
      {payments.isPending ? (
        <p className={styles.muted}>{t('payments.loading')}</p>
      ) : payments.isError ? (
        <Alert tone="error">{errorMessage(payments.error, t('payments.loadFailed'))}</Alert>
      ) : (
        <>
          <PaymentFacts payments={payments.data} />
          {isAdmin &&
            payments.data.refundable > 0 &&
            (refunding ? (
              <RefundForm
                payments={payments.data}
                onCancel={() => setRefunding(false)}
                onDone={(text) => {
                  setRefunding(false);
                  onDone(text);
                }}
              />
            ) : (
              <div className={styles.actions}>
                <Button size="sm" variant="danger-outline" onClick={() => setRefunding(true)}>
                  {t('payments.refund.open')}
                </Button>
              </div>
            ))}
        </>
      )}
    </section>
  );
}

function PaymentFacts({ payments }: { payments: AdminOrderPayments }) {
  const { t } = useTranslation('admin-orders');
  return (
    <>
      <dl className={styles.facts}>
        <dt>{t('payments.paidWith')}</dt>
        <dd>{payments.provider ? providerName(payments.provider, t) : t('payments.notPaid')}</dd>
        <dt>{t('payments.paid')}</dt>
        <dd data-testid="payments-paid">{formatRM(payments.paidAmount)}</dd>
        <dt>{t('payments.refunded')}</dt>
        <dd data-testid="payments-refunded">{formatRM(payments.refundedAmount)}</dd>
        <dt>{t('payments.refundable')}</dt>
        <dd>{formatRM(payments.refundable)}</dd>
      </dl>

      <h4 className={styles.muted}>{t('payments.ledger')}</h4>
      {payments.ledger.length === 0 ? (
        <p className={styles.muted}>{t('payments.noLedger')}</p>
      ) : (
        <ul className={styles.timeline} aria-label={t('payments.ledger')}>
          {payments.ledger.map((row) => (
            <li key={row.id} data-testid="payment-ledger-row">
              {formatDateTime(row.createdAt)} · {providerName(row.provider, t)} · {t(`payments.kind.${row.kind}`)} ·{' '}
              <strong>{formatRM(row.amount)}</strong> ·{' '}
              <Badge tone={row.status === 'succeeded' ? 'success' : row.status === 'pending' ? 'warning' : 'danger'}>
                {t(`payments.status.${row.status}`)}
              </Badge>
              {row.transactionId && <span className={styles.mono}> · {row.transactionId}</span>}
              {row.note && <span className={styles.muted}> · {row.note}</span>}
            </li>
          ))}
        </ul>
      )}

      <h4 className={styles.muted}>{t('payments.events')}</h4>
      {payments.events.length === 0 ? (
        <p className={styles.muted}>{t('payments.noEvents')}</p>
      ) : (
        <ul className={styles.timeline} aria-label={t('payments.events')}>
          {payments.events.map((event, index) => (
            <li key={`${event.at}-${event.eventId ?? index}`}>
              {formatDateTime(event.at)} · {providerName(event.provider, t)} · {event.type}
              {event.amount !== null && (
                <>
                  {' '}
                  · <strong>{formatRM(event.amount)}</strong>
                </>
              )}
              {event.note && <span className={styles.muted}> · {event.note}</span>}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function RefundForm({
  payments,
  onCancel,
  onDone,
}: {
  payments: AdminOrderPayments;
  onCancel: () => void;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation('admin-orders');
  const refund = useRefundOrder();
  const [scope, setScope] = useState<'whole' | 'lines'>('whole');
  const [units, setUnits] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const left = payments.lines.map((line) => ({ line, left: line.quantity - line.refundedQuantity }));
  const chosen = left
    .map(({ line }) => ({ itemId: line.itemId, unitPrice: line.unitPrice, quantity: Number(units[line.itemId] || 0) }))
    .filter((line) => line.quantity > 0);
  const amount = scope === 'whole' ? payments.refundable : sumRM(chosen);

  const review = (event: FormEvent) => {
    event.preventDefault();
    if (scope === 'lines') {
      const wrong = left.find(
        ({ line, left: max }) => !/^\d*$/.test(units[line.itemId] ?? '') || Number(units[line.itemId] || 0) > max,
      );
      if (wrong) {
        setProblem(t('payments.refund.tooMany', { title: wrong.line.title, max: wrong.left }));
        return;
      }
      if (chosen.length === 0) {
        setProblem(t('payments.refund.chooseLine'));
        return;
      }
    }
    setProblem(null);
    setConfirming(true);
  };

  const send = () => {
    const request: RefundRequest = {
      ...(scope === 'lines' && { lines: chosen.map(({ itemId, quantity }) => ({ itemId, quantity })) }),
      ...(reason.trim() && { reason: reason.trim() }),
    };
    refund.mutate(
      { orderId: payments.orderId, ...request },
      {
        onSuccess: (result) => {
          setConfirming(false);
          onDone(
            t(result.provider === 'stripe' ? 'payments.refund.doneStripe' : 'payments.refund.doneManual', {
              amount: formatRM(result.amount),
              codes: result.revokedCodes,
              units: result.restockedUnits,
            }),
          );
        },
        onError: (error) => {
          setConfirming(false);
          setProblem(errorMessage(error, t('payments.refund.failed')));
        },
      },
    );
  };

  return (
    <>
      <form className={styles.section} onSubmit={review} aria-label={t('payments.refund.formLabel')} noValidate>
        <fieldset className={styles.fieldset}>
          <legend className={styles.sectionTitle}>{t('payments.refund.what')}</legend>
          <label className={styles.actions}>
            <input type="radio" name="refund-scope" checked={scope === 'whole'} onChange={() => setScope('whole')} />
            {t('payments.refund.whole', { amount: formatRM(payments.refundable) })}
          </label>
          <label className={styles.actions}>
            <input type="radio" name="refund-scope" checked={scope === 'lines'} onChange={() => setScope('lines')} />
            {t('payments.refund.lines')}
          </label>
        </fieldset>
        {scope === 'lines' &&
          left.map(({ line, left: max }) => (
            <label key={line.itemId} className={styles.section}>
              <span>
                {t('payments.refund.lineLabel', {
                  title: line.optionLabel ? `${line.title} · ${line.optionLabel}` : line.title,
                  price: formatRM(line.unitPrice),
                })}{' '}
                <span className={styles.muted}>
                  {max > 0
                    ? t('payments.refund.lineLeft', { left: max, refunded: line.refundedQuantity })
                    : t('payments.refund.lineDone')}
                </span>
              </span>
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                max={max}
                step={1}
                disabled={max === 0}
                value={units[line.itemId] ?? ''}
                placeholder="0"
                onChange={(event) => setUnits((current) => ({ ...current, [line.itemId]: event.target.value }))}
              />
            </label>
          ))}
        <label className={styles.section}>
          <span className={styles.muted}>{t('payments.refund.reason')}</span>
          <Input value={reason} maxLength={REFUND_REASON_MAX} onChange={(event) => setReason(event.target.value)} />
        </label>
        {problem && (
          <Alert tone="error" onDismiss={() => setProblem(null)}>
            {problem}
          </Alert>
        )}
        <div className={styles.actions}>
          <Button type="submit" size="sm" variant="danger">
            {t('payments.refund.review', { amount: formatRM(amount) })}
          </Button>
          <Button type="button" size="sm" variant="secondary" onClick={onCancel}>
            {t('payments.refund.cancel')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        title={t('payments.refund.confirmTitle', { amount: formatRM(amount) })}
        confirmLabel={t('payments.refund.confirm', { amount: formatRM(amount) })}
        cancelLabel={t('payments.refund.keep')}
        busy={refund.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={send}
      >
        <p>{refundHow(payments.provider, t)}</p>
        <p>{t('payments.refund.consequences')}</p>
      </ConfirmDialog>
    </>
  );
}
