import { Alert } from '@/components/ui/alert';
import type { StepNotice } from '../hooks/use-fulfilment-steps';
import { ACTIVATION_CHECKLIST, shortOrderId } from '../order-labels';
import styles from './admin-screen.module.css';

/** The outcome of a fulfilment step: the result, a refusal (server message) or a failure with its checklist. */
export function StepNoticeBanner({ notice, onDismiss }: { notice: StepNotice | null; onDismiss: () => void }) {
  if (!notice) return null;
  return (
    <Alert tone={notice.tone} title={notice.title ?? undefined} onDismiss={onDismiss}>
      <span data-testid="step-notice">
        Order {shortOrderId(notice.orderId)}: {notice.message}
      </span>
      {notice.checklist && (
        <>
          <p>Please check:</p>
          <ul className={styles.checklist}>
            {ACTIVATION_CHECKLIST.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      )}
    </Alert>
  );
}
