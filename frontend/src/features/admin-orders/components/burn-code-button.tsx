import { CODE_BURN_REASON_MAX_LENGTH } from '@kedai/contracts';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useBurnCode } from '../api/burn-code';
import styles from './admin-screen.module.css';

/** "Not working?": burns the code and hands the customer the next unsold code of the pool, in one action. */
export function BurnCodeButton({
  orderId,
  code,
  onDone,
}: {
  orderId: string;
  code: string;
  onDone: (text: string, tone: 'success' | 'error') => void;
}) {
  const { t } = useTranslation('admin-orders');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const burn = useBurnCode();
  const confirm = () =>
    burn.mutate(
      { orderId, code, reason: reason.trim() || undefined },
      {
        onSuccess: (result) => {
          setOpen(false);
          setReason('');
          onDone(t('burnCode.done', { burned: result.burnedCode, replacement: result.replacementCode }), 'success');
        },
        onError: (error) => {
          setOpen(false);
          onDone(errorMessage(error, t('burnCode.failed')), 'error');
        },
      },
    );
  return (
    <>
      <Button
        size="sm"
        variant="danger-outline"
        onClick={() => setOpen(true)}
        aria-label={t('burnCode.buttonLabel', { code })}
      >
        {t('burnCode.button')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('burnCode.title')}
        confirmLabel={t('burnCode.confirm')}
        busy={burn.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={confirm}
      >
        <p>
          <Trans
            t={t}
            i18nKey="burnCode.body"
            values={{ code }}
            components={{ code: <code className={styles.code} /> }}
          />
        </p>
        <label className={styles.section}>
          <span className={styles.muted}>{t('burnCode.reason')}</span>
          <Input
            value={reason}
            maxLength={CODE_BURN_REASON_MAX_LENGTH}
            onChange={(event) => setReason(event.target.value)}
          />
        </label>
      </ConfirmDialog>
    </>
  );
}
