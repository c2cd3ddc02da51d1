import type { CustomerRentalView } from '@kedai/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useCountdown } from '../hooks/use-countdown';
import styles from './rental-account.module.css';

/** Time left on a rental, ticking every second (hh:mm:ss), or "Rental ended" once expiresAt is past. */
export function RentalCountdown({ rental }: { rental: Pick<CustomerRentalView, 'expiresAt' | 'active'> }) {
  const { t } = useTranslation('orders');
  const countdown = useCountdown(rental.expiresAt);
  const ended = countdown.ended || !rental.active;
  return (
    <p className={cn(styles.countdown, ended && styles.ended)} data-testid="rental-countdown">
      {ended ? (
        t('rental.ended')
      ) : (
        <Trans t={t} i18nKey="rental.timeLeft" values={{ time: countdown.text }} components={{ strong: <strong /> }} />
      )}
    </p>
  );
}
