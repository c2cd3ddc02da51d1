import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useGuestExport, useStartGuestExport } from '../api/guest-export';
import styles from './your-data-panel.module.css';

const proofRejected = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * A guest's "Download my data" once the address is proved (docs/product/privacy.md#download-my-data): starts the
 * export (at once when `autoStart`, else on the button), shows its progress while it is built, then the signed link
 * to the zip. A proof the server no longer takes (30 minutes) sends the guest back to the code (`onProofRejected`).
 */
export function GuestDataExport({
  email,
  proof,
  autoStart,
  onProofRejected,
}: {
  email: string;
  proof: string;
  autoStart: boolean;
  onProofRejected: () => void;
}) {
  const { t } = useTranslation('account');
  const start = useStartGuestExport();
  const requestId = start.data?.id ?? null;
  const request = useGuestExport(requestId, email, proof);
  const started = useRef(false);

  useEffect(() => {
    if (!autoStart || started.current) return;
    started.current = true;
    start.mutate({ email, proof });
  }, [autoStart, email, proof, start]);

  const view = request.data ?? start.data;
  const building = view && (view.status === 'queued' || view.status === 'running');
  const error = start.error ?? request.error;

  if (error && proofRejected(error)) {
    return (
      <div className={styles.section}>
        <Alert tone="warning">{t('guestData.proofExpired')}</Alert>
        <div>
          <Button onClick={onProofRejected}>{t('guestData.confirmAgain')}</Button>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.section} data-testid="guest-data-export">
      <p className={styles.lead}>{t('guestData.proven', { email })}</p>
      {error && <Alert tone="error">{errorMessage(error)}</Alert>}
      {building && (
        <div role="status">
          <p>{t('yourData.export.building', { progress: view.progress })}</p>
          <progress
            className={styles.progress}
            max={100}
            value={view.progress}
            aria-label={t('yourData.export.progressLabel')}
          />
        </div>
      )}
      {view?.status === 'ready' && view.downloadUrl && (
        <Alert tone="success">
          {t('yourData.export.ready', { until: formatDate(view.expiresAt as string) })}{' '}
          <a href={view.downloadUrl} download>
            {t('yourData.export.download')}
          </a>
        </Alert>
      )}
      {view?.status === 'failed' && <Alert tone="error">{t('yourData.export.failed')}</Alert>}
      {view?.status === 'expired' && <Alert tone="warning">{t('guestData.expired')}</Alert>}
      {(!view || view.status === 'failed' || view.status === 'expired') && (
        <div>
          <Button loading={start.isPending} onClick={() => start.mutate({ email, proof })}>
            {t('yourData.export.button')}
          </Button>
        </div>
      )}
    </div>
  );
}
