import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { confirmStockAlert } from '../api/stock-alerts';
import styles from './notify-me-form.module.css';

/** /stock-alerts/confirm?token=…: the link of the confirmation e-mail, opened once. */
export function StockAlertConfirmScreen({ token }: { token: string }) {
  const { t } = useTranslation('catalog');
  const confirm = useMutation({ mutationFn: confirmStockAlert });
  const { mutate } = confirm;
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);
  return (
    <div className={`container ${styles.page}`}>
      <title>{t('stockAlert.confirmPage.title')}</title>
      <h1>{t('stockAlert.confirmPage.title')}</h1>
      {!token ? (
        <Alert tone="error">{t('stockAlert.confirmPage.missing')}</Alert>
      ) : confirm.isError ? (
        <Alert tone="error">{errorMessage(confirm.error)}</Alert>
      ) : confirm.isSuccess ? (
        <>
          <Alert tone="success">
            {confirm.data.inStock
              ? t('stockAlert.confirmPage.inStock', { title: confirm.data.title })
              : t('stockAlert.confirmPage.confirmed', { title: confirm.data.title })}
          </Alert>
          <ButtonLink to={`/product/${confirm.data.productCode}`}>{t('stockAlert.confirmPage.view')}</ButtonLink>
        </>
      ) : (
        <LoadingBlock label={t('stockAlert.confirmPage.confirming')} />
      )}
    </div>
  );
}
