import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useCancelErasureByToken } from '@/features/data-rights/api/cancel-erasure';
import { errorMessage } from '@/lib/api-client';
import styles from './account.module.css';

/**
 * /account/deletion/cancel?token=…: the deletion e-mail's "Keep my account" link. It asks for a press rather than
 * cancelling on open, so a mail scanner that opens links changes nothing.
 */
export function AccountDeletionCancelRoute() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const cancel = useCancelErasureByToken();
  return (
    <section className={`container ${styles.page}`}>
      <title>{t('yourData.cancelPage.title')}</title>
      <h1>{t('yourData.cancelPage.title')}</h1>
      {!token ? (
        <Alert tone="error">{t('yourData.cancelPage.missing')}</Alert>
      ) : cancel.isSuccess ? (
        <Alert tone="success">{t('yourData.delete.kept')}</Alert>
      ) : (
        <>
          <p>{t('yourData.cancelPage.lead')}</p>
          {cancel.isError && <Alert tone="error">{errorMessage(cancel.error)}</Alert>}
          <div>
            <Button loading={cancel.isPending} onClick={() => cancel.mutate(token)}>
              {t('yourData.delete.keep')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
