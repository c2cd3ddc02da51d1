import type { RentalAccountStatus, RentalAccountView } from '@kedai/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadingBlock } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useDeleteRentalAccount } from '../api/delete-rental-account';
import { useRentalAccounts } from '../api/get-rental-accounts';
import { formatDateTime, type Tone } from '../order-labels';
import styles from './admin-screen.module.css';
import { RentalAccountForm } from './rental-account-form';
import { RevealPasswordButton } from './reveal-password-button';

const COLUMNS = ['game', 'username', 'status', 'order', 'expires', 'actions'] as const;

const statusTone: Record<RentalAccountStatus, Tone> = {
  available: 'success',
  rented: 'brand',
  'needs-password-change': 'warning',
};

type FormState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; account: RentalAccountView };

/** The rental-account pool of the game rentals ('Steam Games'). */
export function RentalAccountsScreen() {
  const { t } = useTranslation('admin-fulfilment');
  const accounts = useRentalAccounts();
  const remove = useDeleteRentalAccount();
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<RentalAccountView | null>(null);
  const [error, setError] = useState<string | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onError: (failure) => setError(errorMessage(failure, 'Failed to delete the rental account')),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <section className={styles.page} aria-labelledby="rental-accounts-title">
      <header className={styles.header}>
        <div>
          <h1 id="rental-accounts-title" className={styles.title}>
            {t('rentalAccounts.title')}
          </h1>
          <p className={styles.subtitle}>{t('rentalAccounts.subtitle')}</p>
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => void accounts.refetch()} loading={accounts.isFetching}>
            {t('rentalAccounts.refresh')}
          </Button>
          <Button onClick={() => setForm({ mode: 'add' })}>{t('rentalAccounts.add')}</Button>
        </div>
      </header>

      {error && (
        <Alert tone="error" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}

      {form.mode !== 'closed' && (
        <div className={styles.panel}>
          <div className={styles.panelHeader}>
            <h2 className={styles.panelTitle}>
              {form.mode === 'edit'
                ? t('rentalAccounts.formTitle.edit', { username: form.account.username })
                : t('rentalAccounts.formTitle.add')}
            </h2>
          </div>
          <div className={styles.panelBody}>
            <RentalAccountForm
              key={form.mode === 'edit' ? form.account.id : 'add'}
              editing={form.mode === 'edit' ? form.account : null}
              onDone={() => setForm({ mode: 'closed' })}
            />
          </div>
        </div>
      )}

      <div className={styles.panel}>
        {accounts.isPending ? (
          <LoadingBlock label={t('rentalAccounts.loading')} />
        ) : accounts.isError ? (
          <div className={styles.panelBody}>
            <Alert tone="error">{errorMessage(accounts.error, 'Failed to load rental accounts')}</Alert>
            <Button variant="secondary" onClick={() => void accounts.refetch()}>
              {t('rentalAccounts.retry')}
            </Button>
          </div>
        ) : accounts.data.length === 0 ? (
          <div className={styles.empty}>{t('rentalAccounts.empty')}</div>
        ) : (
          <table className={styles.table} aria-label={t('rentalAccounts.table.label')}>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {t(`rentalAccounts.table.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {accounts.data.map((account) => (
                <tr key={account.id}>
                  <td>
                    <div>{account.gameName}</div>
                    <div className={`${styles.muted} ${styles.mono}`}>{account.productCode}</div>
                  </td>
                  <td>
                    <div className={styles.mono}>{account.username}</div>
                    <RevealPasswordButton accountId={account.id} />
                  </td>
                  <td>
                    <Badge tone={statusTone[account.status]}>{t(`rentalAccounts.status.${account.status}`)}</Badge>
                  </td>
                  <td className={styles.mono}>{account.orderId ?? '—'}</td>
                  <td>{formatDateTime(account.expiresAt)}</td>
                  <td>
                    <div className={styles.actions}>
                      <Button size="sm" variant="secondary" onClick={() => setForm({ mode: 'edit', account })}>
                        {t('rentalAccounts.edit')}
                      </Button>
                      <Button
                        size="sm"
                        variant="danger-outline"
                        disabled={account.status === 'rented'}
                        title={account.status === 'rented' ? t('rentalAccounts.cannotDeleteRented') : undefined}
                        onClick={() => setDeleting(account)}
                      >
                        {t('rentalAccounts.delete')}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>

      <ConfirmDialog
        open={deleting !== null}
        title={t('rentalAccounts.deleteConfirm.title')}
        confirmLabel={t('rentalAccounts.deleteConfirm.confirm')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting &&
          t('rentalAccounts.deleteConfirm.body', { username: deleting.username, gameName: deleting.gameName })}
      </ConfirmDialog>
    </section>
  );
}
