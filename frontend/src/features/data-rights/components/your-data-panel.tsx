import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { LoadingBlock } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatDateTime } from '@/lib/format';
import { useCancelErasure, useMyDataRequests, useRequestErasure, useRequestExport } from '../api/data-requests';
import styles from './your-data-panel.module.css';

/**
 * Profile → Your data (docs/product/privacy.md#your-data): "Download my data" with the archive's progress and its
 * download link, and "Delete my account" with the password again, its date and a way to keep the account.
 */
export function YourDataPanel() {
  const { t } = useTranslation('account');
  const requests = useMyDataRequests();
  const requestExport = useRequestExport();
  const requestErasure = useRequestErasure();
  const cancelErasure = useCancelErasure();
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);

  if (requests.isPending) return <LoadingBlock label={t('yourData.loading')} />;
  if (requests.isError) return <Alert tone="error">{errorMessage(requests.error)}</Alert>;
  const latestExport = requests.data.find((request) => request.kind === 'export');
  const scheduled = requests.data.find((request) => request.kind === 'erasure' && request.status === 'scheduled');
  const building = latestExport && (latestExport.status === 'queued' || latestExport.status === 'running');

  return (
    <>
      <section className={styles.section} aria-labelledby="your-data-export">
        <h2 id="your-data-export">{t('yourData.export.heading')}</h2>
        <p className={styles.lead}>{t('yourData.export.lead')}</p>
        {requestExport.isError && <Alert tone="error">{errorMessage(requestExport.error)}</Alert>}
        {building && (
          <div role="status">
            <p>{t('yourData.export.building', { progress: latestExport.progress })}</p>
            <progress
              className={styles.progress}
              max={100}
              value={latestExport.progress}
              aria-label={t('yourData.export.progressLabel')}
            />
          </div>
        )}
        {latestExport?.status === 'ready' && latestExport.downloadUrl && (
          <Alert tone="success">
            {t('yourData.export.ready', { until: formatDate(latestExport.expiresAt as string) })}{' '}
            <a href={latestExport.downloadUrl} download>
              {t('yourData.export.download')}
            </a>
          </Alert>
        )}
        {latestExport?.status === 'failed' && <Alert tone="error">{t('yourData.export.failed')}</Alert>}
        <div>
          <Button
            variant="secondary"
            loading={requestExport.isPending}
            disabled={Boolean(building)}
            onClick={() => requestExport.mutate(undefined)}
          >
            {t('yourData.export.button')}
          </Button>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="your-data-delete">
        <h2 id="your-data-delete">{t('yourData.delete.heading')}</h2>
        {scheduled ? (
          <>
            <Alert tone="warning">
              {t('yourData.delete.scheduled', { when: formatDateTime(scheduled.dueAt as string) })}
            </Alert>
            {cancelErasure.isError && <Alert tone="error">{errorMessage(cancelErasure.error)}</Alert>}
            <div>
              <Button loading={cancelErasure.isPending} onClick={() => cancelErasure.mutate(undefined)}>
                {t('yourData.delete.keep')}
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className={styles.lead}>{t('yourData.delete.lead')}</p>
            {cancelErasure.isSuccess && <Alert tone="success">{t('yourData.delete.kept')}</Alert>}
            {confirming ? (
              <form
                className={styles.row}
                onSubmit={(event: FormEvent) => {
                  event.preventDefault();
                  requestErasure.mutate(password, { onSuccess: () => setPassword('') });
                }}
              >
                <Field label={t('yourData.delete.password')}>
                  {(control) => (
                    <PasswordInput
                      {...control}
                      autoComplete="current-password"
                      value={password}
                      onChange={(event) => {
                        requestErasure.reset();
                        setPassword(event.target.value);
                      }}
                    />
                  )}
                </Field>
                <Button type="submit" variant="danger-outline" loading={requestErasure.isPending} disabled={!password}>
                  {t('yourData.delete.confirm')}
                </Button>
                <Button type="button" variant="secondary" onClick={() => setConfirming(false)}>
                  {t('yourData.delete.back')}
                </Button>
              </form>
            ) : (
              <div>
                <Button variant="danger-outline" onClick={() => setConfirming(true)}>
                  {t('yourData.delete.button')}
                </Button>
              </div>
            )}
            {requestErasure.isError && <Alert tone="error">{errorMessage(requestErasure.error)}</Alert>}
          </>
        )}
      </section>
    </>
  );
}
