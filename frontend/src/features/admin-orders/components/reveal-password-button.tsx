import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useRevealRentalPassword } from '../api/reveal-rental-password';
import styles from './admin-screen.module.css';

/** "Show password": asks the server for it (which logs the reveal) and shows it until hidden again. */
export function RevealPasswordButton({ accountId }: { accountId: string }) {
  const { t } = useTranslation('admin-fulfilment');
  const reveal = useRevealRentalPassword();
  const [shown, setShown] = useState<string | null>(null);
  if (shown !== null) {
    return (
      <>
        <code className={styles.mono} data-testid="revealed-password">
          {shown}
        </code>{' '}
        <Button size="sm" variant="ghost" onClick={() => setShown(null)}>
          {t('rentalAccounts.hidePassword')}
        </Button>
      </>
    );
  }
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        loading={reveal.isPending}
        title={t('rentalAccounts.revealLogged')}
        onClick={() => reveal.mutate(accountId, { onSuccess: (secret) => setShown(secret.password) })}
      >
        {t('rentalAccounts.showPassword')}
      </Button>
      {reveal.isError && <span role="alert">{errorMessage(reveal.error, t('rentalAccounts.revealFailed'))}</span>}
    </>
  );
}
