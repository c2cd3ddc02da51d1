import type { CustomerRentalView } from '@kedai/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useCopyNotice } from '../hooks/use-copy-notice';
import { RentalCountdown } from './rental-countdown';
import styles from './rental-account.module.css';
import { formatDateTime } from '@/lib/format';

/** A credential of the rental; its label, copy button and notice are `rental.*.<field>` in the `orders` catalogue. */
type CredentialField = 'gameName' | 'account' | 'password' | 'loginToken';

interface CredentialRow {
  field: CredentialField;
  value: string;
}

/** The rows' test ids (named after their English labels). */
const TEST_IDS: Record<CredentialField, string> = {
  gameName: 'rental-game-name',
  account: 'rental-account',
  password: 'rental-password',
  loginToken: 'rental-login-token',
};

function rows(rental: CustomerRentalView): CredentialRow[] {
  const list: CredentialRow[] = [
    { field: 'gameName', value: rental.gameName },
    { field: 'account', value: rental.username },
  ];
  // An ended rental no longer carries the password (the account waits for its password change).
  if (rental.password) {
    list.push({ field: 'password', value: rental.password });
  }
  if (rental.loginToken) {
    list.push({ field: 'loginToken', value: rental.loginToken });
  }
  return list;
}

/** The copyable credential table of a rented game-platform account (step 1 of the rental guide). */
export function RentalCredentials({ rental }: { rental: CustomerRentalView }) {
  const { t } = useTranslation('orders');
  const { notice, copy } = useCopyNotice();
  return (
    <div className={styles.credentials}>
      <table className={styles.table} data-testid="rental-credentials">
        <tbody>
          {rows(rental).map((row) => (
            <tr key={row.field}>
              <th scope="row">{t(`rental.fields.${row.field}`)}</th>
              <td>
                <code data-testid={TEST_IDS[row.field]}>{row.value}</code>
              </td>
              <td>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t(`rental.copyField.${row.field}`)}
                  onClick={() => void copy(row.value, t(`rental.copiedField.${row.field}`))}
                >
                  {t('shared.copy')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.notice} role="status" aria-live="polite">
        {notice}
      </p>
    </div>
  );
}

/**
 * The game-platform account block of /order/{orderId} and /redeem/{orderId}: credentials with copy
 * buttons and the live countdown to the end of the rental.
 */
export function RentalAccount({ rental }: { rental: CustomerRentalView }) {
  const { t } = useTranslation('orders');
  return (
    <section className={styles.block} data-testid="rental-block" aria-labelledby="rental-account-title">
      <h3 id="rental-account-title">{t('rental.heading')}</h3>
      <RentalCountdown rental={rental} />
      <RentalCredentials rental={rental} />
      <p className={styles.muted}>
        {t('rental.period', { start: formatDateTime(rental.startsAt), end: formatDateTime(rental.expiresAt) })}
      </p>
      <ul className={styles.rules}>
        <li>{t('rental.rules.timeStarts')}</li>
        <li>{t('rental.rules.loggedOut')}</li>
        <li>{t('rental.rules.noCheats')}</li>
      </ul>
    </section>
  );
}
