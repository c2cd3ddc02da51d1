import type { OrderEmailState } from '@kedai/contracts';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { emailLine, stepEmail } from '../email-status';
import type { StepNotice } from '../hooks/use-fulfilment-steps';
import { ACTIVATION_CHECKLIST, shortOrderId } from '../order-labels';
import styles from './admin-screen.module.css';

/** The outcome of a fulfilment step: the result, a refusal (server message) or a failure with its checklist. */
export function StepNoticeBanner({
  notice,
  onDismiss,
  emails,
}: {
  notice: StepNotice | null;
  onDismiss: () => void;
  /** The order's e-mails (live): the step's own e-mail is said as it really is (queued, sent, failed). */
  emails?: OrderEmailState[];
}) {
  const { t } = useTranslation('admin-orders');
  if (!notice) return null;
  const email = notice.tone === 'success' ? stepEmail(emails, notice.at) : null;
  return (
    <Alert tone={notice.tone} title={notice.title ?? undefined} onDismiss={onDismiss}>
      <span data-testid="step-notice">
        {t('stepNotice.message', { orderId: shortOrderId(notice.orderId), message: notice.message })}
      </span>
      {email && <p data-testid="step-email-status">{emailLine(email, t)}</p>}
      {notice.checklist && (
        <>
          <p>{t('stepNotice.checkTitle')}</p>
          <ul className={styles.checklist}>
            {ACTIVATION_CHECKLIST.map((item) => (
              <li key={item}>{t(item)}</li>
            ))}
          </ul>
        </>
      )}
    </Alert>
  );
}
