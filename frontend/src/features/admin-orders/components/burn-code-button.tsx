import { useState } from 'react';
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
          onDone(`Code ${result.burnedCode} burned; the customer now has ${result.replacementCode}.`, 'success');
        },
        onError: (error) => {
          setOpen(false);
          onDone(errorMessage(error, 'Could not replace the code.'), 'error');
        },
      },
    );
  return (
    <>
      <Button size="sm" variant="danger-outline" onClick={() => setOpen(true)} aria-label={`Burn and replace ${code}`}>
        Burn &amp; replace
      </Button>
      <ConfirmDialog
        open={open}
        title="Burn this code and send a new one?"
        confirmLabel="Burn & replace"
        busy={burn.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={confirm}
      >
        <p>
          <code className={styles.code}>{code}</code> is taken back for good and the next unsold code of the pool takes
          its place; the customer&apos;s order page shows the new code at once.
        </p>
        <label className={styles.section}>
          <span className={styles.muted}>Reason (optional, for the timeline)</span>
          <Input value={reason} maxLength={300} onChange={(event) => setReason(event.target.value)} />
        </label>
      </ConfirmDialog>
    </>
  );
}
