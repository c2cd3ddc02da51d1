import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceLock } from '@kedai/contracts';
import styles from './price-lock-countdown.module.css';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * How long the quoted prices are held ("Price held for 29:41"). The deadline is counted from when the answer
 * arrived (`receivedAt`, this device's clock) plus the lock's length, so a device clock that is off does not matter.
 * When it runs out `onExpired` fetches a new quote at today's prices, and the countdown starts again.
 */
export function PriceLockCountdown({
  lock,
  receivedAt,
  onExpired,
}: {
  lock: PriceLock;
  receivedAt: number;
  onExpired: () => void;
}) {
  const { t } = useTranslation('checkout');
  const deadline = receivedAt + lock.validForSeconds * 1000;
  const [now, setNow] = useState(() => Date.now());
  const [renewed, setRenewed] = useState(false);
  const expiredFor = useRef<string | null>(null);
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (left > 0 || expiredFor.current === lock.token) return;
    expiredFor.current = lock.token;
    setRenewed(true);
    onExpired();
  }, [left, lock.token, onExpired]);

  return (
    <div className={styles.lock}>
      {left > 0 ? (
        <p role="timer" data-testid="price-lock">
          {t('payment.lock.held', { time: clock(left) })}
        </p>
      ) : (
        <p data-testid="price-lock">{t('payment.lock.renewing')}</p>
      )}
      {renewed && (
        <p className={styles.note} role="status" data-testid="price-lock-renewed">
          {t('payment.lock.renewed')}
        </p>
      )}
    </div>
  );
}
