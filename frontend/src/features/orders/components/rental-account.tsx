import type { CustomerRentalView } from '@kedai/contracts';
import { Button } from '@/components/ui/button';
import { useCopyNotice } from '../hooks/use-copy-notice';
import { RentalCountdown } from './rental-countdown';
import styles from './rental-account.module.css';
import { formatDateTime } from '@/lib/format';

interface CredentialRow {
  label: string;
  value: string;
  notice: string;
}

function rows(rental: CustomerRentalView): CredentialRow[] {
  const list: CredentialRow[] = [
    { label: 'Game name', value: rental.gameName, notice: 'Game name copied!' },
    { label: 'Account', value: rental.username, notice: 'Steam account copied!' },
  ];
  // An ended rental no longer carries the password (the account waits for its password change).
  if (rental.password) {
    list.push({ label: 'Password', value: rental.password, notice: 'Password copied!' });
  }
  if (rental.loginToken) {
    list.push({ label: 'Login token', value: rental.loginToken, notice: 'Login token copied!' });
  }
  return list;
}

/** The copyable credential table of a rented game-platform account (storefront §2, rental step 1). */
export function RentalCredentials({ rental }: { rental: CustomerRentalView }) {
  const { notice, copy } = useCopyNotice();
  return (
    <div className={styles.credentials}>
      <table className={styles.table} data-testid="rental-credentials">
        <tbody>
          {rows(rental).map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>
                <code data-testid={`rental-${row.label.toLowerCase().replace(/\s+/g, '-')}`}>{row.value}</code>
              </td>
              <td>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Copy ${row.label.toLowerCase()}`}
                  onClick={() => void copy(row.value, row.notice)}
                >
                  Copy
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
  return (
    <section className={styles.block} data-testid="rental-block" aria-labelledby="rental-account-title">
      <h3 id="rental-account-title">Game account</h3>
      <RentalCountdown rental={rental} />
      <RentalCredentials rental={rental} />
      <p className={styles.muted}>
        Rental started {formatDateTime(rental.startsAt)} · ends {formatDateTime(rental.expiresAt)}
      </p>
      <ul className={styles.rules}>
        <li>Time starts after delivery, download time included; no refunds once time starts.</li>
        <li>When time ends the account is logged out and cannot be signed in again.</li>
        <li>No mods or cheats, and do not change the password. A ban is charged at the full price.</li>
      </ul>
    </section>
  );
}
